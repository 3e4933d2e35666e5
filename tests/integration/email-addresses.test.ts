/**
 * E-mail addresses (issue 25, findings 4 and 8): the database refuses what the forms refuse
 * (one list of cases, supabase/functions/_shared/email-address.ts), stores the canonical form,
 * and the confirmation caps count the mailbox, the destination domain and the site, so variants
 * of one address cannot multiply mail. Rate limits key an IPv6 client by its /64.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EMAIL_ADDRESS_CASES } from '@/domain/email';
import { withSql, type TestSupabase } from './target.ts';
import { anonClient, anonymousUser, startServer, untypedClient, validLead } from './helpers.ts';

let sb: TestSupabase;

beforeAll(async () => {
  sb = await startServer({ notificationSettings: { confirmations_per_recipient_per_day: 3 } });
}, 120_000);

afterAll(async () => {
  await sb?.stop();
});

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return sb.runExclusive(async (db) => (await db.query<T & Record<string, unknown>>(text, params)).rows);
}

/** What the database is sent for a typed address: the form maps an internationalised domain first. */
const sentForm = (typed: string, canonical: string): string => (/[^\x20-\x7e]/.test(typed) ? canonical : typed);

withSql('the database refuses what the forms refuse', () => {
  it('leads: every refused address is refused, every accepted one stored in canonical form', async () => {
    const db = anonClient(sb);
    for (const address of EMAIL_ADDRESS_CASES.refused) {
      const { error } = await db.from('leads').insert(validLead({ email: address }));
      expect(error, JSON.stringify(address)).not.toBeNull();
    }
    for (const [typed, canonical] of EMAIL_ADDRESS_CASES.accepted) {
      const row = validLead({ email: sentForm(typed, canonical) });
      const { error } = await db.from('leads').insert(row);
      expect(error, typed).toBeNull();
      const [stored] = await sql<{ email: string }>('select email from public.leads where id = $1', [row.id]);
      expect(stored?.email).toBe(canonical);
    }
  });

  it('the newsletter and application drafts refuse the same list', async () => {
    const db = untypedClient(sb);
    const applicant = await anonymousUser(sb);
    const { data: draft, error: draftError } = await applicant.db.from('applications').insert({ status: 'draft' }).select('id').single();
    expect(draftError).toBeNull();
    for (const address of EMAIL_ADDRESS_CASES.refused) {
      const subscribed = await db.rpc('subscribe_newsletter', { p_email: address });
      expect(subscribed.error?.code, JSON.stringify(address)).toBe('22023');
      const updated = await applicant.db.from('applications').update({ email: address }).eq('id', draft?.id ?? '');
      expect(updated.error, JSON.stringify(address)).not.toBeNull();
    }
    for (const [typed, canonical] of EMAIL_ADDRESS_CASES.accepted) {
      expect((await db.rpc('subscribe_newsletter', { p_email: sentForm(typed, canonical) })).error, typed).toBeNull();
      expect((await applicant.db.from('applications').update({ email: sentForm(typed, canonical) }).eq('id', draft?.id ?? '')).error, typed).toBeNull();
      const [stored] = await sql<{ email: string }>('select email from public.applications where id = $1', [draft?.id]);
      expect(stored?.email).toBe(canonical);
    }
    const subscribed = await sql<{ email: string }>('select email from public.newsletter_subscriptions order by email');
    expect(subscribed.map((r) => r.email).sort()).toEqual([...new Set(EMAIL_ADDRESS_CASES.accepted.map(([, c]) => c))].sort());
  });

  it('the one rule is the domain public.email_address, the same pattern as the forms', async () => {
    const { EMAIL_ADDRESS_PATTERN_SOURCE } = await import('../../supabase/functions/_shared/email-address.ts');
    const [domain] = await sql<{ def: string }>(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_type t on t.oid = c.contypid
        where t.typname = 'email_address' and t.typnamespace = 'public'::regnamespace`,
    );
    expect(domain?.def.replace(/''/g, "'")).toContain(EMAIL_ADDRESS_PATTERN_SOURCE);
    const checks = await sql<{ name: string }>(
      `select conname as name from pg_constraint where pg_get_constraintdef(oid) like '%::email_address%' order by 1`,
    );
    expect(checks.map((c) => c.name)).toEqual([
      'applications_email_address', 'leads_email_address', 'newsletter_subscriptions_email_address',
      'notification_settings_dispatch_inbox_address', 'outbox_recipient_address', 'pros_email_address',
    ]);
  });
});

withSql('confirmation caps count what a mail server delivers to', () => {
  it('12 variants of one mailbox from one client: the refused ones store nothing, the rest get 3 confirmations', async () => {
    const victim = 'victim@cap-mailbox.example.org';
    const variants = [
      'v1<victim@cap-mailbox.example.org>', 'v2<victim@cap-mailbox.example.org>', 'victim?bcc=attacker%40x@cap-mailbox.example.org',
      '"victim"@cap-mailbox.example.org', 'Victim <victim@cap-mailbox.example.org>',
      victim, 'VICTIM@cap-mailbox.example.org', ' victim@CAP-MAILBOX.example.org ', 'victim+1@cap-mailbox.example.org',
      'Victim+2@cap-mailbox.example.org', 'victim+lead@cap-mailbox.example.org', 'victim+x.y@cap-mailbox.example.org',
    ];
    const db = anonClient(sb);
    const results = [];
    for (const email of variants) results.push((await db.from('leads').insert(validLead({ email }))).error === null);
    expect(results.filter(Boolean)).toHaveLength(7);
    for (const email of ['v3<victim@cap-mailbox.example.org>', 'VICTIM+9@cap-mailbox.example.org']) {
      await untypedClient(sb).rpc('subscribe_newsletter', { p_email: email });
    }
    const [sent] = await sql<{ leads: number; news: number }>(
      `select count(*) filter (where template = 'lead_received')::int as leads, count(*) filter (where template = 'newsletter_confirm')::int as news
         from private.outbox where recipient like '%@cap-mailbox.example.org'`,
    );
    expect(sent).toEqual({ leads: 3, news: 1 });
  });

  it('40 mailboxes of one domain get the domain’s daily cap; the site’s cap holds across domains', async () => {
    await sql('update private.notification_settings set confirmations_per_domain_per_day = 5, confirmations_per_day = 1000');
    const db = anonClient(sb);
    for (let i = 0; i < 40; i += 1) {
      expect((await db.from('leads').insert(validLead({ email: `resident${i}@cap-domain.example.net` }))).error).toBeNull();
    }
    for (let i = 0; i < 4; i += 1) await untypedClient(sb).rpc('subscribe_newsletter', { p_email: `reader${i}@cap-domain.example.net` });
    const [toDomain] = await sql<{ n: number }>(`select count(*)::int as n from private.outbox where recipient like '%@cap-domain.example.net'`);
    expect(toDomain?.n).toBe(5);

    const [before] = await sql<{ n: number }>(`select count(*)::int as n from private.outbox where template in ('lead_received', 'newsletter_confirm')`);
    await sql('update private.notification_settings set confirmations_per_day = $1', [(before?.n ?? 0) + 2]);
    for (let i = 0; i < 6; i += 1) {
      expect((await db.from('leads').insert(validLead({ email: `someone@site-cap-${i}.example.com` }))).error).toBeNull();
    }
    const [after] = await sql<{ n: number }>(`select count(*)::int as n from private.outbox where template in ('lead_received', 'newsletter_confirm')`);
    expect(after?.n).toBe((before?.n ?? 0) + 2);
    // Every lead is stored: only the confirmations stop.
    const [leads] = await sql<{ n: number }>(`select count(*)::int as n from public.leads where email like 'someone@site-cap-%'`);
    expect(leads?.n).toBe(6);
    await sql('update private.notification_settings set confirmations_per_domain_per_day = 100, confirmations_per_day = 1000');
  });
});

withSql('rate limits key a client sensibly', () => {
  it('an IPv6 client is its /64; an IPv4-mapped address is its IPv4 address', async () => {
    const keys = await sb.runExclusive(async (db) => {
      const out: string[] = [];
      for (const address of ['2001:db8:1:2:aaaa::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:3::1', '::ffff:203.0.113.9', '203.0.113.9', 'garbage']) {
        await db.query(`select set_config('request.headers', $1, false)`, [JSON.stringify({ 'x-forwarded-for': address })]);
        out.push((await db.query<{ k: string }>('select private.client_rate_key() as k')).rows[0]?.k ?? '');
      }
      await db.query(`select set_config('request.headers', '', false)`);
      return out;
    });
    expect(keys).toEqual(['2001:db8:1:2::/64', '2001:db8:1:2::/64', '2001:db8:1:3::/64', '203.0.113.9', '203.0.113.9', 'garbage']);
  });

  it('the per-client limits are NAT-friendly by default (30 an hour, then up to 300 with a solved challenge)', async () => {
    const defaults = await sql<{ name: string; value: string }>(
      `select column_name as name, column_default as value from information_schema.columns
        where table_schema = 'private' and table_name = 'notification_settings' and column_name like '%per_client_per_hour' order by 1`,
    );
    expect(defaults).toEqual([
      { name: 'applications_per_client_per_hour', value: '30' },
      { name: 'leads_per_client_per_hour', value: '30' },
      { name: 'newsletter_signups_per_client_per_hour', value: '30' },
      // Past those, requests with a solved challenge (challenge.test.ts).
      { name: 'requests_with_challenge_per_client_per_hour', value: '300' },
    ]);
  });
});
