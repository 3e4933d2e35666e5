/**
 * Phone numbers in the database (supabase/migrations/20261127230000_us_phone_numbers.sql): one
 * rule, libphonenumber-js's US plan, in private.us_phone_e164; leads, applications and
 * professionals store E.164 whatever the punctuation typed, and refuse a number outside the plan
 * as the forms do (src/domain/us-phone-plan.ts isUsPhone).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isUsPhone } from '@/domain/us-phone-plan';
import { libraryUsPhoneE164 } from '../phone-library.ts';
import { withSql, type TestSupabase } from './target.ts';
import { anonymousUser, startServer, uniqueEmail, untypedClient, validFlowLead, validLead } from './helpers.ts';

let sb: TestSupabase;
let anon: SupabaseClient;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return sb.runExclusive(async (db) => (await db.query<T>(text, params)).rows);
}

withSql('US phone numbers', () => {
  beforeAll(async () => {
    sb = await startServer();
    anon = untypedClient(sb);
  }, 120_000);

  afterAll(async () => {
    await sb?.stop();
  });

  it('the database and libphonenumber-js agree on a number in every area code, and on how it is typed', async () => {
    const numbers: string[] = [];
    for (let area = 200; area <= 999; area += 1) {
      for (const exchange of ['023', '155', '234', '555', '911']) numbers.push(`${area}${exchange}0142`);
    }
    const typed = [
      ...numbers.flatMap((n) => [n, `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`, `+1 ${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`]),
      // Not a number alone: refused by both, though the digits inside would make one.
      "(212) 555-0142'); drop table leads; --", 'call 2125550142', '212-555-0142 ext 5', '\t2125550142', '２１２５５５０１４２', '+44 20 7946 0958',
    ];
    const rows = await sql<{ typed: string; e164: string | null }>('select t as typed, private.us_phone_e164(t) as e164 from unnest($1::text[]) t', [typed]);
    expect(rows).toHaveLength(typed.length);
    const disagree = rows.filter((r) => r.e164 !== libraryUsPhoneE164(r.typed));
    expect(disagree).toEqual([]);
    const valid = rows.filter((r) => r.e164 !== null).length;
    expect(valid).toBeGreaterThan(1000);
    expect(valid).toBeLessThan(rows.length);
  });

  it('a report typed "(718) 555-0142" is stored as +17185550142, the number a later "+17185550142" is', async () => {
    const a = validFlowLead({ email: uniqueEmail('phone-a'), phone: '(718) 555-0142' });
    const b = validLead({ email: uniqueEmail('phone-b'), phone: '+17185550142' });
    for (const row of [a, b]) {
      const { error } = await anon.from('leads').insert(row);
      expect(error).toBeNull();
    }
    const stored = await sql<{ phone: string }>('select phone from public.leads where id = any($1::uuid[])', [[a.id, b.id]]);
    expect(stored.map((r) => r.phone)).toEqual(['+17185550142', '+17185550142']);
  });

  it('a number the form refuses, the database refuses: unassigned area code, exchange 0/1, Canada, Puerto Rico, too short', async () => {
    for (const phone of ['(555) 234-5678', '(212) 123-4567', '(416) 555-0142', '(787) 234-5678', '(718) 555-014']) {
      expect(isUsPhone(phone), phone).toBe(false);
      const { error } = await anon.from('leads').insert(validLead({ email: uniqueEmail('phone-bad'), phone }));
      expect(error?.code, phone).toBe('23514');
      expect(error?.message, phone).toBe('Enter a valid US phone number: 10 digits, area code first.');
    }
  });

  it('an application and a professional store E.164 too, and refuse what the rule refuses', async () => {
    const applicant = await anonymousUser(sb);
    const draft = await applicant.db.from('applications').insert({ business_name: 'Phone Test Wildlife', phone_number: '(347) 555-0142' }).select('id, phone_number').single();
    expect(draft.error).toBeNull();
    expect(draft.data?.phone_number).toBe('+13475550142');
    const bad = await applicant.db.from('applications').update({ phone_number: '(416) 555-0142' }).eq('id', draft.data?.id ?? '');
    expect(bad.error?.code).toBe('23514');
    const service = untypedClient(sb, sb.serviceRoleKey);
    const pro = await service
      .from('pros')
      .insert({
        business_name: 'Phone Test Pro', contact_name: 'Test Pro', email: uniqueEmail('phone-pro'), phone: '646.555.0199',
        license_number: 'TEST-PHONE', license_expires_on: '2027-09-30', insurance_carrier: 'Test Carrier', insured_through: '2027-06-30', boroughs: ['Bronx'],
      })
      .select('phone')
      .single();
    expect(pro.error).toBeNull();
    expect(pro.data?.phone).toBe('+16465550199');
    const validated = await sql<{ conname: string }>(
      `select conname from pg_catalog.pg_constraint where conname in ('leads_phone_e164', 'applications_phone_number_e164', 'pros_phone_e164') and convalidated order by conname`,
    );
    expect(validated.map((r) => r.conname)).toEqual(['applications_phone_number_e164', 'leads_phone_e164', 'pros_phone_e164']);
  });
});
