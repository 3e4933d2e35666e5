import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TYPES_FILE, generate } from '../../scripts/gen-db-types.ts';

describe('src/lib/database.types.ts', () => {
  it('is what `npm run db:types` generates from the migrations (run it after changing a migration)', async () => {
    const fresh = await generate();
    const committed = readFileSync(TYPES_FILE, 'utf8');
    expect(committed === fresh, 'src/lib/database.types.ts is stale: run `npm run db:types`').toBe(true);
  });

  it('types what the migrations define: a NOT NULL column without default is required, identity columns never written', async () => {
    const fresh = await generate();
    const leads = fresh.slice(fresh.indexOf('      leads: {'), fresh.indexOf('      newsletter_subscriptions: {'));
    expect(leads).toMatch(/Insert: \{[^}]*\n {10}borough: string\n/);
    expect(leads).toMatch(/Insert: \{[^}]*\n {10}address\?: string \| null\n/);
    expect(fresh).toMatch(/lead_events: \{[\s\S]*?Insert: \{[^}]*\n {10}id\?: never\n/);
    expect(fresh).toMatch(/dispatch_queue: \{\n {8}Args: \{ p_borough\?: string; p_limit\?: number; p_offset\?: number; p_search\?: string; p_species\?: string; p_statuses\?: string\[\] \}|dispatch_queue: \{\n {8}Args: \{ p_statuses\?: string\[\]; p_borough\?: string; p_species\?: string; p_search\?: string; p_limit\?: number; p_offset\?: number \}/);
    expect(fresh).toContain('accept_offer: {\n        Args: { p_offer_id: string }\n        Returns: undefined');
  });
});
