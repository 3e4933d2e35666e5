import type { Page } from '@playwright/test';

/**
 * WCAG 2.4.7 (and 2.4.11's contrast), judged in the page: a Tab stop shows a focus indicator,
 * an outline of at least 2 px or a ring (box-shadow), on the element or on a wrapper that shows
 * focus for it, whose colour stands at least 3:1 against the background behind it. Used by the
 * walk over every route (routes.spec.ts) and the open states of focus.spec.ts.
 */

export type Stop = { name: string; ok: boolean; why: string };

/** Runs in the page: the focus indicator of the active element, judged. */
export function judgeActive(): Stop | null {
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
export async function tabThrough(page: Page, max = 150): Promise<Stop[]> {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    // Where focus is (its path from the body) and its indicator judged, in one round trip.
    const { key, stop } = await page.evaluate(`(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { key: '', stop: null };
      const path = [];
      for (let n = el; n && n !== document.body; n = n.parentElement) path.push(n.tagName + ':' + Array.prototype.indexOf.call(n.parentElement ? n.parentElement.children : [], n));
      return { key: path.join('/'), stop: (${judgeActive.toString()})() };
    })()`) as { key: string; stop: Stop | null };
    if (key === '' || seen.has(key)) break;
    seen.add(key);
    if (stop) stops.push(stop);
  }
  return stops;
}

export const failures = (stops: Stop[]) => stops.filter((s) => !s.ok).map((s) => `${s.name}: ${s.why}`);
