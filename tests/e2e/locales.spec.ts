import { expect, test } from '@playwright/test';
import { CONTACT_COPY as ES } from '../../src/locales/es/report/contact';
import { CONTACT_COPY as HANT } from '../../src/locales/zh-hant/report/contact';
import { LEGAL_SUMMARY_COPY as ES_LEGAL } from '../../src/locales/es/legal/common';
import { PRIVACY_SUMMARY as ES_PRIVACY } from '../../src/locales/es/legal/privacy';
import { LEGAL_SUMMARY_COPY as HANS_LEGAL } from '../../src/locales/zh-hans/legal/common';
import { mailsTo, serviceSelect, uniqueEmail } from './db';
import { CANONICAL_ORIGIN, axeViolations, trackConsoleErrors, waitForApp } from './helpers';

/**
 * The resident's pages in Spanish and Chinese: their own language in <html lang>, the head and
 * the words; the switcher keeping the page; the choice remembered and only suggested back; a
 * report in Spanish stored as Spanish and answered with a Spanish e-mail.
 */

test('the Spanish home page speaks Spanish, names every other language and no redirect happens', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  const response = await page.goto('/es');
  expect(response?.status()).toBe(200);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${CANONICAL_ORIGIN}/es`);
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  expect(alternates).toEqual([
    ['en', `${CANONICAL_ORIGIN}/`],
    ['es', `${CANONICAL_ORIGIN}/es`],
    ['zh-Hant', `${CANONICAL_ORIGIN}/zh-hant`],
    ['zh-Hans', `${CANONICAL_ORIGIN}/zh-hans`],
    ['x-default', `${CANONICAL_ORIGIN}/`],
  ]);
  await expect(page.getByRole('link', { name: 'Reportar un problema' }).first()).toHaveAttribute('href', '/es/contact');
  expect(errors).toEqual([]);
});

test('on a phone the drawer lists the four languages, each named in itself, the current one marked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zh-hans/bronx-wildlife-control');
  await waitForApp(page);
  await page.getByRole('button', { name: '打开菜单' }).click();
  const list = page.getByRole('dialog').getByRole('navigation', { name: '语言' });
  await expect(list.getByRole('link')).toHaveText(['English', 'Español', '繁體中文', '简体中文']);
  await expect(list.getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
  await expect(list.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/bronx-wildlife-control');
  await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  expect(await axeViolations(page)).toEqual([]);
});

test('the switcher opens the same page in the chosen language, remembers it, and English pages then only suggest it', async ({ page }) => {
  await page.goto('/es/faqs');
  await waitForApp(page);
  await page.locator('header summary', { hasText: 'Idioma' }).click();
  await page.locator('header').getByRole('link', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(/\/zh-hant\/faqs$/);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.locator('h1')).toContainText('常見問題');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-Hant');

  await page.goto('/faqs');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/faqs$/);
  const offer = page.getByRole('complementary', { name: '本頁也有繁體中文版。' });
  await expect(offer.getByRole('link', { name: '閱讀繁體中文版' })).toHaveAttribute('href', '/zh-hant/faqs');
  await offer.getByRole('button', { name: '不用了' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('complementary', { name: '本頁也有繁體中文版。' })).toHaveCount(0);
});

test('a legal page in Spanish is a summary that says the English text is binding and links it', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await page.goto('/es/privacy-policy');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES_PRIVACY.title);
  await expect(page.getByText(ES_LEGAL.notice)).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(ES_PRIVACY.sections.length);
  await expect(page.locator('time')).toHaveText('26 de noviembre de 2026');
  expect(await axeViolations(page)).toEqual([]);
  // Reached from the footer in Spanish, and the link back is the English page itself.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: ES_PRIVACY.title })).toHaveAttribute('href', '/es/privacy-policy');
  const english = page.getByRole('link', { name: ES_LEGAL.readEnglish });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await english.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(errors).toEqual([]);
});

test('the Simplified Chinese terms summary is prerendered with its own head and dates the English version', async ({ page }) => {
  const response = await page.goto('/zh-hans/terms-of-use');
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="zh-Hans"');
  expect(html).toContain(HANS_LEGAL.notice);
  await waitForApp(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${CANONICAL_ORIGIN}/zh-hans/terms-of-use`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${CANONICAL_ORIGIN}/terms-of-use`);
  await expect(page.locator('time')).toHaveText('2026年11月26日');
});

test('an unknown path under /es gets the Spanish 404 page', async ({ page }) => {
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await axeViolations(page)).toEqual([]);
});

test('a report made at /es/contact is stored as Spanish and answered in Spanish in the local inbox', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('residente');
  const f = ES.flow;
  await page.goto('/es/contact');
  await waitForApp(page);
  await page.getByLabel(f.zipLabel).fill('10451');
  await page.getByLabel(f.streetLabel).fill('350 Grand Concourse');
  await page.getByRole('radio', { name: ES.options.propertyTypes.Homeowner }).check();
  await page.getByRole('button', { name: f.next }).click();
  await expect(page).toHaveURL(/\/es\/contact\/step-2$/);
  await page.getByLabel(f.animalLabel).selectOption('Raccoon');
  await page.getByLabel(f.durationLabel).selectOption('A few days');
  await page.getByLabel(f.descriptionLabel).fill('Ruidos en el techo todas las noches.');
  await page.getByRole('button', { name: f.next }).click();
  await page.getByLabel(f.fullNameLabel).fill('Rosa Residente');
  await page.getByLabel(f.phoneLabel).fill('7185550100');
  await page.getByRole('textbox', { name: f.emailLabel, exact: true }).fill(email);
  await page.getByRole('button', { name: f.next }).click();
  await page.getByRole('checkbox').last().check();
  await page.getByRole('button', { name: f.submit }).click();
  await expect(page).toHaveURL(/\/es\/contact\/success$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: ES.track.button })).toHaveAttribute('href', /^\/es\/status\/[A-Za-z0-9_-]{22,}$/);

  const [lead] = await serviceSelect<{ language: string; source_page: string }>('leads', `select=language,source_page&email=eq.${encodeURIComponent(email)}`);
  expect(lead).toEqual({ language: 'es', source_page: '/es/contact' });
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toMatch(/^Recibimos su solicitud \(referencia [0-9A-F]{4}-[0-9A-F]{4}\)$/);
  expect(mail?.text).toMatch(/\/es\/status\/[A-Za-z0-9_-]{22,}/);
});

test('the Traditional Chinese report flow is axe clean with its errors showing', async ({ page }) => {
  await page.goto('/zh-hant/contact');
  await waitForApp(page);
  await page.getByRole('button', { name: HANT.flow.next }).click();
  // The toast area is named in the page's language too (a screen reader lists it as a landmark).
  const region = page.getByRole('region', { name: '通知 (F8)' });
  await expect(region.locator('li')).toHaveCount(1);
  await expect(region.getByRole('button', { name: '關閉通知' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a species card of a translated page opens the report flow in its language with the animal chosen', async ({ page }) => {
  for (const [path, title, href] of [
    ['/es', 'Mapaches', '/es/contact?animal=Raccoon'],
    ['/zh-hant/manhattan-wildlife-control', '大老鼠', '/zh-hant/contact?animal=Rat'],
    ['/zh-hans', '浣熊', '/zh-hans/contact?animal=Raccoon'],
  ] as const) {
    await page.goto(path);
    await waitForApp(page);
    const link = page.locator('main li a').filter({ hasText: title }).first();
    await expect(link).toHaveAttribute('href', href);
    // The flow is in the page's language: no English tag, no hreflang.
    await expect(link).not.toHaveAttribute('hreflang', 'en');
    await expect(link.locator('xpath=ancestor::li[1]').locator('[data-english-tag]')).toHaveCount(0);
  }
  // Followed: step 1 as usual, then step 2 with the animal already chosen.
  await page.goto('/es');
  await waitForApp(page);
  await page.locator('main li a').filter({ hasText: 'Mapaches' }).first().click();
  await expect(page).toHaveURL(/\/es\/contact\?animal=Raccoon$/);
  const f = ES.flow;
  await page.getByLabel(f.zipLabel).fill('10451');
  await page.getByLabel(f.streetLabel).fill('350 Grand Concourse');
  await page.getByRole('radio', { name: ES.options.propertyTypes.Homeowner }).check();
  await page.getByRole('button', { name: f.next }).click();
  await expect(page).toHaveURL(/\/es\/contact\/step-2$/);
  await expect(page.getByLabel(f.animalLabel)).toHaveValue('Raccoon');
  // English pages keep their species pages.
  await page.goto('/');
  await expect(page.locator('main li a[href="/services/raccoon-removal-nyc"]').first()).toBeVisible();
  await expect(page.locator('main [data-english-tag]')).toHaveCount(0);
});
