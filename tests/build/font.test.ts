import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSET_FILE, SHAPING_FEATURES, buildSubset } from '../../scripts/font-subset';
import { sourceFiles } from '../../src/testing/source-files';

/** Tailwind's font-variant-numeric utilities and the OpenType feature each one asks the font for. */
const NUMERIC_UTILITIES: Record<string, string> = {
  'tabular-nums': 'tnum',
  'proportional-nums': 'pnum',
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'slashed-zero': 'zero',
  ordinal: 'ordn',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
};

describe('the web font subset', () => {
  it('is the file `npm run font` makes from @fontsource-variable/inter', async () => {
    const committed = readFileSync(FONT_SUBSET_FILE);
    const fresh = await buildSubset();
    expect(committed.equals(fresh)).toBe(true);
    expect(committed.length).toBeLessThan(30_000);
  });

  it('keeps every OpenType feature a style of ours asks for', () => {
    const code = sourceFiles(resolve(import.meta.dirname, '../../src'), /\.(tsx?|css)$/)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const asked = Object.entries(NUMERIC_UTILITIES)
      .filter(([utility]) => new RegExp(`(?<![\\w-])${utility}(?![\\w-])`).test(code))
      .map(([, feature]) => feature);
    expect(asked).toContain('tnum');
    for (const feature of asked) expect(SHAPING_FEATURES, `${feature} is asked for`).toContain(feature);
    // Features set by hand would need their glyphs kept too.
    expect(code).not.toMatch(/font-feature-settings|font-variant-(?:caps|alternates|ligatures|position)|\[font-feature/);
  });
});
