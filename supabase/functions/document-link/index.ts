// document-link: a 60-second link to an application document for dispatch staff (the console's
// "Show insurance certificate" / "Open licence document"). The database decides: the caller's
// token must be staff's and the object an application's current verified document
// (public.document_link_allowed); then the link is signed as the service role. Staff have no
// storage policy of their own, so no link they hold lives longer. verify_jwt on, and the caller's
// JWT is verified here too (_shared/caller.ts; supabase/README.md "Function keys").
// docs/dispatch-api.md "Documents".
import { CORS_HEADERS, handleDocumentLink } from '../_shared/documents.ts';
import { authenticateCaller, callerKeysFromEnv } from '../_shared/caller.ts';

const BUCKET = 'application-documents';
const url = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
const keys = callerKeysFromEnv((name) => Deno.env.get(name));

async function serve(req: Request): Promise<Response> {
  // The function verifies the caller's JWT itself (verify_jwt on or off, new signing keys): only
  // a signed-in user's token whose signature verifies reaches the database's staff check.
  if (req.method === 'POST' && (await authenticateCaller(req, keys)).kind !== 'user') {
    return new Response(JSON.stringify({ code: 'unauthorized', message: 'Sign in first.' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json', ...CORS_HEADERS },
    });
  }
  return await handleDocumentLink(req, {
    access: async (token, objectName) => {
      const res = await fetch(`${url}/rest/v1/rpc/document_link_allowed`, {
        method: 'POST',
        headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ p_name: objectName }),
      });
      const body: unknown = await res.json().catch(() => null);
      if (res.status === 200) return body === true ? 'allowed' : 'not_verified';
      // 42501 (not staff) answers 401/403; an expired or foreign token 401.
      if (res.status === 401 || res.status === 403) return 'not_staff';
      throw new Error(`document_link_allowed answered ${res.status}`);
    },
    sign: async (objectName, seconds) => {
      const path = objectName.split('/').map(encodeURIComponent).join('/');
      const res = await fetch(`${url}/storage/v1/object/sign/${BUCKET}/${path}`, {
        method: 'POST',
        headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ expiresIn: seconds }),
      });
      const body = (await res.json().catch(() => null)) as { signedURL?: unknown } | null;
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok || typeof body?.signedURL !== 'string') throw new Error(`storage answered ${res.status}`);
      // Served as a download (Content-Disposition: attachment), never rendered in the console's
      // origin, whatever bytes the file holds.
      return `/storage/v1${body.signedURL}${body.signedURL.includes('?') ? '&' : '?'}download=`;
    },
  });
}

Deno.serve((req) =>
  serve(req).catch((error: unknown) => {
    console.error(`document-link: ${error instanceof Error ? error.message : String(error)}`);
    return new Response(JSON.stringify({ code: 'server_error', message: 'Could not open the document.' }), {
      status: 500,
      headers: { 'Content-Type': 'application/json', ...CORS_HEADERS },
    });
  }),
);
