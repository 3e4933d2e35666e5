import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSprite } from '../../../scripts/icon-sprite';
import { ICON_NAMES } from './icon-names';

describe('the icon sprite', () => {
  it('is up to date with icon-names.ts and lucide-react (run `npm run icons`)', async () => {
    const committed = readFileSync(join(import.meta.dirname, 'sprite.svg'), 'utf8');
    expect(committed).toBe(await buildSprite());
  });

  it('has one drawn symbol per icon name', () => {
    const committed = readFileSync(join(import.meta.dirname, 'sprite.svg'), 'utf8');
    for (const name of ICON_NAMES) expect(committed).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|ellipse|polygon) `));
  });
});
