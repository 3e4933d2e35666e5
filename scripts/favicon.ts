/**
 * `npm run favicon`: draws public/favicon.svg (the icon's one source) into public/favicon.png,
 * 48 px square, with Chromium, and the pages link the PNG. A phone's browser decodes the page's
 * icon on the page's own main thread; an SVG icon is a whole SVG document to set up there: its
 * task took 24-125 ms at 4x CPU (over 50 ms in 5 of 18 loads of the home and a borough page),
 * the PNG's 5-33 ms.
 * 48 px covers a 16 px tab icon at 3x. tests/e2e/prerender.spec.ts fails while the PNG is not
 * the SVG drawn at that size.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { resolveBrowser } from './find-browser.ts';

const FAVICON_PX = 48;

const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8').replace('<svg ', `<svg width="${FAVICON_PX}" height="${FAVICON_PX}" `);
const browser = await chromium.launch({ executablePath: resolveBrowser(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: FAVICON_PX, height: FAVICON_PX } });
  await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
  // Transparent outside the icon's rounded corners.
  await page.screenshot({ path: join(root, 'public', 'favicon.png'), omitBackground: true, clip: { x: 0, y: 0, width: FAVICON_PX, height: FAVICON_PX } });
} finally {
  await browser.close();
}
console.log(`Wrote public/favicon.png (${FAVICON_PX} px) from public/favicon.svg`);
