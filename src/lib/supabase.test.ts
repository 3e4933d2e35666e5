import { describe, expect, it } from 'vitest';
import source from './supabase.ts?raw';

describe('src/lib/supabase.ts', () => {
  it('imports supabase-js only as types or dynamically (content pages must not ship it)', () => {
    const staticImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*from\s+['"]@supabase\/supabase-js['"]/gm)];
    expect(staticImports).toEqual([]);
    expect(source).toContain("import('@supabase/supabase-js')");
  });

  it('keeps one client per scope, so a staff sign-in never replaces the site session', async () => {
    const module = await import('./supabase');
    const site = await module.getSupabase();
    expect(await module.getSupabase('public')).toBe(site);
    const staff = await module.getSupabase('staff');
    expect(staff).not.toBe(site);
    expect(await module.getSupabase('staff')).toBe(staff);
    await module.configureSupabase({ url: 'http://127.0.0.1:9', anonKey: 'test' });
  });
});
