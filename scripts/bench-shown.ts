import type { BenchPage } from './bench-page.ts';

type Shown = { __shown?: Record<string, number> };

/**
 * The page's half of watchShown: records `performance.now()` at the first frame drawn after an
 * element matching `selector` (and, if given, whose text matches `text`) is in the document.
 * A script's text, not a function: tsx would wrap a function's inner functions in a helper
 * (__name) that does not exist in the page.
 */
function watchScript(key: string, selector: string, text?: RegExp): string {
  return `(() => {
    const shown = (window.__shown ??= {});
    delete shown[${JSON.stringify(key)}];
    const pattern = ${text ? `new RegExp(${JSON.stringify(text.source)}, ${JSON.stringify(text.flags)})` : 'null'};
    const found = () => [...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => pattern === null || pattern.test(el.textContent ?? ''));
    // After the frame that draws it (a timer queued in the frame runs once it is painted).
    const record = () => requestAnimationFrame(() => setTimeout(() => {
      shown[${JSON.stringify(key)}] = performance.now();
      dispatchEvent(new Event('bench-shown'));
    }));
    // The document, not <html>: as an init script this runs before the parser has made the root element.
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      record();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })()`;
}

/**
 * Times when an element first showed, on the page's own clock: `performance.now()` at the first
 * frame drawn after it is in the document. A Playwright locator's waitFor looks with growing
 * pauses between looks (up to 500 ms), and timed by it the console's first queue row read
 * 370-410 ms late. The page is a BenchPage (scripts/bench-page.ts), not a Playwright page: with
 * DevTools' Runtime domain on (as in every Playwright page), V8 works out where each Error object
 * is made as it is made, and bench:status's request was shown at a median of 2,258 and 2,282 ms
 * in Playwright pages against 1,749 and 1,974 ms in such a tab (one build, 7 loads each, two
 * rounds). An init script: call before the page loads (it holds for every load of the page),
 * then read the time with `shownAt`.
 */
export async function watchShown(page: BenchPage, key: string, selector: string, text?: RegExp): Promise<void> {
  await page.addInitScript(watchScript(key, selector, text));
}

/**
 * The same watch started in a page already open, for something that appears without a load (a
 * new offer, a status change). Returns the page's clock at the start: call it just before the
 * action, and `shownAt` minus that is how long the page took to show it.
 */
export async function watchShownFromNow(page: BenchPage, key: string, selector: string, text?: RegExp): Promise<number> {
  await page.evaluate(watchScript(key, selector, text));
  return page.evaluate(() => performance.now());
}

/**
 * Waits for the element `watchShown` watches; when it showed, on the page's clock. Asks the page
 * to answer once it has recorded it (or after a second, to ask again: the document may have been
 * replaced meanwhile, by a load the bench started).
 */
export async function shownAt(page: BenchPage, key: string, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const at = await page
      .evaluate(
        (k) =>
          new Promise<number | null>((done) => {
            if ((window as unknown as Shown).__shown?.[k] !== undefined) return done((window as unknown as Shown).__shown?.[k] ?? null);
            addEventListener('bench-shown', () => done((window as unknown as Shown).__shown?.[k] ?? null), { once: true });
            setTimeout(() => done(null), 1000);
          }),
        key,
      )
      .catch(() => null); // the document was being replaced: ask the new one
    if (at !== null) return at;
    if (Date.now() > deadline) throw new Error(`"${key}" was not shown within ${timeoutMs / 1000} s`);
  }
}

/**
 * Lighthouse's mobile profile, applied with DevTools: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU slowed 4x.
 */
export async function throttleAsPhone(page: BenchPage): Promise<void> {
  await page.send('Network.enable');
  await page.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await page.throttleCpu(4);
}
