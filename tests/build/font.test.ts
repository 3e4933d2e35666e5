import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSET_FILE, SHAPING_FEATURES, buildSubset } from '../../scripts/font-subset';

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

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

describe('the web font subset', () => {
  it('is the file `npm run font` makes from @fontsource-variable/inter', async () => {
    const committed = readFileSync(FONT_SUBSET_FILE);
    const fresh = await buildSubset();
    expect(committed.equals(fresh)).toBe(true);
    expect(committed.length).toBeLessThan(30_000);
  });

  it('keeps every OpenType feature a style of ours asks for', () => {
    const code = sources(resolve(import.meta.dirname, '../../src')).join('\n');
    const asked = Object.entries(NUMERIC_UTILITIES)
      .filter(([utility]) => new RegExp(`(?<![\\w-])${utility}(?![\\w-])`).test(code))
      .map(([, feature]) => feature);
    expect(asked).toContain('tnum');
    for (const feature of asked) expect(SHAPING_FEATURES, `${feature} is asked for`).toContain(feature);
    // Features set by hand would need their glyphs kept too.
    expect(code).not.toMatch(/font-feature-settings|font-variant-(?:caps|alternates|ligatures|position)|\[font-feature/);
  });
});
