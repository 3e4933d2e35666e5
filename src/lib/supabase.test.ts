import { describe, expect, it } from 'vitest';
import source from './supabase.ts?raw';

describe('src/lib/supabase.ts', () => {
  it('imports supabase-js only as types or dynamically (content pages must not ship it)', () => {
    const staticImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*from\s+['"]@supabase\/supabase-js['"]/gm)];
    expect(staticImports).toEqual([]);
    expect(source).toContain("import('@supabase/supabase-js')");
  });

  it('can be imported without touching the network or window', async () => {
    const module = await import('./supabase');
    expect(typeof module.getSupabase).toBe('function');
    expect(typeof module.preloadSupabase).toBe('function');
  });
});
