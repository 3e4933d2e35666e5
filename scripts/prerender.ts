/**
 * Prerender step of `npm run build`: renders every path of the route table to static
 * HTML (title, meta description, canonical and Open Graph tags included), then writes
 * sitemap.xml, robots.txt and the fallback files static hosts use.
 *
 *   dist/<path>/index.html   every public route (dist/index.html for '/')
 *   dist/404.html            the not-found page (GitHub Pages, Netlify, Cloudflare Pages, Surge)
 *   dist/_redirects          Netlify / Cloudflare Pages: unknown wizard sub-paths → step 1,
 *                            /dispatch/* → the console's shell
 *   dist/sitemap.xml, dist/robots.txt
 *   dist/_headers, dist/vercel.json   security headers (scripts/security-headers.ts) for
 *                                     Netlify / Cloudflare Pages and Vercel; scripts/serve.ts sends them too
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'vite';
import { FIRST_INTENT } from '../src/app/first-intent';
import type * as EntryServer from '../src/entry-server';
import { withOnlyItsIcons } from './page-icons';
import { netlifyHeadersFile, securityHeaders, vercelJson } from './security-headers';
import { APP_SECTIONS as SECTIONS, TRANSLATED_APP_SECTIONS as TRANSLATED_SECTIONS } from './serve';

const root = resolve(import.meta.dirname, '..');
const outName = process.env.SITE_OUT || 'dist';
const dist = join(root, outName);
const ssrDir = join(root, `${outName}-ssr`);
const ssrEntry = join(ssrDir, 'entry-server.js');

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

function outputFile(path: string): string {
  if (path === '/') return join(dist, 'index.html');
  // The 404 page of each language: /404 → 404.html, /es/404 → es/404.html.
  if (path === '/404' || path.endsWith('/404')) return join(dist, `${path.slice(1)}.html`);
  return join(dist, path.slice(1), 'index.html');
}

/** CSS and JS files a page module needs, following its static imports in the manifest. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const sub = chunkFiles(manifest, imported, seen);
    js.push(...sub.js);
    css.push(...sub.css);
  }
  return { js, css };
}

/** Writes .gz and .br next to every text file, so the server sends compressed bytes. */
async function precompress(dir: string): Promise<void> {
  const { readdir } = await import('node:fs/promises');
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg|xml|txt|json)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (body.length < 1024) continue;
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

/**
 * The element the page's HTML goes in (index.html). Until the site's stylesheet has loaded it is
 * `content-visibility: auto` (src/site.css turns that off with the sheet): Chromium then styles and
 * lays out none of the page before its stylesheet is there. A mouse moving over the page while it
 * loads makes Chromium hit-test it (Lighthouse's runs forced the same some other way), which
 * styled and laid out the whole page in the browser's default styles, 17-74 ms of work thrown
 * away when the sheet arrived. And the sections drawn only near the screen kept those default styles
 * until they were drawn, so their buttons then faded from link blue to their colours
 * (transitions) as they came into view, and Lighthouse's axe once judged one mid-fade.
 */
const ROOT = '<div id="root" style="content-visibility:auto"><!--app-html--></div>';

/**
 * Takes Vite's module script and its modulepreloads out of the template: the prerendered
 * page starts its code from the boot script instead (see writeBootScripts).
 */
function splitTemplate(template: string): { shell: string; entryScript: string; entryPreloads: string[] } {
  const script = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!script?.[1]) throw new Error('index.html has no module entry script after the build');
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} for the page's HTML`);
  const entryPreloads: string[] = [];
  const shell = template
    .replace(script[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      entryPreloads.push(href);
      return '';
    });
  return { shell, entryScript: script[1], entryPreloads };
}

/**
 * The boot scripts: a few lines, loaded with `defer`, that start the app's modules (named by the
 * tag's `data-entry` and `data-preload`). Everything a visitor reads is already in the HTML, so
 * the first paint never waits on (or competes for bandwidth with) JavaScript.
 * - `boot`: the page starts its modules once it has loaded its own resources and been painted
 *   (at the latest after 3 s). Pages whose content is fetched data start theirs at once from
 *   their first-call script instead (writeFirstCallScript).
 * - `boot-copy`, on a page of copy or the report flow's first step (startOf in
 *   src/app/route-modules.ts): the modules start at the visitor's first touch, key or focus (a
 *   first scroll by finger or key counts), after that input's own paint: until then no script
 *   of the app's runs, and no task of its code stands between the first paint and the first
 *   tap. A button pressed before the code has taken over (Enter in a field presses its form's
 *   submit button) is held and pressed again once the page has hydrated (the shell sets
 *   `data-hydrated`); links, fields, checkboxes and the like work on their own meanwhile. A
 *   page that keeps a draft in the tab (`data-draft`, draftKeyOf) starts at once when it has one,
 *   and so does a page whose field was tapped before this script ran (the HTML still arriving).
 *
 * The preloads are added one per task: each link sets up a fetch (10-20 ms on a phone-speed
 * CPU), and a page's dozen or forty links added at once were one task of 50-170 ms.
 */
async function writeBootScripts(): Promise<{ boot: string; bootCopy: string }> {
  const start = `var data = document.currentScript.dataset;
  var started;
  function start() {
    if (started) return;
    started = 1;
    import(data.entry);
    var preload = data.preload.split(',');
    (function addOne() {
      var href = preload.shift();
      if (!href) return;
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: href }));
      setTimeout(addOne);
    })();
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start); });
  }`;
  const boot = `(function () {
  ${start}
  // After the page's own resources (stylesheet, icons) have loaded and been painted.
  if (document.readyState == 'complete') afterPaint();
  else addEventListener('load', afterPaint);
  setTimeout(start, 3000);
})();
`;
  const bootCopy = `(function () {
  ${start}
  var root = document.documentElement;
  var held;
  ${JSON.stringify(FIRST_INTENT)}.forEach(function (type) {
    addEventListener(type, afterPaint, { once: true });
  });
  // A press of a button (Enter in a field presses its form's submit button too).
  addEventListener('click', function (event) {
    var button = event.target.closest('button');
    if (button && !root.dataset.hydrated) {
      event.preventDefault();
      held = button;
      afterPaint();
    }
  });
  new MutationObserver(function (records, observer) {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    if (held && held.isConnected) held.click();
  }).observe(root, { attributes: true });
  // A field tapped while the page was still arriving (before this script ran) has the focus.
  var active = document.activeElement;
  if (active && active != document.body && active != root) afterPaint();
  // A page that keeps a draft in this tab (data-draft: its sessionStorage key) starts at once
  // when there is one, so the answers are back without a touch.
  try {
    if (data.draft && sessionStorage.getItem(data.draft) != null) afterPaint();
  } catch (error) {
    // storage disabled: there is no draft to restore
  }
})();
`;
  return { boot: await writeAsset('boot', boot), bootCopy: await writeAsset('boot-copy', bootCopy) };
}

/** Writes a hashed, minified script under assets/ and returns its path. */
async function writeAsset(name: string, source: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  const { code, errors } = await minify(`${name}.js`, source, {});
  if (errors.length > 0) throw new Error(`${name}.js: ${errors.map((e) => e.message).join('; ')}`);
  const file = `assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  await writeFile(join(dist, file), code);
  return `/${file}`;
}

/**
 * The first-call script of pages whose content is fetched data (firstCallOf in
 * src/app/route-modules.ts): `async` from the head, so it runs as soon as it has arrived (not
 * after the document's first style and layout, as a deferred script does), it starts the page's
 * first request at once, before the page's code has arrived (src/lib/rpc.ts callRpc takes the
 * answer when the page makes the same call), then starts the code (its tag's `data-entry`) once
 * the document is parsed, without waiting for the first paint. Only those pages load it.
 */
async function writeFirstCallScript(entry: typeof EntryServer): Promise<string> {
  const api = JSON.stringify(entry.backend.supabase.url);
  const key = JSON.stringify(entry.backend.supabase.anonKey);
  const code = `(function () {
  var script = document.currentScript;
  var first = script.getAttribute('data-first-call');
  if (first) {
    var calls = window[${JSON.stringify(entry.EARLY_CALLS_GLOBAL)}] = {};
    var key = ${key};
    var call = function (name, args, token) {
      var body = JSON.stringify(args);
      calls[name + ' ' + body] = fetch(${api} + '/rest/v1/rpc/' + name, {
        method: 'POST',
        headers: { apikey: key, Authorization: 'Bearer ' + (token || key), 'Content-Type': 'application/json', 'Content-Profile': 'public' },
        body: body
      }).catch(function () { return undefined; });
    };
    if (first === 'lead_status') {
      var match = /^(?:\\/(?:${entry.TRANSLATED_LOCALES.map((l) => entry.LOCALE_PREFIX[l].slice(1)).join('|')}))?\\/status\\/(${entry.STATUS_TOKEN_PATTERN})\\/?$/.exec(location.pathname);
      if (match) call('lead_status', { p_token: match[1] });
    } else if (first === 'pro_home') {
      try {
        var session = JSON.parse(localStorage.getItem(${JSON.stringify(entry.storageKeyOf('pro'))}) || 'null');
        if (session && typeof session.access_token === 'string' && session.expires_at * 1000 > Date.now() + ${entry.STORED_TOKEN_MARGIN_MS}) call('pro_home', {}, session.access_token);
      } catch (error) {}
    }
  }
  // The page's code, preloaded from the start by its HTML: run it once the document is parsed
  // (an async script can run before; the code hydrates the whole document), not after the first
  // paint.
  var entry = script.getAttribute('data-entry');
  if (document.readyState == 'loading') addEventListener('DOMContentLoaded', function () { import(entry); });
  else import(entry);
})();
`;
  return writeAsset('first-call', code);
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function main() {
  const entry = (await import(pathToFileURL(ssrEntry).href)) as typeof EntryServer;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const mainKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!mainKey) throw new Error('No entry chunk in the Vite manifest');
  const entryFiles = new Set(chunkFiles(manifest, mainKey).js);
  const { shell, entryScript, entryPreloads } = splitTemplate(template);
  const { boot, bootCopy } = await writeBootScripts();
  const firstCallScript = await writeFirstCallScript(entry);

  for (const path of entry.PRERENDER_PATHS) {
    const { html, head } = await entry.render(path);
    if (!head) throw new Error(`${path}: the page rendered no <PageMeta>`);
    const pageModule = entry.ROUTE_MODULE_FOR_PATH(path);
    const key = pageModule ? `src/${pageModule}` : undefined;
    const page = key ? chunkFiles(manifest, key) : { js: [], css: [] };
    // A species page's words are their own chunk (src/content/species-loaders.ts): preloaded too.
    for (const module of entry.ROUTE_CONTENT_MODULES_FOR_PATH(path)) {
      if (!manifest[`src/${module}`]) throw new Error(`No chunk for src/${module} in the Vite manifest`);
      page.js.push(...chunkFiles(manifest, `src/${module}`).js);
    }
    // The frame's words of the page's language are their own chunk (src/app/locale.ts): preloaded too.
    const locale = entry.localeOfPath(path);
    const chromeKey = locale === 'en' ? 'src/content/frame.ts' : `src/locales/${entry.LOCALE_PREFIX[locale].slice(1)}/frame.ts`;
    if (!manifest[chromeKey]) throw new Error(`No chunk for ${chromeKey} in the Vite manifest`);
    page.js.push(...chunkFiles(manifest, chromeKey).js);
    const preloads = [...entryPreloads, ...[...new Set(page.js)].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`)];
    // Stylesheets the template does not link already (Vite links the entry's CSS itself).
    const css = [...new Set(page.css)].filter((f) => !shell.includes(`/${f}"`));
    const firstCall = entry.firstCallOf(path);
    const draftKey = entry.draftKeyOf(path);
    // A page whose content is fetched data downloads its code from the start, beside the
    // stylesheet: listed after it (at the end of the head), so the stylesheet the first paint
    // waits for is asked for first and never queues behind a dozen modules for a connection.
    // Its first-call script comes before them, asked for at high priority: it starts the page's
    // request, and listed after the modules (or with a deferred script's low priority) it
    // arrived last, so the request only started once the code was there (the status page on the
    // throttled phone: the request went out 1.4-1.6 s after the navigation, the code's last
    // module having arrived at 1.3-1.6 s).
    const modulePreloads = firstCall
      ? [
          `<script async fetchpriority="high" src="${firstCallScript}" data-first-call="${firstCall}" data-entry="${entryScript}"></script>`,
          ...[entryScript, ...preloads].map((f) => `<link rel="modulepreload" crossorigin href="${f}" />`),
        ]
      : [];
    const extraHead = [entry.headToHtml(head), ...css.map((f) => `<link rel="stylesheet" href="/${f}" />`)].join('\n    ');
    const bootTag = `<script defer src="${entry.startOf(path) === 'interaction' ? bootCopy : boot}" data-entry="${entryScript}" data-preload="${preloads.join(',')}"${draftKey ? ` data-draft="${draftKey}"` : ''}></script>`;
    const document = shell
      .replace(/<html lang="[^"]*"/, `<html lang="${head.lang}"`)
      .replace('<!--app-head-->', extraHead)
      .replace('</head>', modulePreloads.map((tag) => `  ${tag}\n  `).join('') + '</head>')
      .replace(ROOT, () => ROOT.replace('><!--app-html-->', ` data-prerendered="${path}">${html}`))
      .replace('</body>', `  ${bootTag}\n  </body>`);
    const file = outputFile(path);
    await mkdir(dirname(file), { recursive: true });
    // The page's own icons only: scripts/page-icons.ts.
    await writeFile(file, withOnlyItsIcons(document));
  }

  const origin = entry.site.url;
  const absolute = (p: string) => escapeXml(p === '/' ? `${origin}/` : `${origin}${p}`);
  // A page that exists in every language lists each version and the English one as x-default.
  const alternatesOf = (p: string) => {
    const english = entry.englishPath(p);
    if (!entry.isTranslatedPath(english)) return '';
    const links = [
      ...entry.LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${absolute(entry.localizedPath(l, english))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(english)}"/>`,
    ];
    return links.join('');
  };
  const urls = entry.SITEMAP_PATHS.map((p) => `  <url><loc>${absolute(p)}</loc>${alternatesOf(p)}</url>`);
  await writeFile(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  await writeFile(
    join(dist, '_redirects'),
    [
      ...SECTIONS.map((s) => `${s}/*  ${s}/index.html  200`),
      ...entry.TRANSLATED_LOCALES.flatMap((l) => {
        const prefix = entry.LOCALE_PREFIX[l];
        return [...TRANSLATED_SECTIONS.map((s) => `${prefix}${s}/*  ${prefix}${s}/index.html  200`), `${prefix}/*  ${prefix}/404.html  404`];
      }),
      '/*  /404.html  404',
      '',
    ].join('\n'),
  );
  await rm(ssrDir, { recursive: true, force: true });
  await precompress(dist);
  // Written after precompress: config files for the host, not pages (nothing to compress).
  // The built bundle's own config (same VITE_ env and defaults as src/config/site.ts).
  const headers = securityHeaders({
    supabaseUrl: entry.backend.supabase.url,
    paymentUrl: entry.backend.paymentUrl,
    siteUrl: entry.site.url,
  });
  await writeFile(join(dist, '_headers'), netlifyHeadersFile(headers));
  await writeFile(join(dist, 'vercel.json'), `${JSON.stringify(vercelJson(headers), null, 2)}\n`);
  console.log(`prerendered ${entry.PRERENDER_PATHS.length} pages, sitemap with ${urls.length} URLs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
