import { isWorkspacePath } from '../../src/config/paths';
import { expect, test, type Page } from '@playwright/test';
import { PRERENDER_PATHS } from '../../src/app/route-table';
import { waitForApp } from './helpers';

/**
 * WCAG 2.4.7 (and 2.4.11's contrast): every Tab stop of every route shows a focus indicator:
 * an outline of at least 2 px or a ring (box-shadow), on the element or on a wrapper that shows
 * focus for it, whose colour stands at least 3:1 against the background behind it. A missing
 * theme variable once removed the outline on every page without any other test noticing.
 */

type Stop = { name: string; ok: boolean; why: string };

/** Runs in the page: the focus indicator of the active element, judged. */
function judgeActive(): Stop | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  // Not a Tab stop: the page moved focus there itself (a heading announced when a check
  // resolves, tabindex -1) while the test was tabbing; Tab never lands on such an element.
  if (el.tabIndex < 0) return null;
  // Judge the indicator as it ends up, not halfway through a colour transition.
  for (const animation of document.getAnimations()) animation.finish();
  const parse = (c: string): [number, number, number, number] | null => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m?.[1]) return null;
    const [r = 0, g = 0, b = 0, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    return [r, g, b, a];
  };
  const lum = ([r, g, b]: [number, number, number, number]) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const contrast = (x: [number, number, number, number], y: [number, number, number, number]) => {
    const [a, b] = [lum(x), lum(y)].sort((p, q) => q - p) as [number, number];
    return (a + 0.05) / (b + 0.05);
  };
  const background = (node: HTMLElement | null): [number, number, number, number] => {
    for (let n = node; n; n = n.parentElement) {
      const c = parse(getComputedStyle(n).backgroundColor);
      if (c && c[3] > 0.5) return c;
    }
    return [255, 255, 255, 1];
  };
  const indicator = (node: HTMLElement): { width: number; colors: [number, number, number, number][] } | null => {
    const cs = getComputedStyle(node);
    const colors: [number, number, number, number][] = [];
    let width = 0;
    if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2) {
      const c = parse(cs.outlineColor);
      if (c && c[3] > 0) {
        colors.push(c);
        width = parseFloat(cs.outlineWidth);
      }
    }
    if (cs.boxShadow !== 'none') {
      for (const m of cs.boxShadow.matchAll(/rgba?\([^)]+\)[^,]*?(\d+(?:\.\d+)?)px(?:,|$)/g)) {
        const c = parse(m[0]);
        if (c && c[3] > 0 && Number(m[1]) >= 1) {
          colors.push(c);
          width = Math.max(width, Number(m[1]));
        }
      }
    }
    return colors.length > 0 ? { width, colors } : null;
  };
  const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  // The element itself, or a wrapper up to three levels up that shows focus for it.
  for (let node: HTMLElement | null = el, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
    const ring = indicator(node);
    if (!ring) continue;
    const behind = background(node.parentElement);
    const best = Math.max(...ring.colors.map((c) => contrast(c, behind)));
    return { name, ok: best >= 3, why: `contrast ${best.toFixed(2)}:1, ${ring.width}px` };
  }
  return { name, ok: false, why: 'no outline or ring' };
}

/** Tabs through the page from the top, judging every stop, until focus leaves or comes round. */
async function tabThrough(page: Page, max = 150): Promise<Stop[]> {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return '';
      const path: string[] = [];
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) path.push(`${n.tagName}:${Array.prototype.indexOf.call(n.parentElement?.children ?? [], n)}`);
      return path.join('/');
    });
    if (key === '' || seen.has(key)) break;
    seen.add(key);
    const stop = await page.evaluate(judgeActive);
    if (stop) stops.push(stop);
  }
  return stops;
}

const failures = (stops: Stop[]) => stops.filter((s) => !s.ok).map((s) => `${s.name}: ${s.why}`);

test.describe('focus is always visible', () => {
  test('every Tab stop of every route shows an indicator with at least 3:1 contrast', async ({ page }) => {
    // About 1,000 Tab stops on 99 routes: under three minutes on an idle machine, so five.
    test.setTimeout(300_000);
    let total = 0;
    const problems: string[] = [];
    for (const path of PRERENDER_PATHS.filter((p) => !p.endsWith('/404'))) {
      await page.goto(path);
      await waitForApp(page);
      const stops = await tabThrough(page);
      // The console and the portal have their own compact shell (no public menus or footer): their
      // page may still be checking the session (the footer link alone).
      expect(stops.length, `${path} has Tab stops`).toBeGreaterThan(isWorkspacePath(path) ? 0 : 3);
      total += stops.length;
      problems.push(...failures(stops).map((f) => `${path} ${f}`));
    }
    expect(problems).toEqual([]);
    expect(total).toBeGreaterThan(500);
    test.info().annotations.push({ type: 'tab stops', description: `${total} on ${PRERENDER_PATHS.length - 1} routes` });
    console.log(`focus: ${total} Tab stops judged on ${PRERENDER_PATHS.length - 1} routes`);
  });

  test('open states: a header dropdown, the mobile drawer, a toast', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const services = page.getByRole('button', { name: 'Wildlife Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inDropdown = await page.evaluate(judgeActive);
    expect(inDropdown?.ok, inDropdown?.why).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = await tabThrough(page, 40);
    expect(drawer.length).toBeGreaterThan(3);
    expect(failures(drawer)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('li[data-state="open"]')).toBeVisible();
    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    const inToast = await page.evaluate(judgeActive);
    expect(inToast?.ok, `${inToast?.name} ${inToast?.why}`).toBe(true);
  });
});
