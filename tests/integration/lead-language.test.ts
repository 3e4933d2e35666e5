/**
 * The lead carries the resident's language (migration 20261124160000_lead_language.sql): the
 * report forms of /es, /zh-hant and /zh-hans store it, the database refuses anything but the
 * four site languages, the resident's confirmation arrives in that language through the real
 * outbox → Edge Function → SMTP → local inbox path, and the professional sees the language on an
 * offer (still without the resident's contact details).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startInbox, type LocalInbox } from '../../supabase/local/inbox.ts';
import { seedDemo } from '../../supabase/local/demo.ts';
import { addStaff } from '../../scripts/staff-add.ts';
import { LOCALES } from '@/domain/locales';
import { anonymousUser, inboxMessages, startLocalServer, uniqueEmail, untypedClient, validFlowLead, validLead } from './helpers.ts';
import type { LocalSupabase } from '../../supabase/local/server.ts';
import { localOnly } from './target.ts';

type Db = SupabaseClient;

let sb: LocalSupabase;
let inbox: LocalInbox;
let service: Db;

async function stored(id: string): Promise<string | undefined> {
  return sb.runExclusive(async (db) => (await db.query<{ language: string }>('select language from public.leads where id = $1', [id])).rows[0]?.language);
}

async function deliver(): Promise<void> {
  const res = await fetch(`${sb.url}/functions/v1/deliver-notifications`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sb.serviceRoleKey}`, apikey: sb.serviceRoleKey, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(200);
}

async function signedIn(email: string, password: string): Promise<Db> {
  const db = untypedClient(sb);
  const { error } = await db.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return db;
}

beforeAll(async () => {
  inbox = await startInbox({ smtpPort: 0, webPort: 0 });
  sb = await startLocalServer({ functionSecrets: { SMTP_PORT: String(inbox.smtpPort) } });
  service = untypedClient(sb, sb.serviceRoleKey);
  expect(await seedDemo({ url: sb.url, serviceRoleKey: sb.serviceRoleKey })).toBe(true);
  await sb.functions.warm('deliver-notifications');
}, 180_000);

afterAll(async () => {
  await sb?.stop();
  await inbox?.stop();
});

localOnly('leads.language', () => {
  it.each(LOCALES)('a report in %s is stored with its language, by the anon key and by an anonymous user', async (language) => {
    const anon = validFlowLead({ language });
    expect((await untypedClient(sb).from('leads').insert(anon)).error).toBeNull();
    expect(await stored(anon.id)).toBe(language);
    const user = await anonymousUser(sb);
    const signed = validLead({ language });
    expect((await user.db.from('leads').insert(signed)).error).toBeNull();
    expect(await stored(signed.id)).toBe(language);
  });

  it('a report that names no language is English (older clients keep working)', async () => {
    const lead = validLead();
    expect('language' in lead).toBe(false);
    expect((await untypedClient(sb).from('leads').insert(lead)).error).toBeNull();
    expect(await stored(lead.id)).toBe('en');
  });

  it.each(['fr', 'ES', 'zh', 'zh-hant', '', 'en; drop table leads'])('refuses the language %j, storing nothing', async (language) => {
    const lead = validLead({ language });
    const { error } = await untypedClient(sb).from('leads').insert(lead);
    expect(error?.code).toBe('23514');
    expect(await stored(lead.id)).toBeUndefined();
  });

  it('nobody but staff and the service role reads it back from the table', async () => {
    const lead = validLead({ language: 'es' });
    expect((await untypedClient(sb).from('leads').insert(lead)).error).toBeNull();
    const anonRead = await untypedClient(sb).from('leads').select('language').eq('id', lead.id);
    expect(anonRead.data ?? []).toEqual([]);
    const user = await anonymousUser(sb);
    expect((await user.db.from('leads').select('language').eq('id', lead.id)).data ?? []).toEqual([]);
    const email = uniqueEmail('dispatcher');
    await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email, password: 'staff-password-1', role: 'dispatcher' });
    const dispatcher = await signedIn(email, 'staff-password-1');
    expect((await dispatcher.from('leads').select('language').eq('id', lead.id)).data).toEqual([{ language: 'es' }]);
  });
});

localOnly('the resident hears in their language', () => {
  it('a Spanish report gets a Spanish confirmation in the local inbox, linking to the Spanish status page', async () => {
    const email = uniqueEmail('residente');
    const lead = validFlowLead({ email, name: 'Rosa Residente', language: 'es' });
    expect((await untypedClient(sb).from('leads').insert(lead)).error).toBeNull();
    await deliver();
    const mails = (await inboxMessages(inbox.url)).filter((m) => m.to.some((t) => t.address === email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Recibimos su solicitud \(referencia [0-9A-F]{4}-[0-9A-F]{4}\)$/);
    expect(mail?.text).toContain('Hola, Rosa Residente:');
    expect(mail?.text).toMatch(/http:\/\/localhost:4173\/es\/status\/[A-Za-z0-9_-]{22,}/);
    expect(mail?.html).toContain('<html lang="es">');
    expect(mail?.text).not.toContain('We received your request');
  });

  it('the dispatch copy and the offer tell staff and the professional which language, and the offer still hides who', async () => {
    const lead = validFlowLead({ language: 'zh-Hant', zip: '10451', city: 'Bronx', name: 'Wong Resident' });
    expect((await untypedClient(sb).from('leads').insert(lead)).error).toBeNull();
    const email = uniqueEmail('dispatcher');
    await addStaff({ url: sb.url, serviceRoleKey: sb.serviceRoleKey }, { email, password: 'staff-password-1', role: 'dispatcher' });
    const dispatcher = await signedIn(email, 'staff-password-1');
    const { data: pro } = await service.from('pros').select('id').eq('email', 'pro.bronx@demo.test').single();
    const offered = await dispatcher.rpc('offer_lead', { p_lead_id: lead.id, p_pro_id: (pro as { id: string }).id, p_note: null });
    expect(offered.error).toBeNull();

    const { data: users } = await service.auth.admin.listUsers();
    const proUser = users.users.find((u) => u.email === 'pro.bronx@demo.test');
    if (!proUser) throw new Error('no demo professional');
    await service.auth.admin.updateUserById(proUser.id, { password: 'pro-password-1' });
    const professional = await signedIn('pro.bronx@demo.test', 'pro-password-1');
    const { data: offers, error } = await professional.rpc('pro_offers');
    expect(error).toBeNull();
    const offer = (offers as Array<Record<string, unknown>>).find((o) => o.reference === (lead as { reference?: string }).reference || o.description === lead.description);
    expect(offer?.language).toBe('zh-Hant');
    expect(Object.keys(offer ?? {})).not.toEqual(expect.arrayContaining(['name']));
    expect(JSON.stringify(offer)).not.toContain('Wong Resident');

    await deliver();
    const offerMail = (await inboxMessages(inbox.url)).find((m) => m.to.some((t) => t.address === 'pro.bronx@demo.test') && m.subject.startsWith('New job offer'));
    expect(offerMail?.text).toContain('Prefers: 繁體中文');
  });
});

localOnly('the consent to texts in each language', () => {
  it('is stored by the database under its own version, word for word, and a lead in that language may record it', async () => {
    const { TEXT_CONSENT: es } = await import('@/locales/es/consent');
    const { TEXT_CONSENT: hant } = await import('@/locales/zh-hant/consent');
    const { TEXT_CONSENT: hans } = await import('@/locales/zh-hans/consent');
    for (const [language, consent] of [['es', es], ['zh-Hant', hant], ['zh-Hans', hans]] as const) {
      const stored = await sb.runExclusive(async (db) => (await db.query<{ wording: string }>('select wording from private.text_consent_versions where version = $1', [consent.version])).rows[0]?.wording);
      expect(stored, consent.version).toBe(consent.wording);
      const lead = validLead({ language, contact_method: 'Text', text_consent_version: consent.version });
      expect((await untypedClient(sb).from('leads').insert(lead)).error).toBeNull();
    }
  });

  it('Spanish names who connects the resident (a new version; the wording residents read before stays stored)', async () => {
    const { TEXT_CONSENT: es } = await import('@/locales/es/consent');
    expect(es.version).not.toBe('sms-2026-11-24-es');
    expect(es.wording).toContain('del único profesional con el que NYC Wildlife Dispatch me ponga en contacto');
    const versions = await sb.runExclusive(async (db) => (await db.query<{ version: string }>("select version from private.text_consent_versions where version like 'sms-%-es' order by version")).rows.map((r) => r.version));
    expect(versions).toEqual(['sms-2026-11-24-es', es.version]);
  });
});
