import type { Browser, CDPSession } from '@playwright/test';

/**
 * A page for a benchmark that times the page's own main thread: a tab of a Chromium that
 * Playwright launched, driven over the DevTools protocol with only what the bench asks for, and
 * never with DevTools' Runtime domain on.
 *
 * Why not a Playwright page: Playwright turns DevTools' Runtime domain on in every page it
 * drives (for its console events and its scripts), and with it on, V8 records where in the
 * source each Error object is made, as it is made. React DOM makes five such objects while its
 * module is evaluated (its Suspense sentinels), and each one made V8 parse the whole entry chunk
 * again for its source positions (`V8.CollectSourcePositions` in a trace): at 4× CPU the task
 * that starts the page's code was 230-260 ms with the Runtime domain on (`/`, 2 loads) and
 * 52-76 ms without it (`/` and `/es/`), in such a tab, traced. A visitor's phone has no DevTools
 * attached, so this page is the one that tells what the visitor's phone does.
 *
 * The tab lives in a browser context of its own (a fresh cache and storage, as
 * `browser.newContext()` gives); Playwright leaves targets outside its own contexts alone. The
 * messages go through `Target.sendMessageToTarget` on Playwright's browser-level session:
 * Playwright's CDP sessions cannot address a flat child session.
 *
 * Functions given to evaluate run in the page as their source text, as with `page.evaluate`:
 * no closures, and no inner named function (tsx would wrap it in a helper the page lacks).
 */
export class BenchPage {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void; method: string }>();

  private constructor(
    private readonly browser: CDPSession,
    private readonly browserContextId: string,
    private readonly targetId: string,
    private readonly sessionId: string,
  ) {
    browser.on('Target.receivedMessageFromTarget', (event) => {
      if (event.sessionId !== sessionId) return;
      const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: { message: string } };
      const call = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!call || message.id === undefined) return;
      this.pending.delete(message.id);
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
      else call.resolve(message.result);
    });
  }

  /**
   * A blank tab in a new browser context, `width` × `height` CSS px at 1 device px each; with
   * `phone`, a mobile viewport that reports a touch screen, as a phone's browser does.
   */
  static async open(browser: Browser, viewport: { width: number; height: number }, options: { phone?: boolean } = {}): Promise<BenchPage> {
    const session = await browser.newBrowserCDPSession();
    const { browserContextId } = await session.send('Target.createBrowserContext', {});
    const { targetId } = await session.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });
    const page = new BenchPage(session, browserContextId, targetId, sessionId);
    // The Page domain, for init scripts (they run only with it on); unlike Runtime, it has V8 record nothing.
    await page.send('Page.enable');
    await page.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: options.phone ?? false });
    if (options.phone) await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    return page;
  }

  /** One DevTools protocol command to the tab. */
  send<T = unknown>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = ++this.nextId;
    const answer = new Promise<T>((resolve, reject) => this.pending.set(id, { resolve: (result) => resolve(result as T), reject, method }));
    this.browser.send('Target.sendMessageToTarget', { sessionId: this.sessionId, message: JSON.stringify({ id, method, params }) }).catch((error: unknown) => {
      this.pending.get(id)?.reject(error instanceof Error ? error : new Error(String(error)));
      this.pending.delete(id);
    });
    return answer;
  }

  /** Runs `script` in every document the tab loads from now on, before the document's own scripts. */
  async addInitScript(script: string): Promise<void> {
    await this.send('Page.addScriptToEvaluateOnNewDocument', { source: script });
  }

  async throttleCpu(rate: number): Promise<void> {
    await this.send('Emulation.setCPUThrottlingRate', { rate });
  }

  /** Starts loading `url` and returns once the navigation is committed (Playwright's waitUntil: 'commit'). */
  async goto(url: string): Promise<void> {
    const { errorText } = await this.send<{ errorText?: string }>('Page.navigate', { url });
    if (errorText) throw new Error(`${url}: ${errorText}`);
  }

  /**
   * The value of `fn(arg)` (or of the expression `fn`) in the page, awaited if it is a promise;
   * JSON values only.
   */
  async evaluate<T, A = undefined>(fn: string | ((arg: A) => T | Promise<T>), arg?: A): Promise<T> {
    const expression = typeof fn === 'string' ? fn : `(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)})`;
    const { result, exceptionDetails } = await this.send<{
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as T;
  }

  /** A click of the left button at (x, y), in CSS px from the window's top left. */
  async click(x: number, y: number): Promise<void> {
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    await this.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1 });
    await this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1 });
  }

  /** Waits until the app has taken the page over (the shell sets `data-hydrated`): a form pressed before would be sent by the browser itself. */
  async hydrated(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.evaluate(`new Promise((done) => requestAnimationFrame(() => done(document.documentElement.dataset.hydrated === 'true')))`).catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`the page had not hydrated after ${timeoutMs / 1000} s`);
    }
  }

  /**
   * Clicks the centre of the first laid-out element matching `selector`, scrolled into view
   * first; looks once a frame until there is one (at most `timeoutMs`).
   */
  async clickOn(selector: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const centre = await this.evaluate(
        (sel) =>
          new Promise<{ x: number; y: number } | null>((done) =>
            requestAnimationFrame(() => {
              const element = [...document.querySelectorAll(sel)].find((candidate) => candidate.getBoundingClientRect().width > 0);
              if (!element) return done(null);
              element.scrollIntoView({ block: 'center' });
              const rect = element.getBoundingClientRect();
              done({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
            }),
          ),
        selector,
      ).catch(() => null); // the document was being replaced: look again in the new one
      if (centre) return this.click(centre.x, centre.y);
      if (Date.now() > deadline) throw new Error(`nothing to click matches ${selector} after ${timeoutMs / 1000} s`);
    }
  }

  /**
   * Clicks the field, selects what it holds and types `text` over it, as a person does, and again
   * until the field holds it (a form drawn again as the page learns more loses what was typed).
   */
  async fill(selector: string, text: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      await this.clickOn(selector);
      await this.evaluate((sel) => document.querySelector<HTMLInputElement>(sel)?.select(), selector);
      await this.type(text);
      if ((await this.evaluate((sel) => document.querySelector<HTMLInputElement>(sel)?.value ?? '', selector)) === text) return;
      if (attempt >= 3) throw new Error(`${selector} never held what was typed`);
    }
  }

  /** Types `text` a key at a time into what has the focus (printable characters only). */
  async type(text: string): Promise<void> {
    for (const key of text) {
      const keyCode = /^[a-z0-9]$/i.test(key) ? key.toUpperCase().charCodeAt(0) : key === ' ' ? 32 : 0;
      const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : /^[0-9]$/.test(key) ? `Digit${key}` : key === ' ' ? 'Space' : '';
      await this.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, text: key, unmodifiedText: key, windowsVirtualKeyCode: keyCode });
      await this.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode });
    }
  }

  /** Closes the tab and its browser context. */
  async close(): Promise<void> {
    await this.browser.send('Target.closeTarget', { targetId: this.targetId }).catch(() => undefined);
    await this.browser.send('Target.disposeBrowserContext', { browserContextId: this.browserContextId }).catch(() => undefined);
    await this.browser.detach().catch(() => undefined);
  }
}
