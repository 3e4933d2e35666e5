import type { Page } from '@playwright/test';

type Shown = { __shown?: Record<string, number> };

/**
 * Times when an element first showed, on the page's own clock: `performance.now()` at the first
 * frame drawn after an element matching `selector` (and, if given, whose text matches `text`) is
 * in the document. A Playwright locator's waitFor looks with growing pauses between looks (up to
 * 500 ms), and timed by it the console's first queue row read 370-410 ms late. An init script:
 * call before the page loads, then read the time with `shownAt`.
 */
export async function watchShown(page: Page, key: string, selector: string, text?: RegExp): Promise<void> {
  // A script's text, not a function: tsx would wrap a function's inner functions in a helper
  // (__name) that does not exist in the page.
  await page.addInitScript(`(() => {
    const shown = (window.__shown ??= {});
    const pattern = ${text ? `new RegExp(${JSON.stringify(text.source)}, ${JSON.stringify(text.flags)})` : 'null'};
    const found = () => [...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => pattern === null || pattern.test(el.textContent ?? ''));
    // The document, not <html>: this runs before the parser has made the root element.
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      // After the frame that draws it (a timer queued in the frame runs once it is painted).
      requestAnimationFrame(() => setTimeout(() => { shown[${JSON.stringify(key)}] = performance.now(); }));
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })()`);
}

/** Waits for the element `watchShown` watches; when it showed, on the page's clock. */
export async function shownAt(page: Page, key: string, timeoutMs = 30_000): Promise<number> {
  const handle = await page.waitForFunction((k) => (window as unknown as Shown).__shown?.[k], key, { timeout: timeoutMs });
  return Number(await handle.jsonValue());
}
