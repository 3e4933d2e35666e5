import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DARK_CSS, darkCss } from './dark-palette';

describe('src/dark.css', () => {
  it('is what scripts/dark-palette.ts writes from the current palettes (run npm run dark-palette)', () => {
    expect(readFileSync(DARK_CSS, 'utf8')).toBe(darkCss());
  });

  it('turns each scale end for end and makes white the dark surface', () => {
    const css = darkCss();
    const tailwind = readFileSync(resolve(import.meta.dirname, '../node_modules/tailwindcss/theme.css'), 'utf8');
    const value = (name: string) => new RegExp(`--color-${name}:\\s*([^;]+);`).exec(tailwind)?.[1];
    expect(css).toContain(`--color-slate-50: ${value('slate-950')};`);
    expect(css).toContain(`--color-slate-900: ${value('slate-100')};`);
    expect(css).toContain(`--color-rose-800: ${value('rose-200')};`);
    expect(css).toContain(`--color-white: ${value('slate-900')};`);
    expect(css).toContain('--color-brand-700: #82d0a3;');
    expect(css).toMatch(/^@media \(prefers-color-scheme: dark\)/m);
  });
});
