/**
 * `/rest/v1/rpc/<function>`: PostgREST's function calls (docs/dispatch-api.md lists the ones the
 * console uses).
 *
 * - POST with a JSON object: its keys are the function's named arguments. GET: the query
 *   parameters are the arguments, and the call runs in a read-only transaction, so a volatile
 *   function answers 405 as PostgREST's does.
 * - The function is looked up in the exposed schema by name and argument names (overloads are
 *   told apart by which names they accept and require). None matches: 404 PGRST202.
 * - Arguments are bound as one JSON document and typed by Postgres itself
 *   (`json_to_record(...) as _args(name type, …)` with the function's declared types).
 * - A set-returning function answers a JSON array, a scalar or composite one its JSON value,
 *   a `void` one 204 without a body.
 * - Privileges are Postgres's: EXECUTE grants and what the function itself checks.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { LocalRequest, LocalResponse } from './http.ts';

interface FunctionInfo {
  schema: string;
  name: string;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Input arguments in declaration order. */
  args: { name: string; type: string }[];
  /** How many of the trailing input arguments have defaults. */
  defaults: number;
}

export interface RpcError {
  status: number;
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

export interface RpcPlan {
  sql: string;
  params: unknown[];
  readOnly: boolean;
  kind: 'set' | 'value' | 'void';
}

type Fail = (status: number, code: string, message: string, details?: string | null, hint?: string | null) => never;

async function loadFunctions(db: PGlite, schema: string, name: string): Promise<FunctionInfo[]> {
  const res = await db.query<{
    returns_set: boolean;
    returns_void: boolean;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    in_types: string[];
    defaults: number;
  }>(
    `select p.proretset as returns_set,
            p.prorettype = 'pg_catalog.void'::regtype as returns_void,
            p.proargnames as arg_names,
            p.proargmodes::text[] as arg_modes,
            array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes::oid[]) with ordinality u(t, i) order by i) as in_types,
            p.pronargdefaults::int as defaults
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [schema, name],
  );
  return res.rows.map((row) => {
    const names = row.arg_names ?? [];
    const modes = row.arg_modes;
    // Input argument names: all when there are no modes, else those of mode i, b or v.
    const inNames = modes === null ? names.slice(0, row.in_types.length) : names.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
    return {
      schema,
      name,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      args: row.in_types.map((type, i) => ({ name: inNames[i] ?? '', type })),
      defaults: row.defaults,
    };
  });
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Picks the overload that accepts every given name and gets every argument without a default. */
function choose(candidates: FunctionInfo[], given: string[]): FunctionInfo | undefined {
  return candidates.find((f) => {
    const names = f.args.map((a) => a.name);
    const required = names.slice(0, names.length - f.defaults);
    return given.every((g) => names.includes(g)) && required.every((r) => given.includes(r));
  });
}

/** Arguments from the request: the JSON body (POST) or the query string (GET/HEAD). */
function argumentsOf(req: LocalRequest, fail: Fail): { args: Record<string, unknown>; readOnly: boolean } {
  const method = req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    const args: Record<string, unknown> = {};
    for (const [key, value] of req.url.searchParams) args[key] = value;
    return { args, readOnly: true };
  }
  if (method !== 'POST') fail(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  const text = req.body.toString('utf8');
  if (text.trim() === '') return { args: {}, readOnly: false };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    fail(400, 'PGRST102', 'Empty or invalid json');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) fail(400, 'PGRST102', 'Empty or invalid json');
  return { args: body as Record<string, unknown>, readOnly: false };
}

export async function planRpc(db: PGlite, schema: string, name: string, req: LocalRequest, fail: Fail): Promise<RpcPlan> {
  const { args, readOnly } = argumentsOf(req, fail);
  const given = Object.keys(args);
  const fn = choose(await loadFunctions(db, schema, name), given);
  if (!fn) {
    fail(404, 'PGRST202', `Could not find the function ${schema}.${name}(${given.join(', ')}) in the schema cache`, null,
      'Perhaps you meant to call a different function, or the arguments do not match its parameters.');
  }
  const used = fn.args.filter((a) => given.includes(a.name));
  const target = `${quoteIdent(schema)}.${quoteIdent(name)}`;
  const call = `${target}(${used.map((a) => `${quoteIdent(a.name)} := _args.${quoteIdent(a.name)}`).join(', ')})`;
  const from = used.length === 0
    ? ''
    : ` from json_to_record($1::json) as _args(${used.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ')})`;
  const params = used.length === 0 ? [] : [JSON.stringify(Object.fromEntries(used.map((a) => [a.name, args[a.name]])))];
  if (fn.returnsSet) {
    const inner = used.length === 0 ? `select * from ${call} _r` : `select _r.* from json_to_record($1::json) as _args(${used.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ')}), lateral ${call} _r`;
    return {
      sql: `select coalesce(json_agg(_t), '[]')::text as body, count(*)::int as n from (${inner}) _t`,
      params,
      readOnly,
      kind: 'set',
    };
  }
  return {
    sql: `select pg_catalog.to_json(${call})::text as body, 1 as n${from}`,
    params,
    readOnly,
    kind: fn.returnsVoid ? 'void' : 'value',
  };
}

/** The response of a planned call, from what its statement returned. */
export function rpcResponse(plan: RpcPlan, body: string | null, count: number, method: string): LocalResponse {
  if (plan.kind === 'void') return { status: 204, headers: {}, body: '' };
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (plan.kind === 'set') headers['Content-Range'] = count > 0 ? `0-${count - 1}/*` : '*/*';
  return { status: 200, headers, body: method.toUpperCase() === 'HEAD' ? '' : (body ?? 'null') };
}

