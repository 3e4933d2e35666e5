import { expect, test, type Page } from '@playwright/test';
import { ICON_NAMES } from '../../src/components/icons/icon-names';
import { CANONICAL_ORIGIN, SITE_NAME, holdAsset, holdScript, waitForApp } from './helpers';

/** The HTML a crawler gets before any script runs. */
const samples = ['/', '/brooklyn-wildlife-control', '/services/raccoon-removal-nyc', '/faqs'];

for (const path of samples) {
  test(`prerendered ${path} holds h1, title, description, canonical and Open Graph`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const h1 = html.match(/<h1[\s>]/g) ?? [];
    expect(h1).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<title>[^<]+ \\| ${SITE_NAME}</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{50,160}"/);
    const canonical = path === '/' ? `${CANONICAL_ORIGIN}/` : `${CANONICAL_ORIGIN}${path}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('application/ld+json');
  });
}

test('the page is readable with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services/raccoon-removal-nyc');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('footer')).toContainText('Terms of Use');
  await context.close();
});

test('the page icon is a PNG, and it is public/favicon.svg drawn at its 48 px (npm run favicon)', async ({ page, request }) => {
  for (const path of samples) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />');
    // An SVG icon would be a whole SVG document to set up on the page's main thread.
    expect(html).not.toMatch(/<link rel="icon"[^>]*svg/);
  }
  await page.goto('/');
  const compared = await page.evaluate(async () => {
    async function drawn(src: string): Promise<{ data: Uint8ClampedArray; size: number[] }> {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0, 48, 48);
      return { data: context.getImageData(0, 0, 48, 48).data, size: [image.naturalWidth, image.naturalHeight] };
    }
    const [{ data: png, size }, { data: svg }] = [await drawn('/favicon.png'), await drawn('/favicon.svg')];
    let differing = 0;
    let largest = 0;
    for (let i = 0; i < png.length; i += 4) {
      // Compared as drawn over white, so a pixel's colour counts only as much as it shows.
      const over = (data: Uint8ClampedArray, c: number) => ((data[i + c] ?? 0) * (data[i + 3] ?? 0) + 255 * (255 - (data[i + 3] ?? 0))) / 255;
      const diff = Math.max(...[0, 1, 2].map((c) => Math.abs(over(png, c) - over(svg, c))));
      largest = Math.max(largest, diff);
      if (diff > 24) differing += 1;
    }
    // The PNG's own size, not the canvas's: the icon the pages link as 48x48.
    return { size, differing, largest: Math.round(largest) };
  });
  expect(compared.size).toEqual([48, 48]);
  expect(compared, 'public/favicon.png is not public/favicon.svg: run `npm run favicon`').toMatchObject({ differing: 0 });
});

test('sitemap.xml lists every indexable page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${CANONICAL_ORIGIN}/`);
  expect(locs).toContain(`${CANONICAL_ORIGIN}/services/fox-coyote-removal-nyc`);
  expect(locs).toContain(`${CANONICAL_ORIGIN}/staten-island-wildlife-control`);
  expect(locs).toContain(`${CANONICAL_ORIGIN}/contact`);
  expect(locs).not.toContain(`${CANONICAL_ORIGIN}/contact/step-2`);
  expect(locs).not.toContain(`${CANONICAL_ORIGIN}/application-paid`);
  expect(locs).toContain(`${CANONICAL_ORIGIN}/accessibility`);
  // 28 English pages and, in each of three languages, home, overview, five boroughs, FAQs, report
  // and the four legal summaries.
  expect(locs).toHaveLength(28 + 3 * 13);
  expect(locs).toContain(`${CANONICAL_ORIGIN}/es/privacy-policy`);
  expect(locs).toContain(`${CANONICAL_ORIGIN}/zh-hant/bronx-wildlife-control`);
  expect(locs).not.toContain(`${CANONICAL_ORIGIN}/es/contact/step-2`);
  // A translated page names each version and the English one as x-default; an English-only page none.
  const faqs = /<url><loc>[^<]*\/es\/faqs<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? '';
  expect([...faqs.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
    ['en', `${CANONICAL_ORIGIN}/faqs`],
    ['es', `${CANONICAL_ORIGIN}/es/faqs`],
    ['zh-Hant', `${CANONICAL_ORIGIN}/zh-hant/faqs`],
    ['zh-Hans', `${CANONICAL_ORIGIN}/zh-hans/faqs`],
    ['x-default', `${CANONICAL_ORIGIN}/faqs`],
  ]);
  expect(/<url><loc>[^<]*\/about<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1]).toBe('');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${CANONICAL_ORIGIN}/sitemap.xml`);
});

/** The modulepreloads a page's boot script is to add (its `data-preload`), in order. */
async function preloadsListed(page: Page): Promise<string[]> {
  return (await page.locator('script[data-preload]').getAttribute('data-preload'))?.split(',').filter(Boolean) ?? [];
}

/** The modulepreloads in the page's head now, in order. */
function preloadsAdded(page: Page): Promise<(string | null)[]> {
  return page.locator('head link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
}

test('the boot script adds every modulepreload the page lists, and the page hydrates', async ({ page }) => {
  // The application wizard starts its code once painted, without a touch.
  await page.goto('/apply');
  const listed = await preloadsListed(page);
  expect(listed.length).toBeGreaterThan(10);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(() => preloadsAdded(page)).toEqual(listed);
});

test('a page of fetched data asks for its first call\'s script before its modules, and makes the call without waiting for its stylesheet', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  // A deferred script would wait for the stylesheet (and the first layout after it): held back,
  // the status request must still go out.
  const releaseStylesheet = await holdAsset(page, 'index', 'css');
  const called = page.waitForRequest(/\/rest\/v1\/rpc\/lead_status$/);
  await page.goto(`/status/${'A'.repeat(43)}`, { waitUntil: 'commit' });
  await called;
  releaseStylesheet();
  expect(scripts[0]).toMatch(/^\/assets\/first-call-[\w-]+\.js$/);
});

test('the entry module and the form library\'s chunk, and no other, start with V8\'s compile hint (vite.config.ts, compileEagerly)', async ({ request }) => {
  const startsWithHint = async (href: string) => (await (await request.get(href)).text()).startsWith('//# allFunctionsCalledOnLoad\nimport');
  const chunksOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return { entry: /data-entry="([^"]+)"/.exec(html)?.[1] ?? '', preloads: /data-preload="([^"]+)"/.exec(html)?.[1]?.split(',') ?? [] };
  };
  // A page of copy loads no form library: only its entry carries the hint.
  const home = await chunksOf('/');
  expect(home.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(home.preloads.length).toBeGreaterThan(5);
  expect(await startsWithHint(home.entry)).toBe(true);
  for (const href of home.preloads) expect(await startsWithHint(href), href).toBe(false);
  // The report flow's form: one chunk more, the one that holds react-hook-form (its form state's
  // `isSubmitSuccessful` is in no other chunk).
  const contact = await chunksOf('/contact');
  const marked: string[] = [];
  for (const href of contact.preloads) if (await startsWithHint(href)) marked.push(href);
  expect(marked).toHaveLength(1);
  expect(await (await request.get(marked[0] ?? '')).text()).toContain('isSubmitSuccessful');
});

/** One frame, one task and one more frame after `load`: where the boot script of other pages has started their code. */
async function pastLoadAndPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(done), 0))));
}

test('a page of copy starts none of the app\'s code before the first interaction, then hydrates on a key', async ({ page }) => {
  await page.goto('/brooklyn-wildlife-control');
  await pastLoadAndPaint(page);
  expect(await page.locator('head link[rel="modulepreload"]').count()).toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  // The application wizard, a page used through its code, has started it by the same point.
  const wizard = await page.context().newPage();
  await wizard.goto('/apply');
  await pastLoadAndPaint(wizard);
  expect(await wizard.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  await wizard.close();

  const listed = await preloadsListed(page);
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(() => preloadsAdded(page)).toEqual(listed);
});

test('a reader who scrolled down a page of copy keeps their place when its code takes over', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/brooklyn-wildlife-control');
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const place = await page.evaluate(() => window.scrollY);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  // The first key starts the page's code; its first render used to scroll the window to the top.
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(place);
});

test('a field tapped before the boot script has run starts the page\'s code without a key', async ({ page }) => {
  // The boot script (defer) is held back while the visitor taps the ZIP field of the arriving page.
  const release = await holdScript(page, 'boot-copy');
  await page.goto('/', { waitUntil: 'commit' });
  const zip = page.getByRole('textbox', { name: /zip/i });
  await zip.click();
  await expect(zip).toBeFocused();
  release();
  // No key, touch or focus after the script ran: it found the focus in a field and started the code.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(zip).toBeFocused();
});

test('a pointer on the page before its stylesheet has arrived styles nothing in the browser\'s defaults: no button fades in from link blue as it comes into view', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  // Every transition that starts, with the value it starts from.
  await page.addInitScript(() => {
    const seen = { touched: false, transitions: [] as string[] };
    Object.assign(window, { seen });
    addEventListener('pointermove', () => (seen.touched = true), { capture: true, once: true });
    addEventListener('transitionrun', (event) => {
      const target = event.target as Element;
      const animation = target.getAnimations().find((a) => a instanceof CSSTransition && a.transitionProperty === event.propertyName);
      const from = animation?.effect instanceof KeyframeEffect ? animation.effect.getKeyframes()[0]?.[event.propertyName.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())] : undefined;
      seen.transitions.push(`${target.tagName.toLowerCase()}.${target.className.toString().split(' ')[0]} ${event.propertyName} from ${String(from)}`);
    });
  });
  const seen = () => page.evaluate(() => (window as unknown as { seen: { touched: boolean; transitions: string[] } }).seen);
  const release = await holdAsset(page, 'index', 'css');
  await page.goto('/', { waitUntil: 'commit' });
  // The HTML has arrived and the stylesheet has not (it blocks the frames, so the polls are timed).
  await page.waitForFunction(() => document.querySelector('footer'), null, { polling: 50 });
  // The move is answered once a frame is drawn, after the stylesheet: the page has it before.
  const tapped = page.mouse.move(195, 400);
  await page.waitForFunction(() => (window as unknown as { seen: { touched: boolean } }).seen.touched, null, { polling: 50 });
  release();
  await tapped;
  await page.waitForLoadState('load');
  // The pointer leaves the page: nothing is hovered while it scrolls (hovering starts transitions).
  await page.mouse.move(-1, -1);
  // Every section drawn, as a reader scrolling down the page draws them.
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await frame();
    }
  });
  const { transitions } = await seen();
  expect(transitions).toEqual([]);
  // The check would see one: a transition started by a change of style is recorded.
  await page.locator('footer a').first().evaluate((link: HTMLElement) => {
    link.style.transition = 'color 1s';
    link.style.color = 'rgb(1, 2, 3)';
  });
  await expect.poll(async () => (await seen()).transitions).toEqual([expect.stringMatching(/^a\.\S* color from /)]);
  await context.close();
});

test('the menu pressed on a phone before the page\'s code has arrived opens once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScript(page);
  await page.goto('/services/raccoon-removal-nyc');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
  release();
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
});

/** The icons a page's HTML draws, and the symbols its sprite holds (scripts/page-icons.ts). */
function iconsOf(html: string): { drawn: string[]; carried: string[]; mark: string | undefined } {
  const sprite = /<svg [^>]*data-icon-sprite="(\w+)"[^>]*>([\s\S]*?)<\/svg>/.exec(html);
  const rest = sprite ? html.replace(sprite[0], '') : html;
  return {
    drawn: [...new Set([...rest.matchAll(/<use href="#([\w-]+)"/g)].map((m) => m[1] ?? ''))].toSorted(),
    carried: [...(sprite?.[2] ?? '').matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1] ?? '').toSorted(),
    mark: sprite?.[1],
  };
}

test('each page carries in its HTML the icons it draws, and no others', async ({ request }) => {
  for (const path of [...samples, '/contact', '/es/contact', '/zh-hant', '/status', '/apply', '/dispatch', '/pro', '/this-page-does-not-exist']) {
    const { drawn, carried, mark } = iconsOf(await (await request.get(path)).text());
    expect(carried, path).toEqual(drawn);
    expect(mark, path).toBe('partial');
    expect(carried.length, path).toBeLessThan(ICON_NAMES.length);
  }
});

/** Whether the page's first icon drawn from this symbol is drawn (its `<use>` found the symbol). */
function drawn(page: Page, name: string): Promise<boolean> {
  return page.locator(`main use[href="#${name}"]`).first().evaluate((use) => (use as SVGUseElement).getBBox().width > 0);
}

test('the icons a page does not carry come with its code: another page opened in the app draws its own', async ({ page }) => {
  await page.goto('/contact');
  // Icons of the home page that the report form's page does not draw.
  const { drawn: here } = iconsOf(await page.content());
  expect(here).not.toContain('paw-print');
  await waitForApp(page);
  await expect(page.locator('svg[data-icon-sprite]')).toHaveAttribute('data-icon-sprite', 'all');
  expect(await page.locator('svg[data-icon-sprite] symbol').evaluateAll((symbols) => symbols.map((s) => s.id).toSorted())).toEqual([...ICON_NAMES].toSorted());
  await page.locator('footer a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main use[href="#paw-print"]').first()).toBeAttached();
  expect(await drawn(page, 'paw-print')).toBe(true);
});

test('an icon rendered before the rest of the icons have arrived is drawn when they do', async ({ page }) => {
  const release = await holdAsset(page, 'sprite', 'svg');
  await page.goto('/contact');
  await waitForApp(page);
  await page.locator('footer a[href="/"]').first().click();
  await expect(page.locator('main use[href="#paw-print"]').first()).toBeAttached();
  expect(await drawn(page, 'paw-print')).toBe(false);
  await expect(page.locator('svg[data-icon-sprite]')).toHaveAttribute('data-icon-sprite', 'partial');
  release();
  await expect(page.locator('svg[data-icon-sprite]')).toHaveAttribute('data-icon-sprite', 'all');
  await expect.poll(() => drawn(page, 'paw-print')).toBe(true);
});

test('/application-paid without an application puts its answer in place of the waiting box without moving anything', async ({ browser }) => {
  // A phone's screen, on which the footer starts inside the first screen unless the page holds it below.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/application-paid');
  await expect(page.getByRole('heading', { name: 'We could not find your application in this browser' })).toBeVisible();
  // A frame's shifts are reported once it is drawn.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  await context.close();
});
