/**
 * `/rest/v1`: the part of PostgREST v14 that the app and its tests use (docs/supabase-wire.md#rest).
 *
 * Every request runs in one transaction that first applies the PostgREST recipe (role from the
 * JWT, request.jwt.claims, …), so privileges and RLS are Postgres's own. Query parameters are
 * turned into SQL with identifiers taken only from the catalog (a whitelist of the exposed
 * schema's tables and columns) and every client value passed as a bind parameter.
 *
 * Supported: GET/HEAD (select lists with aliases and simple casts, filters eq neq gt gte lt lte
 * like ilike match imatch is in cs cd ov with `not.`, order, limit, offset, count=exact),
 * POST (single object or array, `columns`, `on_conflict`, resolution=merge-duplicates |
 * ignore-duplicates), PATCH, DELETE, Prefer return=representation|minimal, count=exact,
 * tx=rollback, handling=strict + max-affected, singular Accept (406 PGRST116 + rollback),
 * Accept-Profile / Content-Profile. Functions: `/rpc/<name>` (rpc.ts).
 * Not supported (answered 400/404 with a PostgREST-like error): resource embedding, JSON paths
 * in select, `or`/`and` trees.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  RollbackWith,
  asPgError,
  header,
  json,
  resolveCaller,
  setRequestContext,
  type Caller,
  type LocalRequest,
  type LocalResponse,
} from './http.ts';
import { planRpc, rpcResponse } from './rpc.ts';

const EXPOSED_SCHEMAS = ['public', 'graphql_public'] as const;
const MAX_ROWS = 1000;
const SINGULAR = 'application/vnd.pgrst.object+json';

interface ColumnInfo {
  name: string;
  type: string;
}

interface TableInfo {
  schema: string;
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export class SchemaCache {
  #tables = new Map<string, TableInfo>();

  constructor(private readonly db: PGlite) {}

  async reload(): Promise<void> {
    const cols = await this.db.query<{ schema: string; table: string; column: string; type: string }>(
      `select n.nspname as schema, c.relname as table, a.attname as column,
              format_type(a.atttypid, a.atttypmod) as type
         from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p')
        order by n.nspname, c.relname, a.attnum`,
      [EXPOSED_SCHEMAS],
    );
    const pks = await this.db.query<{ schema: string; table: string; column: string }>(
      `select n.nspname as schema, c.relname as table, a.attname as column
         from pg_index i
         join pg_class c on c.oid = i.indrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = any($1)
        order by a.attnum`,
      [EXPOSED_SCHEMAS],
    );
    const tables = new Map<string, TableInfo>();
    for (const row of cols.rows) {
      const key = `${row.schema}.${row.table}`;
      let table = tables.get(key);
      if (!table) {
        table = { schema: row.schema, name: row.table, columns: new Map(), primaryKey: [] };
        tables.set(key, table);
      }
      table.columns.set(row.column, { name: row.column, type: row.type });
    }
    for (const row of pks.rows) tables.get(`${row.schema}.${row.table}`)?.primaryKey.push(row.column);
    this.#tables = tables;
  }

  get(schema: string, table: string): TableInfo | undefined {
    return this.#tables.get(`${schema}.${table}`);
  }

  tableNames(schema: string): string[] {
    return [...this.#tables.values()].filter((t) => t.schema === schema).map((t) => t.name);
  }
}

// Errors ---------------------------------------------------------------------------------------

interface PgrstError {
  status: number;
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
  headers?: Record<string, string>;
}

class RequestError extends Error {
  constructor(readonly error: PgrstError) {
    super(error.message);
  }
}

function fail(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): never {
  throw new RequestError({ status, code, message, details, hint });
}

function errorResponse(e: PgrstError): LocalResponse {
  return json(
    e.status,
    { code: e.code, details: e.details ?? null, hint: e.hint ?? null, message: e.message },
    e.headers ?? {},
  );
}

/** PostgREST's SQLSTATE → HTTP map (Error.hs pgErrorStatus). */
export function pgErrorStatus(code: string, authed: boolean): number {
  // RAISE … USING ERRCODE = 'PT404' sets the HTTP status itself.
  const custom = /^PT([1-5][0-9]{2})$/.exec(code);
  if (custom?.[1] !== undefined) return Number(custom[1]);
  if (code === '42501') return authed ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  const prefix = code.slice(0, 2);
  switch (prefix) {
    case '08':
    case '53':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

// Identifiers and parsing ----------------------------------------------------------------------

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function unquote(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/""/g, '"');
  }
  return trimmed;
}

/** Split on commas that are outside double quotes and parentheses. */
function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of input) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '(') depth++;
    if (!quoted && ch === ')') depth--;
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

const CAST_TYPES = new Set([
  'text', 'varchar', 'integer', 'int', 'int2', 'int4', 'int8', 'smallint', 'bigint', 'numeric',
  'real', 'float4', 'float8', 'boolean', 'bool', 'json', 'jsonb', 'uuid', 'date', 'timestamp',
  'timestamptz', 'time', 'interval', 'text[]',
]);

function columnOf(table: TableInfo, raw: string): ColumnInfo {
  const name = unquote(raw);
  const column = table.columns.get(name);
  if (!column) {
    fail(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return column;
}

interface SelectItem {
  column: string;
  alias: string;
  cast: string | null;
}

/** `select=` → items; `*` → null (all columns). */
function parseSelect(table: TableInfo, raw: string | null): SelectItem[] | null {
  // Whitespace outside double quotes is insignificant.
  let text = '';
  let quoted = false;
  for (const ch of raw ?? '*') {
    if (ch === '"') quoted = !quoted;
    if (!quoted && /\s/.test(ch)) continue;
    text += ch;
  }
  if (text === '' || text === '*') return null;
  const items: SelectItem[] = [];
  for (const part of splitTopLevel(text)) {
    if (part === '*') return null;
    if (part.includes('(')) {
      fail(400, 'PGRST200', `Could not find a relationship for '${part}' in the schema cache`, null,
        'Resource embedding is not supported by the local Supabase.');
    }
    if (part.includes('->')) fail(400, 'PGRST100', `"failed to parse select parameter (${part})"`);
    let rest = part;
    let cast: string | null = null;
    const castAt = rest.lastIndexOf('::');
    if (castAt > 0) {
      cast = rest.slice(castAt + 2).toLowerCase();
      rest = rest.slice(0, castAt);
      if (!CAST_TYPES.has(cast)) fail(400, 'PGRST100', `"failed to parse select parameter (${part})"`);
    }
    let alias: string | null = null;
    const aliasMatch = /^("(?:[^"]|"")+"|[^:"]+):(?!:)(.+)$/.exec(rest);
    if (aliasMatch && aliasMatch[1] !== undefined && aliasMatch[2] !== undefined) {
      alias = unquote(aliasMatch[1]);
      rest = aliasMatch[2];
    }
    const column = columnOf(table, rest);
    items.push({ column: column.name, alias: alias ?? column.name, cast });
  }
  return items;
}

function selectList(items: SelectItem[] | null): string {
  if (items === null) return '*';
  return items
    .map((i) => `${quoteIdent(i.column)}${i.cast ? `::${i.cast}` : ''} as ${quoteIdent(i.alias)}`)
    .join(', ');
}

function returningList(items: SelectItem[] | null): string {
  if (items === null) return '*';
  return [...new Set(items.map((i) => i.column))].map(quoteIdent).join(', ');
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  isdistinct: 'is distinct from',
};

function parseInList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) fail(400, 'PGRST100', `"failed to parse filter (in.${raw})"`);
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v));
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

function buildWhere(table: TableInfo, query: URLSearchParams, params: Params): string {
  const conditions: string[] = [];
  for (const [key, raw] of query) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      fail(400, 'PGRST100', `"failed to parse logic tree (${raw})"`, null,
        'Logic trees (or/and) are not supported by the local Supabase.');
    }
    const column = columnOf(table, key);
    let rest = raw;
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    if (dot < 0) fail(400, 'PGRST100', `"failed to parse filter (${raw})"`);
    const op = rest.slice(0, dot);
    const value = rest.slice(dot + 1);
    const col = quoteIdent(column.name);
    let condition: string;
    if (op === 'is') {
      const word = value.toLowerCase();
      if (word === 'null') condition = `${col} is null`;
      else if (word === 'not_null') condition = `${col} is not null`;
      else if (word === 'true' || word === 'false' || word === 'unknown') condition = `${col} is ${word}`;
      else fail(400, 'PGRST100', `"failed to parse filter (${raw})"`);
    } else if (op === 'in') {
      const list = parseInList(value);
      condition = list.length === 0 ? 'false' : `${col} in (${list.map((v) => params.add(v)).join(', ')})`;
    } else if (OPERATORS[op] !== undefined) {
      const sqlOp = OPERATORS[op];
      const bound = op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
      condition = `${col} ${sqlOp} ${params.add(bound)}`;
    } else {
      fail(400, 'PGRST100', `"failed to parse filter (${raw})"`);
    }
    conditions.push(negate ? `not (${condition})` : condition);
  }
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

function buildOrder(table: TableInfo, raw: string | null): string {
  if (raw === null || raw === '') return '';
  const terms = splitTopLevel(raw).map((term) => {
    const [name, ...mods] = term.split('.');
    const column = columnOf(table, name ?? '');
    let sql = quoteIdent(column.name);
    for (const mod of mods) {
      if (mod === 'asc') sql += ' asc';
      else if (mod === 'desc') sql += ' desc';
      else if (mod === 'nullsfirst') sql += ' nulls first';
      else if (mod === 'nullslast') sql += ' nulls last';
      else fail(400, 'PGRST100', `"failed to parse order (${raw})"`);
    }
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

function nonNegativeInt(raw: string | null, name: string): number | null {
  if (raw === null) return null;
  if (!/^[0-9]+$/.test(raw)) fail(400, 'PGRST100', `"failed to parse ${name} (${raw})"`);
  return Number(raw);
}

// Prefer ---------------------------------------------------------------------------------------

interface Preferences {
  returnRepresentation: boolean;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  rollback: boolean;
  strict: boolean;
  maxAffected: number | null;
  applied: string[];
}

function parsePrefer(raw: string | undefined): Preferences {
  const prefs: Preferences = {
    returnRepresentation: false,
    count: null,
    resolution: null,
    rollback: false,
    strict: false,
    maxAffected: null,
    applied: [],
  };
  for (const token of (raw ?? '').split(',').map((t) => t.trim()).filter(Boolean)) {
    const [name, value] = token.split('=').map((t) => t.trim());
    if (name === 'return') {
      prefs.returnRepresentation = value === 'representation';
      if (value === 'representation' || value === 'minimal') prefs.applied.push(token);
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
      prefs.applied.push(token);
    } else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
      prefs.applied.push(token);
    } else if (name === 'tx' && value === 'rollback') {
      prefs.rollback = true;
      prefs.applied.push(token);
    } else if (name === 'handling' && value === 'strict') {
      prefs.strict = true;
      prefs.applied.push(token);
    } else if (name === 'max-affected' && value !== undefined && /^[0-9]+$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.applied.push(token);
    }
  }
  return prefs;
}

// Body -----------------------------------------------------------------------------------------

function parseBody(req: LocalRequest): unknown {
  const text = req.body.toString('utf8');
  if (text.trim() === '') fail(400, 'PGRST102', 'Empty or invalid json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, 'PGRST102', 'Empty or invalid json');
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownColumn(table: TableInfo, name: string): never {
  return fail(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
}

function payloadColumns(table: TableInfo, rows: Record<string, unknown>[], columnsParam: string | null): string[] {
  const names: string[] = [];
  if (columnsParam !== null) {
    for (const part of splitTopLevel(columnsParam)) {
      const name = unquote(part);
      if (name !== '' && !names.includes(name)) names.push(name);
    }
  } else {
    for (const row of rows) for (const key of Object.keys(row)) if (!names.includes(key)) names.push(key);
  }
  for (const name of names) if (!table.columns.has(name)) unknownColumn(table, name);
  return names;
}

// The handler ----------------------------------------------------------------------------------

interface Outcome {
  body: string;
  first: string | null;
  count: number;
  total: number | null;
}

export interface RestDeps {
  db: PGlite;
  schema: SchemaCache;
}

function profile(req: LocalRequest, write: boolean): string {
  const requested = header(req, write ? 'content-profile' : 'accept-profile');
  const schema = requested ?? 'public';
  if (!(EXPOSED_SCHEMAS as readonly string[]).includes(schema)) {
    fail(406, 'PGRST106', `Invalid schema: ${schema}`, null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`);
  }
  return schema;
}

async function runStatement(
  tx: Transaction,
  sql: string,
  params: unknown[],
): Promise<Outcome> {
  const res = await tx.query<{ body: string; first: string | null; n: number }>(sql, params);
  const row = res.rows[0];
  return { body: row?.body ?? '[]', first: row?.first ?? null, count: Number(row?.n ?? 0), total: null };
}

function wrapJson(inner: string): string {
  return `select coalesce(json_agg(_pgrst_t), '[]')::text as body,
                 (json_agg(_pgrst_t) -> 0)::text as first,
                 count(*)::int as n
            from (${inner}) _pgrst_t`;
}

export async function handleRest(req: LocalRequest, deps: RestDeps): Promise<LocalResponse> {
  try {
    return await handle(req, deps);
  } catch (error) {
    if (error instanceof RequestError) return errorResponse(error.error);
    // A database error outside the request's own transaction (a catalog lookup, PGlite itself):
    // the status PostgREST gives its SQLSTATE.
    const pg = asPgError(error);
    if (pg) return errorResponse({ status: pgErrorStatus(pg.code, true), code: pg.code, message: pg.message, details: pg.detail ?? null, hint: pg.hint ?? null });
    throw error;
  }
}

async function handle(req: LocalRequest, deps: RestDeps): Promise<LocalResponse> {
  const resolved = await resolveCaller(req.headers);
  if (!resolved.ok) {
    if (resolved.reason === 'role') fail(401, '22023', resolved.message);
    const expired = resolved.reason === 'expired';
    throw new RequestError({
      status: 401,
      code: expired ? 'PGRST303' : 'PGRST301',
      message: expired ? 'JWT expired' : resolved.message,
      details: null,
      hint: null,
      headers: {
        'WWW-Authenticate': expired
          ? 'Bearer error="invalid_token", error_description="JWT expired"'
          : `Bearer error="invalid_token", error_description="${resolved.message.replace(/"/g, "'")}"`,
      },
    });
  }
  const caller = resolved.caller;

  const segments = req.path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  if (segments.length === 0) {
    return json(200, { swagger: '2.0', info: { title: 'local Supabase (PostgREST subset)', version: '14' }, paths: {} });
  }
  if (segments[0] === 'rpc') {
    if (segments.length !== 2 || segments[1] === undefined) fail(404, 'PGRST125', `Invalid path specified in request URL`);
    const plan = await planRpc(deps.db, profile(req, req.method.toUpperCase() === 'POST'), segments[1], req, fail);
    const result = await runInTransaction(deps.db, caller, req, async (tx) => {
      if (plan.readOnly) await tx.query('set transaction read only');
      const res = await tx.query<{ body: string | null; n: number }>(plan.sql, plan.params);
      return res.rows[0] ?? { body: null, n: 0 };
    });
    return rpcResponse(plan, result.body, Number(result.n), req.method);
  }
  if (segments.length !== 1 || segments[0] === undefined) fail(404, 'PGRST125', `Invalid path specified in request URL`);

  const method = req.method.toUpperCase();
  const write = method === 'POST' || method === 'PATCH' || method === 'DELETE' || method === 'PUT';
  const schemaName = profile(req, write);
  const tableName = segments[0];
  let table = deps.schema.get(schemaName, tableName);
  if (!table) {
    await deps.schema.reload();
    table = deps.schema.get(schemaName, tableName);
  }
  if (!table) fail(404, 'PGRST205', `Could not find the table '${schemaName}.${tableName}' in the schema cache`);

  const query = req.url.searchParams;
  const prefs = parsePrefer(header(req, 'prefer'));
  const singular = (header(req, 'accept') ?? '').includes(SINGULAR);
  const items = parseSelect(table, query.get('select'));
  const target = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
  const params = new Params();

  let sql: string;
  let countSql: string | null = null;
  let countParams: unknown[] = [];
  let kind: 'read' | 'create' | 'update' | 'delete';
  let representation = prefs.returnRepresentation;

  if (method === 'GET' || method === 'HEAD') {
    kind = 'read';
    representation = true;
    const where = buildWhere(table, query, params);
    const order = buildOrder(table, query.get('order'));
    const limit = Math.min(nonNegativeInt(query.get('limit'), 'limit') ?? MAX_ROWS, MAX_ROWS);
    const offset = nonNegativeInt(query.get('offset'), 'offset') ?? 0;
    sql = wrapJson(`select ${selectList(items)} from ${target}${where}${order} limit ${limit} offset ${offset}`);
    if (prefs.count !== null) {
      countSql = `select count(*)::int as total from ${target}${where}`;
      countParams = [...params.values];
    }
  } else if (method === 'POST') {
    kind = 'create';
    const body = parseBody(req);
    const rows = Array.isArray(body) ? body : [body];
    if (!rows.every(isPlainObject)) fail(400, 'PGRST102', 'All object keys must match');
    const columns = payloadColumns(table, rows as Record<string, unknown>[], query.get('columns'));
    const returning = representation ? returningList(items) : '1';
    let insert: string;
    if (columns.length === 0) {
      if (rows.length !== 1) fail(400, 'PGRST102', 'All object keys must match');
      insert = `insert into ${target} default values`;
    } else {
      const cols = columns.map(quoteIdent).join(', ');
      insert = `insert into ${target} (${cols}) select ${cols} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json) _pgrst_body`;
    }
    if (prefs.resolution !== null) {
      const conflictRaw = query.get('on_conflict');
      const conflict = conflictRaw !== null
        ? splitTopLevel(conflictRaw).map((c) => columnOf(table, c).name)
        : table.primaryKey;
      if (conflict.length === 0) fail(400, 'PGRST100', 'on_conflict requires columns or a primary key');
      const target2 = conflict.map(quoteIdent).join(', ');
      if (prefs.resolution === 'ignore-duplicates' || columns.length === 0) {
        insert += ` on conflict (${target2}) do nothing`;
      } else {
        insert += ` on conflict (${target2}) do update set ${columns
          .map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`)
          .join(', ')}`;
      }
    }
    sql = representation
      ? `with pgrst_source as (${insert} returning ${returning}) ${wrapJson(`select ${selectList(items)} from pgrst_source`)}`
      : `with pgrst_source as (${insert} returning 1) select '' as body, null as first, count(*)::int as n from pgrst_source`;
  } else if (method === 'PATCH') {
    kind = 'update';
    const body = parseBody(req);
    if (!isPlainObject(body)) fail(400, 'PGRST102', 'Empty or invalid json');
    const columns = Object.keys(body);
    for (const name of columns) if (!table.columns.has(name)) unknownColumn(table, name);
    const where = buildWhere(table, query, params);
    if (columns.length === 0) {
      // Nothing to change: PostgREST answers without touching any row.
      return finish(req, { status: representation ? 200 : 204, body: representation ? (singular ? '' : '[]') : '' }, singular, representation);
    }
    const cols = columns.map(quoteIdent).join(', ');
    const update = `update ${target} set (${cols}) = (select ${cols} from json_populate_record(null::${target}, ${params.add(JSON.stringify(body))}::json) _pgrst_body)${where}`;
    sql = representation
      ? `with pgrst_source as (${update} returning ${returningList(items)}) ${wrapJson(`select ${selectList(items)} from pgrst_source`)}`
      : `with pgrst_source as (${update} returning 1) select '' as body, null as first, count(*)::int as n from pgrst_source`;
  } else if (method === 'DELETE') {
    kind = 'delete';
    const where = buildWhere(table, query, params);
    const del = `delete from ${target}${where}`;
    sql = representation
      ? `with pgrst_source as (${del} returning ${returningList(items)}) ${wrapJson(`select ${selectList(items)} from pgrst_source`)}`
      : `with pgrst_source as (${del} returning 1) select '' as body, null as first, count(*)::int as n from pgrst_source`;
  } else {
    return json(405, { code: 'PGRST117', details: null, hint: null, message: `Unsupported HTTP method: ${method}` });
  }

  const outcome = await runInTransaction(deps.db, caller, req, async (tx) => {
    const result = await runStatement(tx, sql, params.values);
    if (countSql !== null) {
      const totals = await tx.query<{ total: number }>(countSql, countParams);
      result.total = Number(totals.rows[0]?.total ?? 0);
    }
    if (singular && result.count !== 1) {
      throw new RollbackWith(
        json(406, {
          code: 'PGRST116',
          details: `The result contains ${result.count} rows`,
          hint: null,
          message: 'Cannot coerce the result to a single JSON object',
        }),
      );
    }
    if (kind !== 'read' && prefs.strict && prefs.maxAffected !== null && result.count > prefs.maxAffected) {
      throw new RollbackWith(
        json(400, {
          code: 'PGRST124',
          details: `The query affects ${result.count} rows`,
          hint: null,
          message: 'Query result exceeds max-affected preference constraint',
        }),
      );
    }
    if (prefs.rollback) await tx.rollback();
    return result;
  });

  const headers: Record<string, string> = {};
  if (prefs.applied.length > 0) headers['Preference-Applied'] = prefs.applied.join(', ');
  // Content-Range as PostgREST's Response.hs writes it (docs/supabase-wire.md#rest): a read
  // gives its range over the counted total; a mutation counts the rows its statement returned,
  // shown only when a count= preference asked for it. An insert or a delete never gives a
  // range ('*/1', '*/0', '*/*'); an update gives one when it touched rows ('0-0/1', '0-1/*').
  const mutationTotal = prefs.count === null ? '*' : String(outcome.count);
  const total = kind === 'read' ? (outcome.total === null ? '*' : String(outcome.total)) : mutationTotal;
  if (kind === 'create' || kind === 'delete') headers['Content-Range'] = `*/${total}`;
  else headers['Content-Range'] = outcome.count > 0 && total !== '0' ? `0-${outcome.count - 1}/${total}` : `*/${total}`;

  let status: number;
  if (kind === 'read') status = 200;
  else if (kind === 'create') {
    // 200 only for a merge-duplicates upsert that stored nothing; ignore-duplicates stays 201.
    status = prefs.resolution === 'merge-duplicates' && outcome.count === 0 ? 200 : 201;
  } else status = representation ? 200 : 204;

  const body = !representation ? '' : singular ? (outcome.first ?? '') : outcome.body;
  return finish(req, { status, body, headers }, singular, representation);
}

function finish(
  req: LocalRequest,
  out: { status: number; body: string; headers?: Record<string, string> },
  singular: boolean,
  representation: boolean,
): LocalResponse {
  const headers: Record<string, string> = { ...(out.headers ?? {}) };
  if (representation) {
    headers['Content-Type'] = `${singular ? SINGULAR : 'application/json'}; charset=utf-8`;
  }
  return { status: out.status, headers, body: req.method.toUpperCase() === 'HEAD' ? '' : out.body };
}

async function runInTransaction<T>(
  db: PGlite,
  caller: Caller,
  req: LocalRequest,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await setRequestContext(db, tx, caller, req);
      return fn(tx);
    });
  } catch (error) {
    if (error instanceof RollbackWith) {
      const res = error.response;
      const parsed = JSON.parse(String(res.body)) as { code: string; message: string; details: string | null; hint: string | null };
      throw new RequestError({ status: res.status, ...parsed });
    }
    const pg = asPgError(error);
    if (pg) {
      throw new RequestError({
        status: pgErrorStatus(pg.code, caller.role !== 'anon'),
        code: pg.code,
        message: pg.message,
        details: pg.detail ?? null,
        hint: pg.hint ?? null,
      });
    }
    throw error;
  }
}
