/**
 * The CHECK constraints of the migrated database list exactly the values of
 * src/domain/options.ts, so the forms and the database cannot drift apart.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/database.ts';
import { TEXT_CONSENT } from '@/content/consent';
import { LOCALES } from '@/domain/locales';
import { DOCUMENT_KINDS, DOCUMENT_MIME_TYPES } from '@/domain/file-rules';
import {
  ANIMAL_TYPES,
  APPLICATION_STATUSES,
  BOROUGHS,
  CONTACT_METHODS,
  CONTRACTOR_SPECIES,
  DURATIONS,
  LEAD_SOURCES,
  LEAD_SPECIES,
  PAYMENT_STATUSES,
  PROPERTY_TYPES,
  RESPONSE_TIMES,
  SERVICE_COUNTY_VALUES,
  US_STATE_CODES,
  YES_NO,
  SITUATIONS,
} from '@/domain/options';
import {
  ACTOR_ROLES,
  CANCEL_REASON_VALUES,
  CONTACT_ATTEMPTS,
  COMPLETION_DISPOSITIONS,
  COMPLETION_METHODS,
  DECLINE_REASON_VALUES,
  LEAD_EVENTS,
  DISPATCH_MODES,
  NEEDS_PERSON_REASONS,
  LEAD_STATUSES,
  NOTIFICATION_CHANNELS,
  NEWSLETTER_STATUSES,
  NOTIFICATION_TEMPLATES,
  OFFER_STATUSES,
  PAYMENT_REVERSAL_KINDS,
  PAYMENT_REVERSAL_OUTCOMES,
  PAYMENT_REVERSALS,
  REVIEW_DECISIONS,
  PRO_STATUSES,
  PRO_CREDENTIALS,
} from '@/domain/dispatch';

/** [schema, table, column, option list, is an array column] */
const ENUMERATIONS: Array<[string, string, string, readonly string[], boolean]> = [
  ['public', 'leads', 'source', LEAD_SOURCES, false],
  ['public', 'leads', 'property_type', PROPERTY_TYPES, false],
  ['public', 'leads', 'species', LEAD_SPECIES, true],
  ['public', 'leads', 'animal_type', ANIMAL_TYPES, false],
  ['public', 'leads', 'duration', DURATIONS, false],
  ['public', 'leads', 'contact_method', CONTACT_METHODS, false],
  ['public', 'leads', 'borough', BOROUGHS, false],
  ['private', 'service_area_zips', 'borough', BOROUGHS, false],
  ['public', 'applications', 'status', APPLICATION_STATUSES, false],
  ['public', 'applications', 'payment_status', PAYMENT_STATUSES, false],
  ['public', 'applications', 'state', US_STATE_CODES, false],
  ['public', 'applications', 'species_handled', CONTRACTOR_SPECIES, true],
  ['public', 'applications', 'service_counties', SERVICE_COUNTY_VALUES, true],
  ['public', 'applications', 'licensed_states', US_STATE_CODES, true],
  ['public', 'applications', 'emergency_services', YES_NO, false],
  ['public', 'applications', 'response_time', RESPONSE_TIMES, false],
  ['public', 'applications', 'has_nwco_license', YES_NO, false],
  ['public', 'applications', 'has_liability_insurance', YES_NO, false],
  ['public', 'applications', 'has_pesticide_certification', YES_NO, false],
  ['public', 'leads', 'situations', SITUATIONS, true],
  ['public', 'leads', 'language', LOCALES, false],
];

/** Columns the dispatch lifecycle functions set (their own tests try every value). */
const LIFECYCLE: Array<[string, string, string, readonly string[], boolean]> = [
  // The checkout mode the application fee is sold in: a one-time payment, never a subscription
  // (record_payment records any other mode as unmatched).
  ['private', 'payment_settings', 'mode', ['payment'], false],
  ['private', 'application_payments', 'reversal', PAYMENT_REVERSALS, false],
  ['private', 'payment_reversals', 'kind', PAYMENT_REVERSAL_KINDS, false],
  ['private', 'payment_reversals', 'outcome', PAYMENT_REVERSAL_OUTCOMES, false],
  ['public', 'leads', 'status', LEAD_STATUSES, false],
  ['public', 'leads', 'cancel_reason', CANCEL_REASON_VALUES, false],
  ['public', 'lead_offers', 'status', OFFER_STATUSES, false],
  ['private', 'dispatch_settings', 'auto_mode', DISPATCH_MODES, false],
  ['public', 'leads', 'needs_person_reason', NEEDS_PERSON_REASONS, false],
  ['public', 'lead_offers', 'decline_reason', DECLINE_REASON_VALUES, false],
  ['public', 'lead_events', 'event', LEAD_EVENTS, false],
  ['public', 'lead_events', 'actor_role', ACTOR_ROLES, false],
  ['public', 'lead_events', 'from_status', LEAD_STATUSES, false],
  ['public', 'lead_events', 'to_status', LEAD_STATUSES, false],
  ['public', 'lead_events', 'tried', CONTACT_ATTEMPTS, true],
  ['public', 'lead_completions', 'method', COMPLETION_METHODS, false],
  ['private', 'outbox', 'template', NOTIFICATION_TEMPLATES, false],
  ['private', 'outbox', 'channel', NOTIFICATION_CHANNELS, false],
  ['public', 'newsletter_subscriptions', 'status', NEWSLETTER_STATUSES, false],
  ['private', 'application_reviews', 'decision', REVIEW_DECISIONS, false],
  ['private', 'application_documents', 'kind', DOCUMENT_KINDS, false],
  ['private', 'application_documents', 'content_type', DOCUMENT_MIME_TYPES, false],
  ['public', 'lead_completions', 'disposition', COMPLETION_DISPOSITIONS, false],
  ['public', 'pros', 'status', PRO_STATUSES, false],
  ['public', 'pros', 'credential', PRO_CREDENTIALS, false],
  ['public', 'pros', 'boroughs', BOROUGHS, true],
  ['public', 'pros', 'species', LEAD_SPECIES, true],
];

let db: PGlite;
const OWNER = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  ({ db } = await openDatabase());
  await db.query(
    `insert into auth.users (id, aud, role, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ($1, 'authenticated', 'authenticated', '{}', '{}', now(), now(), true)`,
    [OWNER],
  );
});

afterAll(async () => {
  await db?.close();
});

function literals(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));
}

async function constraintDefinition(schema: string, table: string, column: string): Promise<string> {
  const res = await db.query<{ def: string }>(
    `select pg_get_constraintdef(c.oid) as def
       from pg_constraint c
       join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = $1 and t.relname = $2 and c.conname = $3`,
    [schema, table, `${table}_${column}_values`],
  );
  const def = res.rows[0]?.def;
  if (!def) throw new Error(`no constraint ${table}_${column}_values on ${schema}.${table}`);
  return def;
}

function baseRow(table: string, column: string, value: string): Record<string, unknown> {
  if (table === 'leads') {
    const flow = column === 'source' && value === 'contact_flow';
    return {
      id: crypto.randomUUID(),
      source: flow ? 'contact_flow' : 'lead_form',
      source_page: '/contact',
      name: 'Enum Test',
      email: 'enum@example.com',
      phone: '(212) 555-0142',
      property_type: 'Homeowner',
      address: '1 Test St',
      city: 'New York',
      zip: '10001',
      description: 'Testing enumerations.',
      contact_method: 'Call',
      animal_type: 'Raccoon',
      duration: 'A few days',
      contact_by_phone: true,
      agreed_to_terms: true,
      // Text is taken only with consent to texts (leads_text_consent_when_text).
      ...(column === 'contact_method' && value === 'Text' ? { text_consent_version: TEXT_CONSENT.version } : {}),
    };
  }
  if (table === 'applications') {
    const submitted = column === 'status' && value === 'submitted';
    return {
      owner: OWNER,
      ...(submitted || column === 'payment_status'
        ? {
            status: 'submitted',
            payment_status: 'paid',
            full_name: 'Enum Test',
            email: 'enum@example.com',
            business_name: 'Enum LLC',
            phone_number: '+12125550142', // as stored (E.164): the triggers that would write it are off here
            counties_served: 'Kings',
          }
        : {}),
    };
  }
  return { zip: '99999' };
}

async function insertRow(schema: string, table: string, row: Record<string, unknown>): Promise<void> {
  const target = `"${schema}"."${table}"`;
  const cols = Object.keys(row).map((c) => `"${c}"`).join(', ');
  await db.transaction(async (tx) => {
    // A submitted or paid application needs a recorded payment (a trigger): this test is about
    // the CHECK constraints, so triggers are off inside its rolled-back transaction.
    if (table === 'applications') await tx.query('set local session_replication_role = replica');
    await tx.query(
      `insert into ${target} (${cols}) select ${cols} from json_populate_record(null::${target}, $1::json)`,
      [JSON.stringify(row)],
    );
    await tx.rollback();
  });
}

describe('enumerations in the database = src/domain/options.ts', () => {
  for (const [schema, table, column, options] of [...ENUMERATIONS, ...LIFECYCLE]) {
    it(`${schema}.${table}.${column} lists exactly the option values`, async () => {
      const def = await constraintDefinition(schema, table, column);
      expect([...literals(def)].sort()).toEqual([...options].sort());
    });
  }

  it('every *_values constraint of the schema is covered by this test', async () => {
    const res = await db.query<{ name: string }>(
      `select n.nspname || '.' || c.conname as name
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname in ('public', 'private') and c.conname like '%\\_values'`,
    );
    const covered = new Set([...ENUMERATIONS, ...LIFECYCLE].map(([s, t, c]) => `${s}.${t}_${c}_values`));
    expect(res.rows.map((r) => r.name).filter((n) => !covered.has(n))).toEqual([]);
  });

  for (const [schema, table, column, options, isArray] of ENUMERATIONS) {
    if (table === 'service_area_zips' || column === 'borough') continue; // set by the trigger / reference data
    it(`${table}.${column}: every option is accepted, anything else refused`, async () => {
      for (const value of options) {
        const row = { ...baseRow(table, column, value), [column]: isArray ? [value] : value };
        await expect(insertRow(schema, table, row), `${column} = ${value}`).resolves.toBeUndefined();
      }
      const bogus = { ...baseRow(table, column, 'x'), [column]: isArray ? ['Not an option'] : 'Not an option' };
      await expect(insertRow(schema, table, bogus)).rejects.toMatchObject({ code: '23514' });
    });
  }
});
