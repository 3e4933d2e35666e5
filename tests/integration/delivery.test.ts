/**
 * Delivery that always arrives, proved on real parts: the outbox in PGlite, the
 * deliver-notifications Edge Function run by Deno, SMTP into maildev through a small TCP relay
 * that can hold a connection (to kill the worker mid-batch) or refuse them (SMTP down).
 * Also: the new tables under every role, and the latency from commit to inbox on the local
 * schedule.
 */
import { createServer, createConnection, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addStaff } from '../../scripts/staff-add.ts';
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { anonClient, anonymousUser, inboxMessages, startLocalServer, startServer, type ServerOptions, uniqueEmail, untypedClient, validLead, waitFor } from './helpers.ts';
import { localOnly, withSql, type TestSupabase } from './target.ts';

/** A TCP relay in front of the inbox's SMTP port. */
class SmtpRelay {
  mode: 'up' | 'down' = 'up';
  connections = 0;
  holdAt: number | null = null;
  onHold: (() => void) | null = null;
  readonly held: Socket[] = [];
  #server: Server | null = null;
  port = 0;

  constructor(private readonly target: number) {}

  async start(): Promise<void> {
    this.#server = createServer((socket) => {
      this.connections += 1;
      if (this.mode === 'down') {
        socket.destroy();
        return;
      }
      if (this.holdAt !== null && this.connections === this.holdAt) {
        this.held.push(socket);
        socket.on('error', () => undefined);
        this.onHold?.();
        return;
      }
      const upstream = createConnection({ host: '127.0.0.1', port: this.target });
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    const server = this.#server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async stop(): Promise<void> {
    for (const s of this.held) s.destroy();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }
}

let inbox: LocalInbox;

beforeAll(async () => {
  inbox = await startInbox({ smtpPort: 0, webPort: 0 });
});
afterAll(async () => {
  await inbox?.stop();
});

async function serverWith(relay: SmtpRelay, settings: ServerOptions = {}): Promise<LocalSupabase> {
  const sb = await startLocalServer({
    ...settings,
    functionSecrets: { SMTP_PORT: String(relay.port), DELIVERY_BATCH_SIZE: '30', ...(settings.functionSecrets ?? {}) },
  });
  await sb.functions.warm('deliver-notifications');
  return sb;
}

async function deliver(sb: LocalSupabase): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${sb.url}/functions/v1/deliver-notifications`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sb.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function sql<T>(sb: LocalSupabase, text: string, params: unknown[] = []): Promise<T[]> {
  return sb.runExclusive(async (db) => (await db.query<T>(text, params)).rows);
}

async function reportsFrom(sb: LocalSupabase, prefix: string, n: number): Promise<string[]> {
  const emails = Array.from({ length: n }, () => uniqueEmail(prefix));
  for (const email of emails) {
    const { error } = await anonClient(sb).from('leads').insert(validLead({ email }));
    if (error) throw new Error(error.message);
  }
  return emails;
}

/** How many e-mails the inbox holds per Message-ID, for these recipients. */
async function deliveredTo(emails: string[]): Promise<Map<string, number>> {
  const wanted = new Set(emails);
  const counts = new Map<string, number>();
  for (const m of await inboxMessages(inbox.url)) {
    if (!m.to.some((t) => wanted.has(t.address))) continue;
    const id = m.headers['message-id'] ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

localOnly('a worker killed in the middle of a batch', () => {
  it('loses nothing and doubles nothing: what it had not sent goes out once its lease ends', async () => {
    const relay = new SmtpRelay(inbox.smtpPort);
    await relay.start();
    const sb = await serverWith(relay, { notificationSettings: { lease_seconds: 30 } });
    try {
      const emails = await reportsFrom(sb, 'killed', 30);
      // The 11th SMTP connection is held open and the worker is killed while it waits on it.
      relay.holdAt = 11;
      const held = new Promise<void>((resolve) => (relay.onHold = resolve));
      const running = deliver(sb);
      await held;
      await sb.functions.kill('deliver-notifications');
      expect((await running).status).toBe(502);
      for (const s of relay.held) s.destroy();

      const afterKill = await sql<{ sent: number; claimed: number }>(
        sb,
        `select count(*) filter (where sent_at is not null)::int as sent,
                count(*) filter (where sent_at is null and attempts = 1)::int as claimed
           from private.outbox`,
      );
      expect(afterKill).toEqual([{ sent: 10, claimed: 20 }]);
      expect([...(await deliveredTo(emails)).values()]).toEqual(Array(10).fill(1));

      // Claimed but unsent messages are not claimed again while the lease runs…
      const early = await deliver(sb);
      expect(early.body.claimed).toBe(0);
      // …and are once it has ended (the simulated clock moves past the lease).
      const leased = await sql<{ n: number }>(sb, `select count(*)::int as n from private.outbox where sent_at is null and next_attempt_at > now() + interval '20 seconds'`);
      expect(leased).toEqual([{ n: 20 }]);
      await sql(sb, 'update private.outbox set next_attempt_at = now() where sent_at is null');
      const again = await deliver(sb);
      expect(again.body).toMatchObject({ claimed: 20, sent: 20, failed: 0 });

      const counts = await deliveredTo(emails);
      expect(counts.size).toBe(30);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const rows = await sql<{ sent: number }>(sb, 'select count(*)::int as sent from private.outbox where sent_at is not null');
      expect(rows).toEqual([{ sent: 30 }]);
    } finally {
      await sb.stop();
      await relay.stop();
    }
  }, 120_000);
});

localOnly('SMTP down', () => {
  it('messages wait with backoff (4, 8, 16, 32 minutes) and go out once when it is back; after the last try a message is failed and shown to staff', async () => {
    const relay = new SmtpRelay(inbox.smtpPort);
    await relay.start();
    relay.mode = 'down';
    // The default policy: 5 tries, the first retry after 240 s, doubling.
    const sb = await serverWith(relay);
    try {
      const emails = await reportsFrom(sb, 'smtp-down', 5);
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const run = await deliver(sb);
        expect(run.body).toMatchObject({ claimed: 5, sent: 0, retrying: 5 });
        const [row] = await sql<{ attempts: number; delay: number; last_error: string }>(
          sb,
          `select min(attempts)::int as attempts, round(min(extract(epoch from next_attempt_at - now())))::int as delay,
                  min(last_error) as last_error from private.outbox`,
        );
        expect(row?.attempts).toBe(attempt);
        expect(row?.last_error).toMatch(/ECONNRESET|ECONNREFUSED|closed|Connection|socket/i);
        delays.push(row?.delay ?? 0);
        // Nothing is due before its time…
        expect((await deliver(sb)).body.claimed).toBe(0);
        // …the simulated clock moves on to it.
        await sql(sb, 'update private.outbox set next_attempt_at = now() where sent_at is null');
      }
      expect(delays.map((d) => Math.round(d / 60))).toEqual([4, 8, 16]);

      relay.mode = 'up';
      expect((await deliver(sb)).body).toMatchObject({ claimed: 5, sent: 5 });
      const counts = await deliveredTo(emails);
      expect(counts.size).toBe(5);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);

      // Down through every try: failed, kept, shown to staff, and sent again when staff ask.
      relay.mode = 'down';
      const [lost] = await reportsFrom(sb, 'smtp-gone', 1);
      const seen: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const run = await deliver(sb);
        seen.push(Number(run.body.failed));
        await sql(sb, 'update private.outbox set next_attempt_at = now() where sent_at is null and failed_at is null');
      }
      expect(seen).toEqual([0, 0, 0, 0, 1]);
      expect((await deliver(sb)).body.claimed).toBe(0);

      const staff = untypedClient(sb);
      const night = uniqueEmail('night');
      await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email: night, password: 'night-shift-1', role: 'dispatcher' });
      await staff.auth.signInWithPassword({ email: night, password: 'night-shift-1' });
      const failed = await staff.rpc('failed_notifications', {});
      expect(failed.error).toBeNull();
      const mine = (failed.data as Array<{ id: number; recipient: string; attempts: number; last_error: string }>).find((f) => f.recipient === lost);
      expect(mine).toMatchObject({ attempts: 5 });
      expect(mine?.last_error).toBeTruthy();
      const [lead] = await sql<{ id: string }>(sb, 'select id from public.leads where email = $1', [lost]);
      const perLead = await staff.rpc('lead_notifications', { p_lead_id: lead?.id });
      expect((perLead.data as Array<{ state: string }>).map((m) => m.state)).toEqual(['failed']);

      relay.mode = 'up';
      expect((await staff.rpc('retry_notification', { p_id: mine?.id })).error).toBeNull();
      expect((await deliver(sb)).body).toMatchObject({ sent: 1 });
      expect((await deliveredTo([lost ?? ''])).size).toBe(1);
      // Only a failed message can be sent again.
      expect((await staff.rpc('retry_notification', { p_id: mine?.id })).error?.message).toBe('Only a failed message can be sent again.');
    } finally {
      await sb.stop();
      await relay.stop();
    }
  }, 120_000);
});

localOnly('latency on the local schedule (every 5 s)', () => {
  it('each confirmation reaches the inbox within 10 s of its commit', async () => {
    const relay = new SmtpRelay(inbox.smtpPort);
    await relay.start();
    const sb = await serverWith(relay, { deliverEveryMs: 5_000 });
    try {
      const committed = new Map<string, number>();
      const arrived = new Map<string, number>();
      const poll = setInterval(() => {
        void inboxMessages(inbox.url).then((all) => {
          for (const m of all) for (const t of m.to) if (committed.has(t.address) && !arrived.has(t.address)) arrived.set(t.address, Date.now());
        });
      }, 100);
      for (let i = 0; i < 20; i += 1) {
        const email = uniqueEmail('latency');
        const { error } = await anonClient(sb).from('leads').insert(validLead({ email }));
        expect(error).toBeNull();
        committed.set(email, Date.now());
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 600));
      }
      await waitFor(async () => arrived.size === committed.size, 20_000);
      clearInterval(poll);
      const latencies = [...committed].map(([email, at]) => (arrived.get(email) ?? Infinity) - at).sort((a, b) => a - b);
      const median = latencies[Math.floor(latencies.length / 2)] ?? 0;
      const worst = latencies[latencies.length - 1] ?? 0;
      console.log(`commit to inbox, ${latencies.length} messages: median ${median} ms, worst ${worst} ms`);
      expect(worst).toBeLessThan(10_000);
    } finally {
      await sb.stop();
      await relay.stop();
    }
  }, 120_000);
});

withSql('the new tables under every role', () => {
  const TABLES = ['private.outbox', 'private.application_payments', 'private.unmatched_payments', 'private.rate_limits', 'private.notification_settings', 'private.application_reviews', 'private.payment_reversals'];
  let sb: TestSupabase;
  beforeAll(async () => {
    sb = await startServer({ notificationSettings: { dispatch_inbox: null } });
  });
  afterAll(async () => {
    await sb?.stop();
  });

  const ROLES: Array<[string, string, Record<string, unknown>]> = [
    ['anon', 'anon', { role: 'anon' }],
    ['anonymous applicant', 'authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001', is_anonymous: true }],
    ['signed-in user', 'authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000002', is_anonymous: false }],
    ['user_metadata "admin"', 'authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000003', user_metadata: { role: 'admin' } }],
    ['dispatcher', 'authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000004', app_metadata: { role: 'dispatcher' } }],
    ['admin', 'authenticated', { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000005', app_metadata: { role: 'admin' } }],
  ];

  for (const [name, role, claims] of ROLES) {
    it(`${name}: no read, insert, update or delete on ${TABLES.length} tables, no delivery or payment function`, async () => {
      const statements = TABLES.flatMap((t) => [
        `select * from ${t} limit 1`,
        `delete from ${t}`,
        `update ${t} set ${t.endsWith('settings') ? 'max_attempts = 1' : t.endsWith('rate_limits') ? 'hits = 0' : t.endsWith('outbox') ? 'attempts = 0' : t.endsWith('reviews') ? 'message = message' : 'event_type = event_type'}`,
      ]).concat([
        `insert into private.outbox (recipient, template, dedup_key, max_attempts) values ('x@example.com', 'lead_new', 'x', 1)`,
        `select * from public.claim_notifications(5)`,
        `select public.mark_notification_sent(1, 1)`,
        `select public.record_payment('evt', 'checkout.session.completed', 'cs', null, 0, 'usd', null)`,
        `select public.record_payment_reversal('evt_r', 'charge.refunded', 'pi_x', 'refunded')`,
      ]);
      for (const statement of statements) {
        const outcome = await sb.runExclusive(async (db) =>
          db.transaction(async (tx) => {
            await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
            try {
              await tx.query(statement);
              return 'allowed';
            } catch (error) {
              return (error as { code?: string }).code ?? 'error';
            } finally {
              await tx.rollback();
            }
          }),
        );
        expect(outcome, statement).toBe('42501');
      }
    });
  }

  it('the staff views answer staff only', async () => {
    const lead = validLead();
    expect((await anonClient(sb).from('leads').insert(lead)).error).toBeNull();
    const applicant = await anonymousUser(sb);
    for (const db of [untypedClient(sb), applicant.db]) {
      expect((await db.rpc('lead_notifications', { p_lead_id: lead.id })).error?.code).toBe('42501');
      expect((await db.rpc('failed_notifications', {})).error?.code).toBe('42501');
    }
    const email = uniqueEmail('views');
    await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email, password: 'staff-password-1', role: 'dispatcher' });
    const staff = untypedClient(sb);
    await staff.auth.signInWithPassword({ email, password: 'staff-password-1' });
    const seen = await staff.rpc('lead_notifications', { p_lead_id: lead.id });
    expect(seen.error).toBeNull();
    expect((seen.data as Array<{ template: string; state: string }>).map((m) => [m.template, m.state])).toEqual([['lead_received', 'queued']]);
  });
});
