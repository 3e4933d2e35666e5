/**
 * `/storage/v1`: the part of storage-api v1.60 that the app and its tests use (docs/supabase-wire.md#storage).
 *
 * Uploads follow storage-api's mechanics: the bucket is read as the superuser, size and type
 * are checked against the bucket's limits, then the permission is probed AS THE CALLER inside
 * a transaction that is rolled back (plain insert without RETURNING → INSERT policy; upsert
 * with ON CONFLICT … RETURNING → INSERT + SELECT + UPDATE policies), then the object row and
 * its bytes are written as the superuser. Reads, listing, signing and deletes run as the
 * caller, so storage.objects RLS decides. Errors use storage-api's envelope: HTTP 400 (500 for
 * server faults) with the real code as a string `statusCode`.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createHash, randomUUID } from 'node:crypto';
import {
  QUERY_CANCELED,
  asPgError,
  header,
  json,
  resolveCaller,
  setRequestContext,
  type Caller,
  type LocalRequest,
  type LocalResponse,
} from './http.ts';
import { roleLimitsOf } from './deadline.ts';
import { signJwt, verifyJwt } from './keys.ts';
import { bytesMatchContentType, documentContentType } from '../functions/_shared/documents.ts';

export interface StorageDeps {
  db: PGlite;
}

interface BucketRow {
  id: string;
  name: string;
  public: boolean | null;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  owner: string | null;
  created_at: Date | null;
  updated_at: Date | null;
}

class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly error: string,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function storageErrorResponse(e: StorageError): LocalResponse {
  const status = e.statusCode === '500' ? 500 : 400;
  return json(status, { statusCode: e.statusCode, code: e.code, error: e.error, message: e.message });
}

const errors = {
  bucketNotFound: () => new StorageError('404', 'Bucket not found', 'Bucket not found', 'NoSuchBucket'),
  objectNotFound: () => new StorageError('404', 'not_found', 'Object not found', 'NoSuchKey'),
  rls: () =>
    new StorageError('403', 'Unauthorized', 'new row violates row-level security policy', 'AccessDenied'),
  duplicate: () => new StorageError('409', 'Duplicate', 'The resource already exists', 'Duplicate'),
  tooLarge: () =>
    new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size', 'EntityTooLarge'),
  mime: (type: string) =>
    new StorageError('415', 'invalid_mime_type', `mime type ${type} is not supported`, 'InvalidMimeType'),
  content: (type: string) =>
    new StorageError('415', 'invalid_mime_type', `the file's content is not ${type}`, 'InvalidMimeType'),
  invalidKey: (key: string) => new StorageError('400', 'Invalid Input', `Invalid key: ${key}`, 'InvalidKey'),
  invalidJwt: (message: string) => new StorageError('403', 'Unauthorized', message, 'InvalidJWT'),
  badRequest: (message: string) => new StorageError('400', 'Bad Request', message, 'InvalidRequest'),
  notFound: () => new StorageError('404', 'Not Found', 'Route not found', 'NotFound'),
};

/** storage-api's answer to a database error (DBError.fromDBError), or null when it is not one. */
function databaseError(error: unknown): StorageError | null {
  const pg = asPgError(error);
  if (!pg) return null;
  if (pg.code === '42501') return errors.rls();
  if (pg.code === '23505') return errors.duplicate();
  if (pg.code === '23503') return new StorageError('404', 'InvalidRequest', 'The related resource does not exist', 'InvalidRequest');
  if (pg.code === '55P03') return new StorageError('423', 'ResourceLocked', 'The resource is locked', 'ResourceLocked');
  if (pg.code === QUERY_CANCELED) return new StorageError('544', 'DatabaseTimeout', 'The connection to the database timed out', 'DatabaseTimeout');
  return new StorageError('500', 'DatabaseError', pg.message, 'DatabaseError');
}

function translatePgError(error: unknown): never {
  throw databaseError(error) ?? error;
}

function validKey(key: string): boolean {
  if (key === '' || key.length > 1024) return false;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(key)) return false;
  const parts = key.split('/');
  return parts.every((p) => p !== '' && p !== '.' && p !== '..');
}

function splitBucketPath(rest: string): { bucket: string; key: string } {
  const decoded = rest
    .split('/')
    .filter((s) => s !== '')
    .map((s) => decodeURIComponent(s));
  const [bucket, ...keyParts] = decoded;
  if (bucket === undefined) throw errors.badRequest('bucket is required');
  return { bucket, key: keyParts.join('/') };
}

async function asCaller<T>(
  db: PGlite,
  caller: Caller,
  req: LocalRequest,
  operation: string,
  fn: (tx: Transaction) => Promise<T>,
  rollback = false,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
      await setRequestContext(db, tx, caller, req, {
        'request.jwt.claim.sub': sub,
        'request.jwt.claim.role': caller.role,
        'request.jwt': caller.token ?? '',
        'storage.operation': operation,
      });
      const result = await fn(tx);
      if (rollback) await tx.rollback();
      return result;
    });
  } catch (error) {
    if (error instanceof StorageError) throw error;
    return translatePgError(error);
  } finally {
    // The caller's deadline covers what runs as the caller; the bytes are written after it (hosted: S3).
    roleLimitsOf(db)?.deadline.disarm();
  }
}

async function loadBucket(db: PGlite, id: string): Promise<BucketRow> {
  const res = await db.query<BucketRow>(
    `select id, name, public, file_size_limit, allowed_mime_types, owner, created_at, updated_at
       from storage.buckets where id = $1`,
    [id],
  );
  const bucket = res.rows[0];
  if (!bucket) throw errors.bucketNotFound();
  return bucket;
}

function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    if (p.endsWith('/*')) return base.startsWith(p.slice(0, -1));
    return p === base;
  });
}

export interface UploadedFile {
  data: Buffer;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Upload bodies parsed before their request's turn on the database (server.ts prepareUpload). */
const prepared = new WeakMap<Buffer, Promise<UploadedFile>>();

/**
 * Parses an upload's body (multipart or raw) ahead of the database queue, so a large upload's
 * parsing does not hold other requests up; the upload then takes the parsed file.
 */
export function prepareUpload(req: LocalRequest): void {
  const method = req.method.toUpperCase();
  if ((method === 'POST' || method === 'PUT') && /^\/storage\/v1\/object\/[^/]/.test(req.url.pathname) && !/^\/storage\/v1\/object\/(sign|list|move|copy)\b/.test(req.url.pathname)) {
    const file = readUpload(req);
    file.catch(() => undefined);
    prepared.set(req.body, file);
  }
}

async function readUpload(req: LocalRequest): Promise<UploadedFile> {
  const contentType = header(req, 'content-type') ?? 'application/octet-stream';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await new Request('http://local/upload', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(req.body),
    }).formData();
    let file: Blob | null = null;
    let cacheControl = '3600';
    let userMetadata: Record<string, unknown> | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        if (name === 'cacheControl') cacheControl = value;
        else if (name === 'metadata') {
          try {
            userMetadata = JSON.parse(value) as Record<string, unknown>;
          } catch {
            userMetadata = null;
          }
        }
      } else if (file === null) {
        file = value;
      }
    }
    if (file === null) throw errors.badRequest('No file in the multipart body');
    return {
      data: Buffer.from(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl,
      userMetadata,
    };
  }
  const cache = header(req, 'cache-control') ?? 'max-age=3600';
  const metaHeader = header(req, 'x-metadata');
  let userMetadata: Record<string, unknown> | null = null;
  if (metaHeader) {
    try {
      userMetadata = JSON.parse(Buffer.from(metaHeader, 'base64').toString('utf8')) as Record<string, unknown>;
    } catch {
      userMetadata = null;
    }
  }
  return {
    data: req.body,
    contentType,
    cacheControl: cache.replace(/^max-age=/, ''),
    userMetadata,
  };
}

async function upload(
  req: LocalRequest,
  deps: StorageDeps,
  caller: Caller,
  bucketId: string,
  key: string,
  upsert: boolean,
): Promise<LocalResponse> {
  if (!validKey(key)) throw errors.invalidKey(key);
  const bucket = await loadBucket(deps.db, bucketId);
  const file = await (prepared.get(req.body) ?? readUpload(req));
  const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  if (limit !== null && file.data.length > limit) throw errors.tooLarge();
  if (!mimeAllowed(file.contentType, bucket.allowed_mime_types)) throw errors.mime(file.contentType);
  // Stricter than hosted Storage, which keeps any bytes under the declared type: in a bucket
  // that limits its types, a PDF, PNG or JPEG must start with that type's own bytes. This is
  // the check a bucket would make; on a hosted project the verify-document Edge Function makes
  // it after the upload (docs/dispatch-api.md "Documents").
  if (bucket.allowed_mime_types && documentContentType(file.contentType) !== null && !bytesMatchContentType(file.data, file.contentType)) {
    throw errors.content(file.contentType);
  }

  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const version = randomUUID();
  const etag = `"${createHash('md5').update(file.data).digest('hex')}"`;
  const metadata = {
    eTag: etag,
    size: file.data.length,
    mimetype: file.contentType,
    cacheControl: `max-age=${file.cacheControl}`,
    lastModified: new Date().toISOString(),
    contentLength: file.data.length,
    httpStatusCode: 200,
  };
  const ownerUuid = owner !== null && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null;

  // 1. Permission probe as the caller, rolled back.
  await asCaller(deps.db, caller, req, upsert ? 'storage.object.upload_upsert' : 'storage.object.upload', async (tx) => {
    const values = [bucketId, key, ownerUuid, owner, JSON.stringify(metadata), version, JSON.stringify(file.userMetadata)];
    if (upsert) {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb)
         on conflict (name, bucket_id) do update
           set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
               version = excluded.version, user_metadata = excluded.user_metadata, updated_at = now()
         returning *`,
        values,
      );
    } else {
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb)`,
        values,
      );
    }
  }, true);

  // 2. Write the bytes and the row as the superuser.
  const id = await deps.db.transaction(async (tx) => {
    const res = await tx.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb)
       on conflict (name, bucket_id) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             version = excluded.version, user_metadata = excluded.user_metadata, updated_at = now(),
             last_accessed_at = now()
       returning id`,
      [bucketId, key, ownerUuid, owner, JSON.stringify(metadata), version, JSON.stringify(file.userMetadata)],
    );
    await tx.query(
      `insert into _local.object_data (bucket_id, name, data) values ($1, $2, $3)
       on conflict (bucket_id, name) do update set data = excluded.data`,
      [bucketId, key, file.data],
    );
    return res.rows[0]?.id ?? null;
  });
  return json(200, { Id: id, Key: `${bucketId}/${key}` });
}

interface ObjectRow {
  id: string;
  name: string;
  metadata: Record<string, unknown> | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
}

async function readBytes(db: PGlite, bucketId: string, key: string): Promise<Buffer> {
  const res = await db.query<{ data: Uint8Array }>(
    `select data from _local.object_data where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  const data = res.rows[0]?.data;
  if (!data) throw errors.objectNotFound();
  return Buffer.from(data);
}

function fileResponse(req: LocalRequest, row: ObjectRow, data: Buffer): LocalResponse {
  const meta = row.metadata ?? {};
  const headers: Record<string, string> = {
    'Content-Type': typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
    'Content-Length': String(data.length),
    'Cache-Control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'no-cache',
    // The browser must take the stored type as it is, never guess another from the bytes.
    'X-Content-Type-Options': 'nosniff',
  };
  if (typeof meta.eTag === 'string') headers.ETag = meta.eTag;
  if (row.updated_at) headers['Last-Modified'] = row.updated_at.toUTCString();
  const download = req.url.searchParams.get('download');
  const filename = download !== null && download !== '' ? download : (row.name.split('/').pop() ?? 'download');
  // Shown in the browser only when it is a document type a browser renders without running
  // anything (PDF, PNG, JPEG); anything else is a download.
  const inline = download === null && documentContentType(headers['Content-Type'] ?? '') !== null;
  headers['Content-Disposition'] = `${inline ? 'inline' : 'attachment'}; filename="${filename.replace(/["\\\r\n]/g, '_')}"`;
  return { status: 200, headers, body: req.method.toUpperCase() === 'HEAD' ? Buffer.alloc(0) : data };
}

async function download(
  req: LocalRequest,
  deps: StorageDeps,
  caller: Caller,
  bucketId: string,
  key: string,
  publicAccess: boolean,
): Promise<LocalResponse> {
  const bucket = await loadBucket(deps.db, bucketId);
  let row: ObjectRow | undefined;
  if (publicAccess) {
    if (!bucket.public) throw errors.objectNotFound();
    const res = await deps.db.query<ObjectRow>(
      `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
        where bucket_id = $1 and name = $2`,
      [bucketId, key],
    );
    row = res.rows[0];
  } else {
    row = await asCaller(deps.db, caller, req, 'storage.object.get', async (tx) => {
      const res = await tx.query<ObjectRow>(
        `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
          where bucket_id = $1 and name = $2`,
        [bucketId, key],
      );
      return res.rows[0];
    });
  }
  if (!row) throw errors.objectNotFound();
  return fileResponse(req, row, await readBytes(deps.db, bucketId, key));
}

function readJsonBody(req: LocalRequest): Record<string, unknown> {
  const text = req.body.toString('utf8').trim();
  if (text === '') return {};
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.badRequest('body must be a JSON object');
}

async function list(req: LocalRequest, deps: StorageDeps, caller: Caller, bucketId: string): Promise<LocalResponse> {
  await loadBucket(deps.db, bucketId);
  const body = readJsonBody(req);
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  prefix = prefix.replace(/^\/+/, '');
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const limit = typeof body.limit === 'number' ? Math.max(0, Math.min(body.limit, 1000)) : 100;
  const offset = typeof body.offset === 'number' ? Math.max(0, body.offset) : 0;
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = typeof body.sortBy === 'object' && body.sortBy !== null ? (body.sortBy as Record<string, unknown>) : {};
  const sortColumn = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(String(sortBy.column))
    ? String(sortBy.column)
    : 'name';
  const descending = String(sortBy.order).toLowerCase() === 'desc';

  const rows = await asCaller(deps.db, caller, req, 'storage.object.list', async (tx) => {
    const like = prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
    const res = await tx.query<ObjectRow>(
      `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
        where bucket_id = $1 and name like $2 escape '\\'
        order by name`,
      [bucketId, like],
    );
    return res.rows;
  });

  type Entry = { name: string; id: string | null; updated_at: string | null; created_at: string | null; last_accessed_at: string | null; metadata: Record<string, unknown> | null };
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash >= 0 ? rest.slice(0, slash) : rest;
    if (search !== '' && !name.toLowerCase().includes(search.toLowerCase())) continue;
    if (entries.has(name)) continue;
    entries.set(
      name,
      slash >= 0
        ? { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
        : {
            name,
            id: row.id,
            updated_at: row.updated_at?.toISOString() ?? null,
            created_at: row.created_at?.toISOString() ?? null,
            last_accessed_at: row.last_accessed_at?.toISOString() ?? null,
            metadata: row.metadata,
          },
    );
  }
  const sorted = [...entries.values()].sort((a, b) => {
    const key = sortColumn as keyof Entry;
    const av = String(a[key] ?? '');
    const bv = String(b[key] ?? '');
    return descending ? bv.localeCompare(av) : av.localeCompare(bv);
  });
  return json(200, sorted.slice(offset, offset + limit));
}

async function sign(
  req: LocalRequest,
  deps: StorageDeps,
  caller: Caller,
  bucketId: string,
  key: string,
): Promise<LocalResponse> {
  await loadBucket(deps.db, bucketId);
  const body = readJsonBody(req);
  const expiresIn = typeof body.expiresIn === 'number' && body.expiresIn > 0 ? Math.floor(body.expiresIn) : null;
  if (expiresIn === null) throw errors.badRequest('expiresIn is required');
  const found = await asCaller(deps.db, caller, req, 'storage.object.sign', async (tx) => {
    const res = await tx.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [bucketId, key]);
    return res.rows.length > 0;
  });
  if (!found) throw errors.objectNotFound();
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt({ url: `${bucketId}/${key}`, iat: now, exp: now + expiresIn });
  const encodedPath = `${encodeURIComponent(bucketId)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return json(200, { signedURL: `/object/sign/${encodedPath}?token=${token}` });
}

async function signedDownload(req: LocalRequest, deps: StorageDeps, bucketId: string, key: string): Promise<LocalResponse> {
  const token = req.url.searchParams.get('token');
  if (!token) throw errors.badRequest('token is required');
  const verified = await verifyJwt(token);
  if (!verified.ok) throw errors.invalidJwt(verified.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  if (verified.claims.url !== `${bucketId}/${key}`) throw errors.invalidJwt('Invalid signature');
  const res = await deps.db.query<ObjectRow>(
    `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
      where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  const row = res.rows[0];
  if (!row) throw errors.objectNotFound();
  return fileResponse(req, row, await readBytes(deps.db, bucketId, key));
}

async function remove(req: LocalRequest, deps: StorageDeps, caller: Caller, bucketId: string): Promise<LocalResponse> {
  await loadBucket(deps.db, bucketId);
  const body = readJsonBody(req);
  const prefixes = Array.isArray(body.prefixes) ? body.prefixes.filter((p): p is string => typeof p === 'string') : [];
  if (prefixes.length === 0) throw errors.badRequest('prefixes is required');
  const deleted = await asCaller(deps.db, caller, req, 'storage.object.delete_many', async (tx) => {
    const res = await tx.query<ObjectRow & { bucket_id: string }>(
      `delete from storage.objects
        where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
        returning id, name, bucket_id, metadata, updated_at, created_at, last_accessed_at`,
      [bucketId, JSON.stringify(prefixes)],
    );
    return res.rows;
  });
  if (deleted.length > 0) {
    await deps.db.query(
      `delete from _local.object_data where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))`,
      [bucketId, JSON.stringify(deleted.map((d) => d.name))],
    );
  }
  return json(
    200,
    deleted.map((d) => ({
      name: d.name,
      id: d.id,
      bucket_id: d.bucket_id,
      metadata: d.metadata,
      updated_at: d.updated_at?.toISOString() ?? null,
      created_at: d.created_at?.toISOString() ?? null,
      last_accessed_at: d.last_accessed_at?.toISOString() ?? null,
    })),
  );
}

async function buckets(req: LocalRequest, deps: StorageDeps, caller: Caller, id: string | null): Promise<LocalResponse> {
  const rows = await asCaller(deps.db, caller, req, 'storage.bucket.list', async (tx) => {
    const res = await tx.query<BucketRow>(
      `select id, name, public, file_size_limit, allowed_mime_types, owner, created_at, updated_at
         from storage.buckets ${id === null ? '' : 'where id = $1'} order by name`,
      id === null ? [] : [id],
    );
    return res.rows;
  });
  const shape = (b: BucketRow) => ({
    id: b.id,
    name: b.name,
    owner: b.owner ?? '',
    public: b.public ?? false,
    file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
    allowed_mime_types: b.allowed_mime_types,
    created_at: b.created_at?.toISOString() ?? null,
    updated_at: b.updated_at?.toISOString() ?? null,
  });
  if (id === null) return json(200, rows.map(shape));
  const bucket = rows[0];
  if (!bucket) throw errors.bucketNotFound();
  return json(200, shape(bucket));
}

export async function handleStorage(req: LocalRequest, deps: StorageDeps): Promise<LocalResponse> {
  try {
    const method = req.method.toUpperCase();
    const path = req.path;

    if (method === 'GET' && path.startsWith('/object/sign/')) {
      const { bucket, key } = splitBucketPath(path.slice('/object/sign/'.length));
      return await signedDownload(req, deps, bucket, key);
    }
    if ((method === 'GET' || method === 'HEAD') && path.startsWith('/object/public/')) {
      const { bucket, key } = splitBucketPath(path.slice('/object/public/'.length));
      return await download(req, deps, { role: 'anon', claims: { role: 'anon' }, token: null }, bucket, key, true);
    }

    const resolved = await resolveCaller(req.headers);
    if (!resolved.ok) {
      throw errors.invalidJwt(resolved.reason === 'expired' ? 'jwt expired' : resolved.message);
    }
    const caller = resolved.caller;

    if (method === 'POST' && path.startsWith('/object/list/')) {
      const { bucket } = splitBucketPath(path.slice('/object/list/'.length));
      return await list(req, deps, caller, bucket);
    }
    if (method === 'POST' && path.startsWith('/object/sign/')) {
      const { bucket, key } = splitBucketPath(path.slice('/object/sign/'.length));
      return await sign(req, deps, caller, bucket, key);
    }
    if ((method === 'GET' || method === 'HEAD') && path.startsWith('/object/authenticated/')) {
      const { bucket, key } = splitBucketPath(path.slice('/object/authenticated/'.length));
      return await download(req, deps, caller, bucket, key, false);
    }
    if (path.startsWith('/object/')) {
      const { bucket, key } = splitBucketPath(path.slice('/object/'.length));
      if (method === 'POST' || method === 'PUT') {
        // PUT is storage-js update(): it replaces, so it is probed like an upsert.
        const upsert = method === 'PUT' || (header(req, 'x-upsert') ?? '').toLowerCase() === 'true';
        return await upload(req, deps, caller, bucket, key, upsert);
      }
      if (method === 'GET' || method === 'HEAD') return await download(req, deps, caller, bucket, key, false);
      if (method === 'DELETE' && key === '') return await remove(req, deps, caller, bucket);
    }
    if (method === 'GET' && (path === '/bucket' || path === '/bucket/')) {
      return await buckets(req, deps, caller, null);
    }
    if (method === 'GET' && path.startsWith('/bucket/')) {
      return await buckets(req, deps, caller, decodeURIComponent(path.slice('/bucket/'.length)));
    }
    throw errors.notFound();
  } catch (error) {
    if (error instanceof StorageError) return storageErrorResponse(error);
    const database = databaseError(error);
    if (database) return storageErrorResponse(database);
    throw error;
  }
}
