/**
 * `npm run db:types`: writes src/lib/database.types.ts from the database itself, in the shape
 * `supabase gen types typescript` produces (Json, Database with Tables/Views/Functions/Enums/
 * CompositeTypes per schema, the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes helpers
 * and Constants), so the file generated from a hosted project is a drop-in replacement.
 *
 * It opens a fresh in-memory database exactly as the local Supabase does (bootstrap, then
 * supabase/migrations) and reads the catalog. tests/integration/database-types.test.ts fails
 * when the committed file differs from a fresh generation.
 *
 *   npm run db:types            write the file
 *   npm run db:types -- --check exit 1 when the committed file is stale
 */
import type { PGlite } from '@electric-sql/pglite';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../supabase/local/database.ts';

export const TYPES_FILE = resolve(import.meta.dirname, '..', 'src', 'lib', 'database.types.ts');
/** The schemas the Data API exposes (supabase/config.toml [api] schemas). */
const SCHEMAS = ['graphql_public', 'public'];

interface Column {
  relid: number;
  name: string;
  format: string;
  nullable: boolean;
  hasDefault: boolean;
  identity: '' | 'a' | 'd';
}
interface Relation {
  oid: number;
  schema: string;
  name: string;
  kind: 'table' | 'view';
}
interface ForeignKey {
  name: string;
  schema: string;
  relation: string;
  columns: string[];
  refSchema: string;
  refRelation: string;
  refColumns: string[];
  oneToOne: boolean;
}
interface Arg {
  name: string;
  mode: string;
  format: string;
  hasDefault: boolean;
}
interface Fn {
  schema: string;
  name: string;
  args: Arg[];
  returnFormat: string;
  returnRelid: number;
  setof: boolean;
}
interface EnumType {
  schema: string;
  name: string;
  values: string[];
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

async function readCatalog(db: PGlite) {
  const relations = (
    await db.query<Relation>(
      `select c.oid::int as oid, n.nspname as schema, c.relname as name,
              case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
      [SCHEMAS],
    )
  ).rows;
  const columns = (
    await db.query<Column>(
      `select a.attrelid::int as relid, a.attname as name,
              coalesce(bt.typname, t.typname) as format,
              not a.attnotnull as nullable, a.atthasdef as "hasDefault", a.attidentity::text as identity
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_type t on t.oid = a.atttypid
         left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
        where n.nspname = any($1) and a.attnum > 0 and not a.attisdropped
          and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
      [SCHEMAS],
    )
  ).rows;
  const foreignKeys = (
    await db.query<ForeignKey>(
      `select con.conname as name, n.nspname as schema, c.relname as relation,
              array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i) as columns,
              rn.nspname as "refSchema", rc.relname as "refRelation",
              array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i) as "refColumns",
              exists (select 1 from pg_index i
                       where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                         and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                           = (select array_agg(x order by x) from unnest(con.conkey) x)) as "oneToOne"
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_class rc on rc.oid = con.confrelid
         join pg_namespace rn on rn.oid = rc.relnamespace
        where con.contype = 'f' and n.nspname = any($1)`,
      [SCHEMAS],
    )
  ).rows;
  const functions = (
    await db.query<{ schema: string; name: string; argnames: string[] | null; argmodes: string[] | null; argtypes: string[]; inargs: number; defaults: number; returnFormat: string; returnRelid: number; setof: boolean }>(
      `select n.nspname as schema, p.proname as name, p.proargnames as argnames, p.proargmodes::text[] as argmodes,
              array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(oid, i)
                      join pg_type t on t.oid = u.oid order by u.i) as argtypes,
              p.pronargs::int as inargs, p.pronargdefaults::int as defaults,
              rt.typname as "returnFormat", rt.typrelid::int as "returnRelid", p.proretset as setof
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
        where n.nspname = any($1) and p.prokind = 'f'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
      [SCHEMAS],
    )
  ).rows.map((row): Fn => {
    const modes = row.argmodes ?? row.argtypes.map(() => 'i');
    let inputsSeen = 0;
    const args = row.argtypes.map((format, i) => {
      const mode = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' }[modes[i] ?? 'i'] ?? 'in';
      const isInput = mode === 'in' || mode === 'inout' || mode === 'variadic';
      const hasDefault = isInput && inputsSeen++ >= row.inargs - row.defaults;
      return { name: row.argnames?.[i] ?? '', mode, format, hasDefault };
    });
    return { schema: row.schema, name: row.name, args, returnFormat: row.returnFormat, returnRelid: row.returnRelid, setof: row.setof };
  });
  const enums = (
    await db.query<EnumType>(
      `select n.nspname as schema, t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as values
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
        where n.nspname = any($1) group by n.nspname, t.typname`,
      [SCHEMAS],
    )
  ).rows;
  return { relations, columns, foreignKeys, functions, enums };
}

type Catalog = Awaited<ReturnType<typeof readCatalog>>;

function tsType(format: string, catalog: Catalog): string {
  if (format === 'bool') return 'boolean';
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(format)) return 'number';
  if (['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector'].includes(format)) return 'string';
  if (format === 'json' || format === 'jsonb') return 'Json';
  if (format === 'void') return 'undefined';
  if (format === 'record') return 'Record<string, unknown>';
  if (format.startsWith('_')) return `${tsType(format.slice(1), catalog)}[]`;
  const enumType = catalog.enums.find((e) => e.name === format);
  if (enumType) return `Database[${JSON.stringify(enumType.schema)}]["Enums"][${JSON.stringify(enumType.name)}]`;
  const relation = catalog.relations.find((r) => r.name === format);
  if (relation) return `Database[${JSON.stringify(relation.schema)}][${relation.kind === 'table' ? '"Tables"' : '"Views"'}][${JSON.stringify(relation.name)}]["Row"]`;
  return 'unknown';
}

/** Writes nested blocks with two-space indentation. */
class Out {
  private lines: string[] = [];
  private depth = 0;
  line(text = ''): this {
    this.lines.push(text === '' ? '' : `${'  '.repeat(this.depth)}${text}`);
    return this;
  }
  open(text: string): this {
    this.line(text);
    this.depth++;
    return this;
  }
  close(text: string): this {
    this.depth--;
    return this.line(text);
  }
  block(text: string, fill: () => void, empty = '[_ in never]: never'): this {
    this.open(`${text}: {`);
    const before = this.lines.length;
    fill();
    if (this.lines.length === before) this.line(empty);
    return this.close('}');
  }
  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

export function render(catalog: Catalog): string {
  const out = new Out();
  out.line('export type Json =').line('  | string').line('  | number').line('  | boolean').line('  | null').line('  | { [key: string]: Json | undefined }').line('  | Json[]').line();
  out.open('export type Database = {');
  for (const schema of [...SCHEMAS].sort()) {
    out.open(`${schema}: {`);
    const rels = catalog.relations.filter((r) => r.schema === schema).sort(byName);
    const columnsOf = (rel: Relation) => catalog.columns.filter((c) => c.relid === rel.oid).sort(byName);
    const relationships = (rel: Relation) => {
      const fks = catalog.foreignKeys
        .filter((fk) => fk.schema === rel.schema && fk.refSchema === rel.schema && fk.relation === rel.name)
        .sort((a, b) => a.name.localeCompare(b.name) || a.refRelation.localeCompare(b.refRelation));
      if (fks.length === 0) return void out.line('Relationships: []');
      out.open('Relationships: [');
      for (const fk of fks) {
        out.open('{');
        out.line(`foreignKeyName: ${JSON.stringify(fk.name)}`);
        out.line(`columns: ${JSON.stringify(fk.columns)}`);
        out.line(`isOneToOne: ${fk.oneToOne}`);
        out.line(`referencedRelation: ${JSON.stringify(fk.refRelation)}`);
        out.line(`referencedColumns: ${JSON.stringify(fk.refColumns)}`);
        out.close('},');
      }
      out.close(']');
    };
    const row = (rel: Relation) =>
      out.block('Row', () => {
        for (const c of columnsOf(rel)) out.line(`${c.name}: ${tsType(c.format, catalog)}${c.nullable ? ' | null' : ''}`);
      });
    out.block('Tables', () => {
      for (const rel of rels.filter((r) => r.kind === 'table')) {
        out.open(`${rel.name}: {`);
        row(rel);
        out.block('Insert', () => {
          for (const c of columnsOf(rel)) {
            if (c.identity === 'a') out.line(`${c.name}?: never`);
            else out.line(`${c.name}${c.nullable || c.identity !== '' || c.hasDefault ? '?' : ''}: ${tsType(c.format, catalog)}${c.nullable ? ' | null' : ''}`);
          }
        });
        out.block('Update', () => {
          for (const c of columnsOf(rel)) {
            if (c.identity === 'a') out.line(`${c.name}?: never`);
            else out.line(`${c.name}?: ${tsType(c.format, catalog)}${c.nullable ? ' | null' : ''}`);
          }
        });
        relationships(rel);
        out.close('}');
      }
    });
    out.block('Views', () => {
      for (const rel of rels.filter((r) => r.kind === 'view')) {
        out.open(`${rel.name}: {`);
        row(rel);
        relationships(rel);
        out.close('}');
      }
    });
    const fns = catalog.functions.filter((f) => f.schema === schema).sort(byName);
    out.block('Functions', () => {
      for (const name of [...new Set(fns.map((f) => f.name))]) {
        const group = fns.filter((f) => f.name === name);
        const first = group[0] as Fn;
        out.open(`${name}: {`);
        const argTypes = group.map((f) => {
          const inputs = f.args.filter((a) => a.mode === 'in');
          if (inputs.length === 0) return 'never';
          return `{ ${inputs.map((a) => `${a.name}${a.hasDefault ? '?' : ''}: ${tsType(a.format, catalog)}`).join('; ')} }`;
        });
        out.line(`Args: ${argTypes.join(' | ')}`);
        const tableArgs = first.args.filter((a) => a.mode === 'table');
        const relation = catalog.relations.find((r) => r.oid === first.returnRelid);
        if (tableArgs.length > 0 || relation) {
          out.open('Returns: {');
          if (tableArgs.length > 0) for (const a of tableArgs) out.line(`${a.name}: ${tsType(a.format, catalog)}`);
          else if (relation) for (const c of columnsOf(relation)) out.line(`${c.name}: ${tsType(c.format, catalog)}${c.nullable ? ' | null' : ''}`);
          out.close(`}${first.setof ? '[]' : ''}`);
        } else {
          out.line(`Returns: ${tsType(first.returnFormat, catalog)}${first.setof ? '[]' : ''}`);
        }
        out.close('}');
      }
    });
    out.block('Enums', () => {
      for (const e of catalog.enums.filter((x) => x.schema === schema).sort(byName)) out.line(`${e.name}: ${e.values.map((v) => JSON.stringify(v)).join(' | ')}`);
    });
    out.block('CompositeTypes', () => undefined);
    out.close('}');
  }
  out.close('}');
  out.line();
  out.line(HELPERS.trim());
  out.line();
  out.open('export const Constants = {');
  for (const schema of [...SCHEMAS].sort()) {
    out.open(`${schema}: {`);
    out.open('Enums: {');
    for (const e of catalog.enums.filter((x) => x.schema === schema).sort(byName)) out.line(`${e.name}: [${e.values.map((v) => JSON.stringify(v)).join(', ')}],`);
    out.close('},');
    out.close('},');
  }
  out.close('} as const');
  return `// Generated by \`npm run db:types\` from supabase/migrations. Do not edit by hand.\n\n${out.toString()}`;
}

/** The helper types of the generated file (the same in every project), kept as the text they are. */
const HELPERS = readFileSync(resolve(import.meta.dirname, 'db-types-helpers.txt'), 'utf8');

/** A fresh generation from the migrations. */
export async function generate(): Promise<string> {
  const { db } = await openDatabase({ seedFile: null });
  try {
    return render(await readCatalog(db));
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fresh = await generate();
  if (process.argv.includes('--check')) {
    if (readFileSync(TYPES_FILE, 'utf8') !== fresh) {
      console.error('src/lib/database.types.ts is stale: run `npm run db:types`.');
      process.exit(1);
    }
  } else {
    writeFileSync(TYPES_FILE, fresh);
    console.log(`Wrote ${TYPES_FILE}`);
  }
}
