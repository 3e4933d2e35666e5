// verify-document: reads the first bytes of an application document the applicant just
// uploaded, as the service role, and records it as verified (public.record_verified_document)
// only when they are those of its declared type; a file that lies about its type is deleted
// and refused. Called by the wizard with the applicant's session (verify_jwt on).
// docs/dispatch-api.md "Documents".
import { createClient } from 'npm:@supabase/supabase-js@2.119.0';
import { CORS_HEADERS, SNIFF_BYTES, handleVerifyDocument } from '../_shared/documents.ts';

const BUCKET = 'application-documents';
const url = Deno.env.get('SUPABASE_URL') ?? '';
const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const supabase = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });

/** The first bytes of the object (a range request; a server that ignores Range sends it all). */
async function readHead(objectName: string) {
  const path = objectName.split('/').map(encodeURIComponent).join('/');
  const res = await fetch(`${url}/storage/v1/object/authenticated/${BUCKET}/${path}`, {
    headers: { Authorization: `Bearer ${serviceKey}`, apikey: serviceKey, Range: `bytes=0-${SNIFF_BYTES - 1}` },
  });
  if (res.status === 400 || res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok || !res.body) throw new Error(`storage answered ${res.status}`);
  const reader = res.body.getReader();
  const head = new Uint8Array(SNIFF_BYTES);
  let filled = 0;
  while (filled < SNIFF_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = Math.min(value.length, SNIFF_BYTES - filled);
    head.set(value.subarray(0, take), filled);
    filled += take;
  }
  await reader.cancel();
  return { contentType: res.headers.get('content-type') ?? '', head: head.subarray(0, filled) };
}

Deno.serve((req) =>
  handleVerifyDocument(req, {
    userId: async (token) => {
      const { data, error } = await supabase.auth.getUser(token);
      return error || !data.user ? null : data.user.id;
    },
    readHead,
    record: async (d) => {
      const { data, error } = await supabase.rpc('record_verified_document', {
        p_owner: d.owner,
        p_application_id: d.applicationId,
        p_kind: d.kind,
        p_object_name: d.objectName,
        p_content_type: d.contentType,
      });
      if (error) {
        // P0001/23514/42501: the database refused (not the caller's draft or object); else a fault.
        if (['P0001', '23514', '42501', '23505'].includes(error.code ?? '')) return { ok: false, message: error.message };
        throw new Error(error.message);
      }
      return { ok: true, previous: typeof data === 'string' ? data : null };
    },
    remove: async (names) => {
      const { error } = await supabase.storage.from(BUCKET).remove(names);
      if (error) console.error(`verify-document: could not delete ${names.join(', ')}: ${error.message}`);
    },
    listFolder: async (folder) => {
      const { data, error } = await supabase.storage.from(BUCKET).list(folder, { limit: 1000 });
      if (error) throw new Error(`could not list ${folder}: ${error.message}`);
      return (data ?? []).filter((entry) => entry.id !== null).map((entry) => `${folder}/${entry.name}`);
    },
    log: (line) => console.log(line),
  }).catch((error: unknown) => {
    console.error(`verify-document: ${error instanceof Error ? error.message : String(error)}`);
    return new Response(JSON.stringify({ code: 'server_error', message: 'Could not verify the document.' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json', ...CORS_HEADERS },
    });
  }),
);
