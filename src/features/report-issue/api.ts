/**
 * Report-issue data layer: one lead per submission, from the /contact flow or the single form.
 *
 * The lead is inserted WITHOUT .select(): the public has INSERT but no SELECT on leads. The
 * caller chooses the id (keep it across retries of the same submission): the database treats
 * a second insert of the same id as already done, so a double click or a retry after a timeout
 * that in fact succeeded stores one lead and still reports success. The borough is derived by
 * the database from the ZIP; a ZIP outside the five boroughs is refused ('rejected', 23514).
 */
import type { TablesInsert } from '@/lib/database.types';
import { withChallenge } from '@/lib/challenge';
import { fail, fromException, ok, reportFailure, type Result } from '@/lib/result';
import { getSupabase } from '@/lib/supabase';

/** The columns a form may send (borough and created_at are the database's). */
/**
 * What the forms send: the table's Insert type without what the database fills itself
 * (borough, from the ZIP by the leads_before_insert trigger; created_at; the dispatch lifecycle).
 */
export type LeadInsert = Omit<TablesInsert<'leads'>, 'borough' | 'created_at' | 'status' | 'status_changed_at' | 'last_offer_expired_at' | 'cancel_reason' | 'status_secret' | 'status_secret_hash'>;

const OPTIONAL_TEXT = ['address', 'unit', 'city', 'animal_type', 'duration', 'contact_method', 'company_website'] as const;

function normalise(row: LeadInsert, id: string): LeadInsert & { id: string } {
  const out: LeadInsert & { id: string } = {
    ...row,
    id,
    name: row.name.trim(),
    email: row.email.trim(),
    phone: row.phone.trim(),
    zip: row.zip.trim(),
    description: row.description.trim(),
  };
  for (const key of OPTIONAL_TEXT) {
    const value = out[key];
    if (typeof value === 'string') {
      const trimmed = value.trim();
      out[key] = trimmed === '' ? null : trimmed;
    }
  }
  return out;
}

/** A new lead id; create it once per submission and reuse it when retrying. */
export function newLeadId(): string {
  return crypto.randomUUID();
}

/**
 * The secret this browser sends with each lead it stores (status_secret; the database keeps only
 * its SHA-256) and must present to get the lead's status link: knowing the id is not enough.
 * One per lead id, kept for retries of the same submission.
 */
const statusSecrets = new Map<string, string>();

function statusSecretFor(id: string): string {
  let secret = statusSecrets.get(id);
  if (!secret) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    secret = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    statusSecrets.set(id, secret);
  }
  return secret;
}

/**
 * Store a lead. `row.id` should be set by the caller (newLeadId()) and kept for retries; when
 * it is missing one is generated and returned.
 */
export async function createLead(row: LeadInsert): Promise<Result<{ id: string }>> {
  const id = row.id ?? newLeadId();
  try {
    const supabase = await getSupabase();
    // Past the per-client limit the database asks for a solved challenge (lib/challenge.ts).
    return await withChallenge(async (headers) => {
      // The generated Insert type requires borough (NOT NULL); the trigger derives it from the ZIP.
      let insert = supabase.from('leads').insert({ ...normalise(row, id), status_secret: statusSecretFor(id) } as TablesInsert<'leads'>);
      for (const [name, value] of Object.entries(headers)) insert = insert.setHeader(name, value);
      const { error, status } = await insert;
      if (error) return fail(reportFailure('createLead', { error, status }));
      return ok({ id });
    });
  } catch (error) {
    return fail(fromException('createLead', error));
  }
}

/**
 * A short reference a resident can quote on the phone: the first 8 hex digits of the lead id,
 * upper-cased, in two groups ('3F2A-9C1B'). Dispatch finds the lead with
 * `id::text ilike '3f2a9c1b%'` after removing the dash.
 */
export function leadReference(id: string): string {
  const hex = id.replace(/[^0-9a-fA-F]/g, '').slice(0, 8).toUpperCase();
  if (hex.length < 8) return hex;
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
}

/**
 * The secret token of the resident's status page (/status/<token>), which the database created
 * with the lead. Answered only to the browser that stored the lead (its id and the secret sent
 * with it), during its first 30 minutes; null when it cannot be had (the success view then shows
 * the reference alone).
 */
export async function fetchStatusToken(id: string): Promise<string | null> {
  try {
    const supabase = await getSupabase();
    const secret = statusSecrets.get(id);
    if (!secret) return null;
    const { data, error } = await supabase.rpc('lead_status_link', { p_lead_id: id, p_secret: secret });
    if (error) {
      reportFailure('fetchStatusToken', { error });
      return null;
    }
    return data;
  } catch (error) {
    fromException('fetchStatusToken', error);
    return null;
  }
}
