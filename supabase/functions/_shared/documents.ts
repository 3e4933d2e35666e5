/**
 * Application documents are what they say (docs/dispatch-api.md "Documents"): a licence or
 * insurance document is accepted only when its leading bytes are those of its declared type
 * (PDF, PNG, JPEG) and its object name's extension agrees. The browser checks before upload,
 * the local storage server at upload time, and the `verify-document` Edge Function (service
 * role) after upload on any project, hosted included; only that function records an object as
 * verified in the database, and staff may sign links only for verified objects.
 *
 * Plain TypeScript without imports: the Edge Function (Deno), the local storage server (Node)
 * and the browser (src/domain/file-rules.ts) share it.
 */

/** The document types, with the bytes every file of that type starts with. */
export const DOCUMENT_SIGNATURES = {
  // "%PDF-" (ISO 32000-1 §7.5.2, the file header).
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  // The PNG signature (ISO/IEC 15948 §5.2).
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // SOI marker then the first marker's 0xFF (ISO/IEC 10918-1 B.2.1).
  'image/jpeg': [0xff, 0xd8, 0xff],
} as const satisfies Record<string, readonly number[]>;

export type DocumentContentType = keyof typeof DOCUMENT_SIGNATURES;

/**
 * How many leading bytes decide the type: the signature, and no markup a browser could run in
 * them (a `%PDF-` file with an HTML page after the header is a polyglot, refused).
 */
export const SNIFF_BYTES = 4096;

/** Markup that has no place in the head of a PDF, PNG or JPEG (ASCII, any letter case). */
const MARKUP = ['<html', '<head', '<body', '<script', '<iframe', '<!doctype', '<svg', '<object', '<embed'];

/** Whether bytes contain HTML/SVG markup (case-insensitive ASCII). */
export function containsMarkup(head: Uint8Array): boolean {
  let text = '';
  for (let i = 0; i < head.length; i += 1) {
    const byte = head[i] ?? 0;
    text += byte >= 0x41 && byte <= 0x5a ? String.fromCharCode(byte + 32) : byte < 0x80 ? String.fromCharCode(byte) : '\u0000';
  }
  return MARKUP.some((tag) => text.includes(tag));
}

const EXTENSIONS: Record<string, DocumentContentType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** 'application/pdf; charset=x' → 'application/pdf'; image/jpg (an alias some systems send) → image/jpeg. */
export function baseContentType(type: string): string {
  const base = (type.split(';')[0] ?? '').trim().toLowerCase();
  return base === 'image/jpg' ? 'image/jpeg' : base;
}

/** The document type a declared content type names, or null when it names none of them. */
export function documentContentType(type: string): DocumentContentType | null {
  const base = baseContentType(type);
  return base in DOCUMENT_SIGNATURES ? (base as DocumentContentType) : null;
}

/** The document type a file or object name's extension stands for, or null. */
export function contentTypeForName(name: string): DocumentContentType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return EXTENSIONS[name.slice(dot + 1).toLowerCase()] ?? null;
}

/** The document type the leading bytes show, or null when they are none of them. */
export function sniffDocumentType(head: Uint8Array): DocumentContentType | null {
  if (containsMarkup(head.subarray(0, SNIFF_BYTES))) return null;
  for (const [type, signature] of Object.entries(DOCUMENT_SIGNATURES)) {
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return type as DocumentContentType;
  }
  return null;
}

/** Whether the leading bytes are those of the declared content type (false for any other type). */
export function bytesMatchContentType(head: Uint8Array, declared: string): boolean {
  const type = documentContentType(declared);
  return type !== null && sniffDocumentType(head) === type;
}

// ---------------------------------------------------------------------------------------------
// The verify-document function
// ---------------------------------------------------------------------------------------------

export const DOCUMENT_KINDS = ['license', 'insurance'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * An application document's object name: `<owner>/<application>/<kind>-<uuid>.<ext>`. The
 * uuid makes every upload a new object, so a link signed for an earlier upload never serves
 * a later one (the database also refuses a name used before).
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const DOCUMENT_OBJECT_NAME = new RegExp(`^(${UUID})/(${UUID})/(license|insurance)-${UUID}\\.(pdf|jpg|jpeg|png)$`);

/** The stored object as the function reads it: its declared type and first bytes. */
export interface StoredObjectHead {
  contentType: string;
  head: Uint8Array;
}

export type RecordDocumentOutcome =
  | { ok: true; previous: string | null }
  /** The database refused (not the caller's draft, not its object, a name used before). */
  | { ok: false; message: string };

export interface VerifyDocumentDeps {
  /** The signed-in user the bearer token belongs to, or null. */
  userId(token: string): Promise<string | null>;
  /** The object's head, or null when it does not exist. */
  readHead(objectName: string): Promise<StoredObjectHead | null>;
  /** public.record_verified_document as the service role. */
  record(document: {
    owner: string;
    applicationId: string;
    kind: DocumentKind;
    objectName: string;
    contentType: DocumentContentType;
  }): Promise<RecordDocumentOutcome>;
  remove(objectNames: string[]): Promise<void>;
  /** The full names of the objects directly in a folder. */
  listFolder(folder: string): Promise<string[]>;
  log?: (line: string) => void;
}

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
} as const;

/** The code the wizard turns into its "Invalid File Type" toast. */
export const INVALID_FILE_TYPE = 'invalid_file_type';

function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...CORS_HEADERS } });
}

const MAX_BODY_BYTES = 4096;

/**
 * POST { application_id, kind, object_name } with the applicant's session. Reads the object's
 * first bytes as the service role; when they are not those of its declared type and name, the
 * object is deleted and 415 `invalid_file_type` is answered; otherwise the database records it
 * as verified and points the application at it, and the upload it replaces (with any unverified
 * earlier upload of the same kind) is deleted.
 */
export async function handleVerifyDocument(req: Request, deps: VerifyDocumentDeps): Promise<Response> {
  const log = deps.log ?? (() => undefined);
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return reply(405, { code: 'method_not_allowed', message: 'Use POST.' });
  const token = /^Bearer (.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  const owner = token === '' ? null : await deps.userId(token);
  if (owner === null) return reply(401, { code: 'unauthorized', message: 'Sign in first.' });

  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) return reply(413, { code: 'too_large', message: 'Body too large.' });
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return reply(400, { code: 'bad_request', message: 'Send a JSON object.' });
  }
  const { application_id: applicationId, kind, object_name: objectName } = body;
  const match = typeof objectName === 'string' ? DOCUMENT_OBJECT_NAME.exec(objectName) : null;
  if (
    typeof applicationId !== 'string' ||
    typeof kind !== 'string' ||
    !(DOCUMENT_KINDS as readonly string[]).includes(kind) ||
    typeof objectName !== 'string' ||
    match === null ||
    match[1] !== owner ||
    match[2] !== applicationId ||
    match[3] !== kind
  ) {
    return reply(400, { code: 'bad_request', message: 'Name one of your own uploads: application_id, kind, object_name.' });
  }

  const object = await deps.readHead(objectName);
  if (object === null) return reply(404, { code: 'not_found', message: 'No such upload.' });
  const declared = documentContentType(object.contentType);
  if (declared === null || contentTypeForName(objectName) !== declared || sniffDocumentType(object.head) !== declared) {
    log(`verify-document: ${objectName} is not a ${object.contentType} (leading bytes do not match); deleted`);
    await deps.remove([objectName]);
    return reply(415, { code: INVALID_FILE_TYPE, message: 'Please upload a PDF, JPG, or PNG file.' });
  }

  const recorded = await deps.record({ owner, applicationId, kind: kind as DocumentKind, objectName, contentType: declared });
  if (!recorded.ok) {
    await deps.remove([objectName]);
    return reply(409, { code: 'refused', message: recorded.message });
  }
  // The upload it replaces goes, and so does any earlier upload of this kind that was never
  // verified (an attempt whose verification did not get through): the folder keeps one per kind.
  const folder = objectName.slice(0, objectName.lastIndexOf('/'));
  const stale = (await deps.listFolder(folder)).filter((name) => name !== objectName && name.startsWith(`${folder}/${kind}-`));
  if (recorded.previous !== null && recorded.previous !== objectName && !stale.includes(recorded.previous)) stale.push(recorded.previous);
  if (stale.length > 0) await deps.remove(stale);
  return reply(200, { object_name: objectName, content_type: declared });
}

/** How long a link to an application document works (docs/dispatch-api.md "Documents"). */
export const DOCUMENT_LINK_SECONDS = 60;

export type DocumentLinkAccess = 'allowed' | 'not_verified' | 'not_staff';

export interface DocumentLinkDeps {
  /** public.document_link_allowed with the caller's token: staff, and the current verified object? */
  access(token: string, objectName: string): Promise<DocumentLinkAccess>;
  /** A signed download path under the project URL (`/storage/v1/object/sign/…?token=…`), or null when the object is gone. */
  sign(objectName: string, seconds: number): Promise<string | null>;
}

/**
 * POST { object_name } with a staff session: a link to the application document that works for
 * DOCUMENT_LINK_SECONDS, signed as the service role, only when the database says the caller is
 * staff and the object is an application's current verified document. Staff have no storage
 * policy of their own, so this is the only way they open a document and no link lives longer.
 */
export async function handleDocumentLink(req: Request, deps: DocumentLinkDeps): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return reply(405, { code: 'method_not_allowed', message: 'Use POST.' });
  const token = /^Bearer (.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
  if (token === '') return reply(401, { code: 'unauthorized', message: 'Sign in first.' });
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) return reply(413, { code: 'too_large', message: 'Body too large.' });
  let objectName: unknown;
  try {
    const parsed: unknown = JSON.parse(text);
    objectName = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>).object_name : undefined;
  } catch {
    return reply(400, { code: 'bad_request', message: 'Send a JSON object.' });
  }
  if (typeof objectName !== 'string' || !DOCUMENT_OBJECT_NAME.test(objectName)) {
    return reply(400, { code: 'bad_request', message: 'Name an application document: object_name.' });
  }
  const access = await deps.access(token, objectName);
  if (access === 'not_staff') return reply(403, { code: 'forbidden', message: 'Only dispatch staff open application documents.' });
  if (access === 'not_verified') return reply(404, { code: 'not_found', message: 'Not a verified document of an application.' });
  const signedPath = await deps.sign(objectName, DOCUMENT_LINK_SECONDS);
  if (signedPath === null) return reply(404, { code: 'not_found', message: 'Not a verified document of an application.' });
  return reply(200, { signed_path: signedPath, expires_in: DOCUMENT_LINK_SECONDS });
}
