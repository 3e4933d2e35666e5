/**
 * Application wizard data layer (docs/product-rules.md#states, #calls).
 *
 * The applicant's browser gets a Supabase anonymous session at the first draft save; the
 * application row and its documents belong to that user (RLS), so nobody else can read or
 * change them. Drafts: the first save inserts and returns the new id, later saves update
 * that row by id. Documents go to the private bucket at <uid>/<application id>/<kind>-<uuid>.<ext>
 * and, once the verify-document function has checked them, the row keeps the object path. Only the payment provider's verified webhook sets
 * payment_status (docs/dispatch-api.md "Payment"); once it has, finalize moves the row to
 * submitted (the database refuses it before).
 *
 * Always keep the id these functions return: when the stored id no longer matches an own
 * draft (session lost, application already submitted), the save creates a new application
 * instead of failing, so nothing typed is lost, and returns that new id.
 */
import { INVALID_FILE_TYPE } from '@/domain/file-rules';
import { withChallenge } from '@/lib/challenge';
import type { TablesInsert } from '@/lib/database.types';
import { fail, fromException, ok, reportFailure, type DataError, type Result } from '@/lib/result';
import { getSupabase, type AppSupabaseClient } from '@/lib/supabase';

type ApplicationInsert = TablesInsert<'applications'>;

/** The wizard's fields (steps 1-4), snake_case as stored. Files are not part of it. */
export const DRAFT_COLUMNS = [
  'business_name',
  'owner_name',
  'phone_number',
  'email',
  'website',
  'address',
  'city',
  'state',
  'zip_code',
  'species_handled',
  'other_species_text',
  'service_counties',
  'licensed_states',
  'emergency_services',
  'response_time',
  'has_nwco_license',
  'license_number',
  'issuing_agency',
  'license_expiration_date',
  'has_pesticide_certification',
  'pesticide_certification_number',
  'pesticide_certification_category',
  'pesticide_certification_expiration_date',
  'has_liability_insurance',
  'insurance_provider',
  'policy_number',
  'insurance_expiration_date',
  'confirm_truthful_info',
  'confirm_no_guarantee',
  'agree_to_terms',
  'acknowledged_not_approvable',
] as const satisfies readonly (keyof ApplicationInsert)[];

/** The finalize page's own fields (/application-paid). */
export const FINALIZE_COLUMNS = ['full_name', 'email', 'business_name', 'phone_number', 'counties_served', 'notes'] as const satisfies readonly (keyof ApplicationInsert)[];

type DraftColumn = (typeof DRAFT_COLUMNS)[number];

export type ApplicationDraftInput = Partial<Pick<ApplicationInsert, DraftColumn>>;

export type FinalizeInput = Partial<Pick<ApplicationInsert, DraftColumn>> & {
  full_name: string;
  email: string;
  business_name: string;
  phone_number: string;
  counties_served: string;
  notes?: string | null;
};

export type DocumentKind = 'license' | 'insurance';

export type ApplicationDocuments = { license: string | null; insurance: string | null };

export const DOCUMENTS_BUCKET = 'application-documents';

type Row = Partial<ApplicationInsert>;

/** Keep only known columns (never a File), trim text, store empty text as null. */
function pick(input: Record<string, unknown>, columns: readonly string[]): Row {
  const out: Record<string, unknown> = {};
  for (const column of columns) {
    if (!(column in input)) continue;
    const value = input[column];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      const trimmed = value.trim();
      out[column] = trimmed === '' ? null : trimmed;
    } else {
      out[column] = value;
    }
  }
  return out as Row;
}

async function ensureSession(supabase: AppSupabaseClient): Promise<Result<string>> {
  const { data } = await supabase.auth.getSession();
  if (data.session) return ok(data.session.user.id);
  const signIn = await supabase.auth.signInAnonymously();
  if (signIn.error || !signIn.data.user) {
    return fail(reportFailure('anonymous sign-in', { error: signIn.error ?? new Error('no user'), status: signIn.error?.status }));
  }
  return ok(signIn.data.user.id);
}

/** A stored id that matches no own draft (0 rows) or is not a uuid. */
function isStaleId(error: DataError): boolean {
  return error.code === 'PGRST116' || error.code === '22P02';
}

async function insertApplication(
  supabase: AppSupabaseClient,
  row: Row,
  context: string,
): Promise<Result<{ id: string }>> {
  // Past the per-client limit the database asks for a solved challenge (lib/challenge.ts).
  const attempt = (): Promise<Result<{ id: string }>> =>
    withChallenge(async (headers) => {
      let insert = supabase.from('applications').insert(row);
      for (const [name, value] of Object.entries(headers)) insert = insert.setHeader(name, value);
      const { data, error, status } = await insert.select('id').single();
      if (error || !data) return fail(reportFailure(context, { error: error ?? new Error('no row'), status }));
      return ok({ id: data.id });
    });
  const first = await attempt();
  // 23503: the session's user no longer exists (database reset, or old anonymous users
  // cleaned up) while the browser kept its token. Start a fresh anonymous session once.
  if (first.ok || first.error.code !== '23503') return first;
  await supabase.auth.signOut({ scope: 'local' });
  const session = await ensureSession(supabase);
  if (!session.ok) return session;
  return attempt();
}

async function updateApplication(
  supabase: AppSupabaseClient,
  id: string,
  row: Row,
  context: string,
): Promise<Result<{ id: string }>> {
  const { data, error, status } = await supabase.from('applications').update(row).eq('id', id).select('id').single();
  if (error || !data) return fail(reportFailure(context, { error: error ?? new Error('no row'), status }));
  return ok({ id: data.id });
}

/**
 * Save the wizard's draft. `id` null: sign in anonymously if needed and create the
 * application (status 'draft'); otherwise update the application with that id.
 */
export async function saveApplicationDraft(
  row: ApplicationDraftInput,
  id: string | null,
): Promise<Result<{ id: string }>> {
  try {
    const supabase = await getSupabase();
    const session = await ensureSession(supabase);
    if (!session.ok) return session;
    const values = pick(row, DRAFT_COLUMNS);
    if (id !== null) {
      const updated = await updateApplication(supabase, id, values, 'saveApplicationDraft (update)');
      if (updated.ok || !isStaleId(updated.error)) return updated;
    }
    return insertApplication(supabase, { ...values, status: 'draft' }, 'saveApplicationDraft (insert)');
  } catch (error) {
    return fail(fromException('saveApplicationDraft', error));
  }
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
};

function extensionOf(file: Blob & { name?: string }): string | null {
  const byType = EXTENSION_BY_TYPE[file.type.toLowerCase()];
  if (byType) return byType;
  const fromName = file.name?.split('.').pop()?.toLowerCase();
  if (fromName === 'pdf' || fromName === 'png') return fromName;
  if (fromName === 'jpg' || fromName === 'jpeg') return 'jpg';
  return null;
}

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const typeRefused = (): Result<never> => fail({ kind: 'rejected', status: 415, code: INVALID_FILE_TYPE });

/**
 * Upload the licence or insurance document of a draft, then have the verify-document function
 * check its leading bytes against its type and record it (docs/dispatch-api.md "Documents").
 * Every upload is a new object (`<kind>-<uuid>.<ext>`); once verified the application points
 * at it and the upload it replaces is deleted, so a link signed for the old file never serves
 * the new one. A file that is not what its type says fails with code INVALID_FILE_TYPE.
 */
export async function uploadApplicationDocument(
  applicationId: string,
  kind: DocumentKind,
  file: File | (Blob & { name?: string }),
): Promise<Result<{ path: string }>> {
  try {
    const ext = extensionOf(file);
    if (ext === null) return typeRefused();
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    const uid = data.session?.user.id;
    if (!uid) return fail({ kind: 'unauthorized', status: 401, code: 'no_session' });

    const path = `${uid}/${applicationId}/${kind}-${crypto.randomUUID()}.${ext}`;
    // A Blob without a type would be sent as application/octet-stream, which the bucket refuses.
    const body = file.type ? file : new Blob([file], { type: CONTENT_TYPE_BY_EXTENSION[ext] ?? 'application/octet-stream' });
    const upload = await supabase.storage.from(DOCUMENTS_BUCKET).upload(path, body, { upsert: false, cacheControl: '3600' });
    if (upload.error) {
      const failure = reportFailure(`uploadApplicationDocument (${kind})`, { error: upload.error });
      return failure.status === 415 ? typeRefused() : fail(failure);
    }

    const verified = await supabase.functions.invoke('verify-document', {
      body: { application_id: applicationId, kind, object_name: path },
    });
    if (verified.error) {
      const status = verified.response?.status ?? 0;
      if (status === 415) return typeRefused();
      return fail(reportFailure(`uploadApplicationDocument (${kind} verify)`, { error: verified.error, status }));
    }
    return ok({ path });
  } catch (error) {
    return fail(fromException('uploadApplicationDocument', error));
  }
}

/** Where an application stands for /application-paid. 'unknown': not an application of this browser's session. */
export type PaymentState = 'paid' | 'unpaid' | 'submitted' | 'unknown';

/**
 * Whether the payment provider has confirmed the payment of this browser's application (the
 * payment-webhook function records it; the browser only reads).
 */
export async function getApplicationPayment(id: string): Promise<Result<PaymentState>> {
  try {
    const supabase = await getSupabase();
    const { data: sessionData } = await supabase.auth.getSession();
    if (!sessionData.session) return ok('unknown');
    const { data, error, status } = await supabase.from('applications').select('status, payment_status').eq('id', id).maybeSingle();
    if (error) return fail(reportFailure('getApplicationPayment', { error, status }));
    if (!data) return ok('unknown');
    if (data.status === 'submitted') return ok('submitted');
    return ok(data.payment_status === 'paid' ? 'paid' : 'unpaid');
  } catch (error) {
    return fail(fromException('getApplicationPayment', error));
  }
}

/**
 * Finalize after the verified payment: status 'submitted', with the merged wizard data and the
 * finalize fields. The database accepts it only for the owner's own draft whose payment is
 * recorded; anything else fails (nothing is created in its place: a payment belongs to one
 * application).
 */
export async function finalizeApplication(id: string, row: FinalizeInput): Promise<Result<{ id: string }>> {
  try {
    const supabase = await getSupabase();
    const values: Row = {
      ...pick(row, DRAFT_COLUMNS),
      ...pick(row, FINALIZE_COLUMNS),
      status: 'submitted',
    };
    return await updateApplication(supabase, id, values, 'finalizeApplication');
  } catch (error) {
    return fail(fromException('finalizeApplication', error));
  }
}

/**
 * The documents already stored for an application (to show "already uploaded" after a
 * reload). No session or no such own application: both null.
 */
export async function getApplicationDocuments(id: string): Promise<Result<ApplicationDocuments>> {
  try {
    const supabase = await getSupabase();
    const { data: sessionData } = await supabase.auth.getSession();
    if (!sessionData.session) return ok({ license: null, insurance: null });
    const { data, error, status } = await supabase
      .from('applications')
      .select('license_document_path, insurance_document_path')
      .eq('id', id)
      .maybeSingle();
    if (error) return fail(reportFailure('getApplicationDocuments', { error, status }));
    return ok({
      license: data?.license_document_path ?? null,
      insurance: data?.insurance_document_path ?? null,
    });
  } catch (error) {
    return fail(fromException('getApplicationDocuments', error));
  }
}

/**
 * This browser's own application that the reviewer reopened for changes (a draft with a
 * review message), or null when the session does not own it or it is not open for editing.
 */
export async function loadReopenedApplication(id: string): Promise<Result<{ row: Record<string, unknown>; message: string } | null>> {
  try {
    const supabase = await getSupabase();
    const { data: sessionData } = await supabase.auth.getSession();
    if (!sessionData.session) return ok(null);
    const { data, error, status } = await supabase.from('applications').select('*').eq('id', id).eq('status', 'draft').maybeSingle();
    if (error) return fail(reportFailure('loadReopenedApplication', { error, status }));
    if (!data || !data.review_message) return ok(null);
    return ok({ row: data as unknown as Record<string, unknown>, message: data.review_message });
  } catch (error) {
    return fail(fromException('loadReopenedApplication', error));
  }
}
