/**
 * Many submissions at once through the Data API of an in-process local Supabase (raw fetch with
 * the anon key, as the forms' supabase-js insert does): every one is answered 201 and the
 * database holds exactly the rows it should.
 *
 * Note: the local Supabase serves requests one at a time (PGlite is a single connection), so
 * this exercises the HTTP layer, the queue and the idempotent-retry trigger under a burst; the
 * advisory lock that makes two truly parallel inserts of one id wait for each other on a real
 * Postgres (private.leads_before_insert) cannot race here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from './target.ts';
import { serviceClient, startServer, uniqueEmail, validFlowLead, validLead, type Client } from './helpers.ts';

let sb: TestSupabase;
let service: Client;

beforeAll(async () => {
  sb = await startServer();
  service = serviceClient(sb);
});

afterAll(async () => {
  await sb?.stop();
});

function post(table: string, body: unknown): Promise<Response> {
  return fetch(`${sb.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: sb.anonKey,
      Authorization: `Bearer ${sb.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

describe('concurrent submissions', () => {
  it('100 different leads sent at once: all answered 201, exactly 100 rows stored', async () => {
    const batch = `burst-${Date.now()}`;
    const leads = Array.from({ length: 100 }, (_, i) => {
      const overrides = { email: uniqueEmail(`${batch}-${i}`), description: `${batch} lead ${i}` };
      return i % 2 === 0 ? validLead(overrides) : validFlowLead(overrides);
    });
    const responses = await Promise.all(leads.map((lead) => post('leads', lead)));
    const statuses = await Promise.all(responses.map(async (r) => `${r.status}${r.status === 201 ? '' : ` ${await r.text()}`}`));
    expect(statuses).toEqual(Array.from({ length: 100 }, () => '201'));

    const stored = await service.from('leads').select('id, email, description').like('description', `${batch} lead %`);
    expect(stored.error).toBeNull();
    expect(stored.data).toHaveLength(100);
    const byId = new Map((stored.data ?? []).map((r) => [r.id, r]));
    for (const lead of leads) {
      expect(byId.get(lead.id)).toEqual({ id: lead.id, email: lead.email, description: lead.description });
    }
  });

  it('20 re-submissions of one lead id at once: all answered 201, exactly one row stored', async () => {
    const lead = validLead({ email: uniqueEmail('retry'), description: 'Double-clicked submit button.' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('leads', lead)));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 201));

    const stored = await service.from('leads').select('id, email').eq('email', lead.email);
    expect(stored.error).toBeNull();
    expect(stored.data).toEqual([{ id: lead.id, email: lead.email }]);
  });

  it('20 subscriptions of one e-mail at once (mixed case): all answered 204, exactly one row stored', async () => {
    const email = uniqueEmail('burst-news');
    const variants = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? email : email.toUpperCase()));
    const responses = await Promise.all(variants.map((e) => post('rpc/subscribe_newsletter', { p_email: e })));
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 204));

    const stored = await service.from('newsletter_subscriptions').select('email').ilike('email', email);
    expect(stored.data).toEqual([{ email }]);
  });
});
