import AxeBuilder from '@axe-core/playwright';
import type { ChromeCopy } from '../../src/content/chrome';
import type { Locale } from '../../src/domain/locales';
import { expect, type Locator, type Page } from '@playwright/test';
import { mailsTo } from './db';

export const SITE_NAME = 'NYC Wildlife Dispatch';
export const CANONICAL_ORIGIN = 'https://www.nycwildlifedispatch.com';

/** Collects console errors and uncaught page errors; assert it is empty at the end. */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Waits until React has hydrated the prerendered page (the shell sets data-hydrated). A page of
 * copy starts its code at the visitor's first touch, key or focus (scripts/prerender.ts, the
 * boot script): a press of Shift, which does nothing else, is that first key.
 */
export async function waitForApp(page: Page): Promise<void> {
  if ((await page.locator('script[src*="/boot-copy-"]').count()) > 0 && (await page.locator('html[data-hydrated]').count()) === 0) await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Holds the app's entry module (or another script: the boot script of a page of copy) back
 * until the returned function is called: what a slow phone or network does between a page's
 * first paint and its code taking over.
 */
export function holdScript(page: Page, script: 'index' | 'boot-copy' = 'index'): Promise<() => void> {
  return holdAsset(page, script, 'js');
}

/** Holds a built asset (`/assets/<name>-<hash>.<ext>`) back until the returned function is called. */
export async function holdAsset(page: Page, name: string, ext: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.${ext}$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Presses Tab until the locator has focus (keyboard-only navigation), failing after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Accessibility violations on the page as it is now, at every impact level: WCAG 2.0-2.2
 * A and AA rules (target size included) and axe's best practices. Each as 'rule: targets'.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Judge colours as they end up, not halfway through a transition (a button turning enabled).
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
  // A section drawn only near the screen (content-visibility: auto, src/site.css) is not
  // drawn while off screen, and axe then judges its text against whatever is painted there. Every
  // part is drawn while axe looks, as a reader sees it on reaching it, and left as it was after.
  const drawn = await page.evaluateHandle(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    for (const el of skipped) el.style.contentVisibility = 'visible';
    return skipped;
  });
  // axe runs in the page itself when it has no frame inside (none of ours has): by default
  // AxeBuilder opens a blank page to merge the results of every frame, injecting axe there too,
  // 1-1.5 s a call. Only violations are gathered in full (passes are counted, not listed). The
  // same rules, the same findings: about 0.6-1 s a page instead of 2-2.6 s.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  await drawn.evaluate((skipped) => {
    for (const el of skipped) el.style.contentVisibility = '';
  });
  await drawn.dispose();
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe in the light scheme and again with the device set to dark (the console, the portal and the
 * status page follow it: src/dark.css); a dark finding is prefixed "dark: ". Leaves the page light.
 */
export async function axeViolationsBothSchemes(page: Page): Promise<string[]> {
  const light = await axeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await axeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  return [...light, ...dark.map((v) => `dark: ${v}`)];
}

/**
 * The main area's background as 0-255 luminance (Rec. 601), whatever colour syntax it computes
 * to; a transparent main shows its nearest painted ancestor's.
 */
export async function mainBackgroundLuma(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    let element: Element | null = document.querySelector('main');
    let background = 'rgb(255, 255, 255)';
    while (element) {
      const value = getComputedStyle(element).backgroundColor;
      if (value !== 'rgba(0, 0, 0, 0)' && value !== 'transparent') {
        background = value;
        break;
      }
      element = element.parentElement;
    }
    context.fillStyle = background;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return 0.299 * r + 0.587 * g + 0.114 * b;
  });
}

/** /contact's step 1 as it is on the page (where: a ZIP, a street address, who the reporter is), then Next. */
export async function fillContactStep1(page: Page, zip = '11215', property = 'Homeowner'): Promise<void> {
  await page.getByLabel('ZIP code of the property').fill(zip);
  await page.getByLabel('Street address').fill('350 5th Ave');
  await page.getByRole('radio', { name: property }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Opens /contact and answers step 1 as a homeowner. */
export async function contactStepOne(page: Page, zip = '11215'): Promise<void> {
  await page.goto('/contact');
  await waitForApp(page);
  await fillContactStep1(page, zip);
}

/**
 * A report through the real /contact flow; returns the reference the resident was shown.
 * `bitten` also ticks "someone has been bitten or scratched" and continues past the advice.
 */
export async function reportThroughContact(page: Page, options: { email: string; zip?: string; bitten?: boolean; noticed?: readonly string[] }): Promise<string> {
  await contactStepOne(page, options.zip);
  await page.getByLabel('What animal is it?').selectOption('Raccoon');
  await page.getByLabel('How long has this been going on?').selectOption('A few days');
  await page.getByLabel('What is happening?').fill('Scratching in the attic every night around 2 a.m.');
  if (options.bitten) await page.getByRole('checkbox', { name: /Someone has been bitten or scratched/ }).check();
  for (const sign of options.noticed ?? []) await page.getByRole('group', { name: /Have you noticed any of this/ }).getByRole('checkbox', { name: sign }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  if (options.bitten) {
    await expect(page.getByRole('heading', { name: 'Someone was bitten or scratched' })).toBeVisible();
    await page.getByRole('button', { name: 'I still want a professional' }).click();
  }
  await page.getByLabel('Full name').fill('Maria Lopez');
  await page.getByLabel('Phone number').fill('7185550100');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(options.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL(/\/contact\/success$/);
  const reference = await page.locator('strong.font-mono').first().innerText();
  expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  return reference;
}

/** The frame's words of a language (menus, footer), as the site shows them. */
export async function chromeOf(locale: Locale): Promise<ChromeCopy> {
  switch (locale) {
    case 'es':
      return (await import('../../src/locales/es/chrome')).CHROME_COPY;
    case 'zh-Hant':
      return (await import('../../src/locales/zh-hant/chrome')).CHROME_COPY;
    case 'zh-Hans':
      return (await import('../../src/locales/zh-hans/chrome')).CHROME_COPY;
    default:
      return (await import('../../src/content/chrome')).CHROME_COPY;
  }
}

/** Signs in at /pro with the newest code e-mailed to the address. */
export async function signInWithCode(page: Page, email: string): Promise<void> {
  const before = (await mailsTo(email, { count: 0, subject: 'Your sign-in code' })).length;
  await page.goto('/pro');
  await waitForApp(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const codes = await mailsTo(email, { count: before + 1, subject: 'Your sign-in code' });
  const newest = codes.sort((a, b) => Date.parse(b.time) - Date.parse(a.time))[0];
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1] ?? '';
  await page.getByLabel('Six-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
