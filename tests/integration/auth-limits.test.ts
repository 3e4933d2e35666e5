/**
 * The auth limits of supabase/config.toml, enforced by the local Auth as GoTrue enforces them
 * (issue 25, finding 7 and the sign-in part of finding 4): the outside test sent 27 codes to one
 * address in 30 s, codes to 110 addresses in 21 s from one client, and guessed codes without
 * limit. One stack with the limits config.toml sets; each test starts with fresh counters.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { authLimits } from '../../supabase/local/config.ts';
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { inboxMessages, startLocalServer, uniqueEmail, untypedClient, waitFor } from './helpers.ts';
import { localOnly } from './target.ts';

let inbox: LocalInbox;
let sb: LocalSupabase;

beforeAll(async () => {
  inbox = await startInbox({ smtpPort: 0, webPort: 0 });
  sb = await startLocalServer({ functionSecrets: { SMTP_PORT: String(inbox.smtpPort) }, authLimits: authLimits() });
}, 120_000);

afterAll(async () => {
  await sb?.stop();
  await inbox?.stop();
});

beforeEach(() => {
  sb.authLimiter.reset();
  sb.authLimiter.limits = authLimits();
});

async function existingUser(sb: LocalSupabase, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const created = await untypedClient(sb, sb.serviceRoleKey).auth.admin.createUser({ email, email_confirm: true, app_metadata: { test: true } });
  expect(created.error).toBeNull();
  return email;
}

async function askCode(sb: LocalSupabase, email: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${sb.url}/auth/v1/otp`, {
    method: 'POST',
    headers: { apikey: sb.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, create_user: false }),
  });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, ...(body.code ? { code: body.code } : {}) };
}

async function verify(sb: LocalSupabase, email: string, token: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${sb.url}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: sb.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, token, type: 'email' }),
  });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, ...(body.code ? { code: body.code } : {}) };
}

async function codesTo(email: string): Promise<string[]> {
  const mails = (await inboxMessages(inbox.url)).filter((m) => m.to.some((t) => t.address === email));
  return mails.map((m) => /\b(\d{6})\b/.exec(m.text ?? '')?.[1] ?? '');
}

localOnly('config.toml sets the limits', () => {
  it('explicit e-mail, sign-in and verification limits, one e-mail per address a minute', () => {
    const limits = authLimits();
    expect(limits.emailSentPerHour).toBeGreaterThan(0);
    expect(limits.signInSignUpsPer5Min).toBe(30);
    expect(limits.tokenVerificationsPer5Min).toBe(30);
    expect(limits.maxFrequencyMs).toBe(60_000);
    expect(limits.otpLength).toBe(6);
    expect(limits.otpMaxAttempts).toBe(5);
  });
});

localOnly('sign-in codes', () => {
  it('27 code requests to one address in a burst send one code', async () => {
    {
      const email = await existingUser(sb, 'burst');
      const answers = [];
      for (let i = 0; i < 27; i += 1) answers.push(await askCode(sb, email));
      expect(answers[0]?.status).toBe(200);
      expect(answers.slice(1).every((a) => a.status === 429 && a.code === 'over_email_send_rate_limit')).toBe(true);
      await waitFor(async () => (await codesTo(email)).length === 1);
    }
  });

  it('one client asking codes for 110 addresses gets sign_in_sign_ups of them, then 429', async () => {
    {
      // Existing or not (no account is created for an unknown one), every request counts.
      const emails = [await existingUser(sb, 'many')];
      for (let i = 1; i < 110; i += 1) emails.push(uniqueEmail(`many${i}`));
      const statuses = [];
      for (const email of emails) statuses.push((await askCode(sb, email)).status);
      expect(statuses[0]).toBe(200);
      expect(statuses.slice(1, 30).every((s) => s === 422)).toBe(true);
      expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    }
  });

  it('the stack sends at most email_sent auth e-mails an hour', async () => {
    sb.authLimiter.limits = { ...authLimits(), emailSentPerHour: 3 };
    {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push(await askCode(sb, await existingUser(sb, `hourly${i}`)));
      expect(statuses.map((s) => s.status)).toEqual([200, 200, 200, 429, 429]);
      expect(statuses[3]?.code).toBe('over_email_send_rate_limit');
    }
  });

  it('a code is dead after 5 wrong tries: the right code then fails too', async () => {
    {
      const email = await existingUser(sb, 'guess');
      expect((await askCode(sb, email)).status).toBe(200);
      const [code] = await waitFor(async () => {
        const codes = await codesTo(email);
        return codes.length === 1 ? codes : undefined;
      });
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) expect((await verify(sb, email, wrong)).code).toBe('otp_expired');
      expect(await verify(sb, email, code ?? '')).toEqual({ status: 403, code: 'otp_expired' });
    }
  });

  it('4 wrong tries leave the code working', async () => {
    {
      const email = await existingUser(sb, 'guess4');
      expect((await askCode(sb, email)).status).toBe(200);
      const [code] = await waitFor(async () => {
        const codes = await codesTo(email);
        return codes.length === 1 ? codes : undefined;
      });
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1) expect((await verify(sb, email, wrong)).code).toBe('otp_expired');
      expect((await verify(sb, email, code ?? '')).status).toBe(200);
    }
  });

  it('one client gets token_verifications checks in 5 minutes, across addresses, then 429', async () => {
    {
      const statuses = [];
      for (let i = 0; i < 40; i += 1) statuses.push((await verify(sb, `nobody${i}@example.com`, '123456')).status);
      expect(statuses.slice(0, 30).every((s) => s === 403)).toBe(true);
      expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    }
  });
});
