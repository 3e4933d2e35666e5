import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSET_FILE, buildSubset } from '../../scripts/font-subset';

describe('the web font subset', () => {
  it('is the file `npm run font` makes from @fontsource-variable/inter', async () => {
    const committed = readFileSync(FONT_SUBSET_FILE);
    const fresh = await buildSubset();
    expect(committed.equals(fresh)).toBe(true);
    expect(committed.length).toBeLessThan(30_000);
  });
});
