/**
 * `npm run font`: writes src/assets/fonts/inter-subset.woff2, Inter (variable weight axis,
 * from @fontsource-variable/inter) cut down to the characters the site's copy uses. The full
 * latin file is ~49 KB; the subset is what a phone has to fetch before the hero text can be
 * drawn in Inter. Characters outside FONT_CHARACTERS fall back to "Inter Fallback" through
 * the @font-face unicode-range (src/index.css); a unit test checks the copy stays inside it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const root = resolve(import.meta.dirname, '..');
const source = join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');
export const FONT_SUBSET_FILE = join(root, 'src', 'assets', 'fonts', 'inter-subset.woff2');

/** Printable ASCII plus the typographic characters the copy uses. Keep in step with index.css. */
export const FONT_CHARACTERS =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0\u00a9\u00b7\u00e9\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026';

export async function buildSubset(): Promise<Buffer> {
  return subsetFont(readFileSync(source), FONT_CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const font = await buildSubset();
  writeFileSync(FONT_SUBSET_FILE, font);
  console.log(`wrote ${FONT_SUBSET_FILE} (${font.length} bytes, ${FONT_CHARACTERS.length} characters)`);
}
