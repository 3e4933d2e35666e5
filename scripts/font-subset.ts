/**
 * `npm run font`: writes src/assets/fonts/inter-subset.woff2, Inter (variable weight axis,
 * from @fontsource-variable/inter) cut down to the characters the site's copy uses. The full
 * latin file is ~49 KB; the subset is what a phone has to fetch before the hero text can be
 * drawn in Inter. Characters outside FONT_CHARACTERS fall back to "Inter Fallback" through
 * the @font-face unicode-range (src/site.css); a unit test checks the copy stays inside it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const root = resolve(import.meta.dirname, '..');
const source = join(root, 'node_modules', '@fontsource-variable', 'inter', 'files', 'inter-latin-wght-normal.woff2');
export const FONT_SUBSET_FILE = join(root, 'src', 'assets', 'fonts', 'inter-subset.woff2');
/**
 * The letters and marks Spanish adds (¡ ¿ « » and the accented vowels, ñ, ü): 1.1 KB in the same
 * file. In a 3.3 KB file of their own, fetched only by the Spanish pages, the Spanish hero text
 * waited on a second font request (Lighthouse's median LCP on /es about 1.20 s, 1.14 s with one
 * file; English about 1.06 s either way). Chinese uses the system's fonts (no CJK web font).
 */
export const SPANISH_CHARACTERS = '\u00a1\u00ab\u00bb\u00bf\u00c1\u00c9\u00cd\u00d1\u00d3\u00da\u00dc\u00e1\u00ed\u00f1\u00f3\u00fa\u00fc';

/** Printable ASCII, the typographic characters the copy uses and Spanish's. Keep in step with src/site.css. */
export const FONT_CHARACTERS =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)).join('') +
  '\u00a0\u00a9\u00b7\u00e9\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026' +
  SPANISH_CHARACTERS;

/**
 * The OpenType features kept: those a browser applies to Latin text by default (HarfBuzz's
 * default shaping features: contextual alternates, kerning, ligatures, marks, the variable axis'
 * required alternates), and `tnum` for Tailwind's `tabular-nums`. Inter's other features
 * (stylistic sets, character variants, fractions, case forms, superscripts...) are asked for by
 * no style of ours; their glyphs were 2.7 KB of the file.
 */
export const SHAPING_FEATURES = ['rvrn', 'ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'clig', 'rlig', 'rclt', 'curs', 'dist', 'tnum'];

export async function buildSubset(characters: string = FONT_CHARACTERS): Promise<Buffer> {
  return subsetFont(readFileSync(source), characters, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } }, keepFeatures: SHAPING_FEATURES });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const font = await buildSubset(FONT_CHARACTERS);
  writeFileSync(FONT_SUBSET_FILE, font);
  console.log(`wrote ${FONT_SUBSET_FILE} (${font.length} bytes, ${new Set(FONT_CHARACTERS).size} characters)`);
}
