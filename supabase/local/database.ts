/**
 * The database of the local Supabase: PGlite (real Postgres in WASM) prepared the way a
 * Supabase project is (bootstrap.sql), then supabase/migrations/*.sql in version order (one
 * transaction each, recorded in supabase_migrations.schema_migrations like the CLI does), then
 * the reference data (supabase/reference/*.sql, idempotent: every time it opens, as a deployment
 * runs them after every push), then supabase/seed.sql on first creation.
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { RoleLimits, StatementDeadline, registerRoleLimits } from './deadline.ts';
import { listReferenceFiles } from './paths.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository's supabase/ directory. */
export const SUPABASE_DIR = resolve(here, '..');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_FILE = join(SUPABASE_DIR, 'seed.sql');

const BOOTSTRAP_FILE = join(here, 'bootstrap.sql');

const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;

/**
 * PGlite's own start parameters, with shared_buffers at 32 MB instead of 128 MB: a local
 * development database of a few hundred MB at most stays cached, and the process keeps well
 * under 500 MB resident (scripts/bench-dispatch.ts measures it with 10,000 leads).
 */
const START_PARAMS = [
  '--single', '-F', '-O', '-j',
  '-c', 'search_path=public',
  '-c', 'exit_on_error=false',
  '-c', 'log_checkpoints=false',
  '-c', 'max_worker_processes=0',
  '-c', 'max_parallel_workers=0',
  '-c', 'max_parallel_workers_per_gather=0',
  '-c', 'io_method=sync',
  '-c', 'max_parallel_maintenance_workers=0',
  '-c', 'shared_buffers=32MB',
];

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export interface OpenDatabaseOptions {
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string;
  /** Directory of *.sql migrations (default supabase/migrations). */
  migrationsDir?: string;
  /** Extra migration files applied after the directory's (tests use this for broken ones). */
  extraMigrations?: string[];
  /** Seed file (default supabase/seed.sql); null = no seed. */
  seedFile?: string | null;
  /** Log progress lines (CLI). */
  log?: (line: string) => void;
  /**
   * An in-memory database with the default migrations and seed starts from a copy of one built
   * before (memoryTemplate below) unless this is false.
   */
  template?: boolean;
}

/** The roles whose `alter role … set` values apply to API requests (PostgREST's impersonated roles). */
export const API_ROLE_NAMES = ['anon', 'authenticated', 'service_role'] as const;

export interface OpenedDatabase {
  db: PGlite;
  /** The API roles' settings and the request deadline they set (deadline.ts). */
  limits: RoleLimits;
  /** Versions applied by this call. */
  applied: string[];
  /** Whether the database was created by this call (bootstrap + seed ran). */
  created: boolean;
}

export function listMigrations(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      return match && match[1] !== undefined && match[2] !== undefined
        ? { version: match[1], name: match[2], path: join(dir, file) }
        : null;
    })
    .filter((m): m is MigrationFile => m !== null)
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

function migrationFromPath(path: string): MigrationFile {
  const file = path.split(/[\\/]/).pop() ?? path;
  const match = MIGRATION_FILE.exec(file);
  if (!match || match[1] === undefined || match[2] === undefined) {
    throw new Error(`Migration file name must look like <version>_<name>.sql: ${path}`);
  }
  return { version: match[1], name: match[2], path };
}

async function isBootstrapped(db: PGlite): Promise<boolean> {
  const res = await db.query<{ ok: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
  );
  return res.rows[0]?.ok === true;
}

/** A migration's SQL without its line comments: a corrected comment is no change to warn about. */
function statementsOf(sql: string): string {
  return sql.replace(/^\s*--.*$/gm, '').replace(/\n{2,}/g, '\n').trim();
}

/** Apply one migration file in one transaction and record it. */
export async function applyMigration(db: PGlite, migration: MigrationFile): Promise<void> {
  const sql = readFileSync(migration.path, 'utf8');
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        `insert into supabase_migrations.schema_migrations (version, name, statements)
         values ($1, $2, array[$3])`,
        [migration.version, migration.name, sql],
      );
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${migration.version}_${migration.name}.sql failed: ${message}`, {
      cause: error,
    });
  }
}

/** Where built in-memory databases are kept, one per content of bootstrap, migrations and seed. */
const TEMPLATE_DIR = join(SUPABASE_DIR, '..', 'node_modules', '.cache', 'local-supabase');

/**
 * The data directory of a fresh in-memory database (bootstrap, every migration, the seed), as
 * PGlite dumps it. Building one takes about 4 s, loading a copy under 1 s: the test suites
 * start one local Supabase per file, each from this copy. The file's name is a hash of
 * everything that goes into it, so a changed migration builds a new one.
 */
async function memoryTemplate(log: (line: string) => void): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(join(SUPABASE_DIR, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version as string);
  hash.update(START_PARAMS.join(' '));
  for (const file of [BOOTSTRAP_FILE, ...listMigrations().map((m) => m.path), ...listReferenceFiles(), SEED_FILE]) {
    hash.update(file.slice(SUPABASE_DIR.length));
    hash.update(existsSync(file) ? readFileSync(file) : '');
  }
  const file = join(TEMPLATE_DIR, `${hash.digest('hex').slice(0, 32)}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const { db } = await openDatabase({ template: false, log });
  try {
    const dump = await db.dumpDataDir('gzip');
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    // Several test workers may build it at once: each writes its own file, the last rename wins.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await db.close();
  }
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const log = options.log ?? (() => undefined);
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  const fromTemplate =
    options.template !== false &&
    options.dataDir === undefined &&
    options.migrationsDir === undefined &&
    options.seedFile === undefined &&
    (options.extraMigrations ?? []).length === 0;
  const loadDataDir = fromTemplate ? await memoryTemplate(log) : undefined;
  const deadline = await StatementDeadline.create();
  const db = new PGlite({
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(loadDataDir !== undefined ? { loadDataDir } : {}),
    startParams: START_PARAMS,
    extensions: { deadline: deadline.extension },
  });
  await db.waitReady;
  deadline.attach(db);
  if (!deadline.enforced) log('Warning: this PGlite cannot stop a running statement; requests have no deadline.');
  // Closing the database also stops its watchdog thread.
  const closeDatabase = db.close.bind(db);
  db.close = async () => {
    await deadline.close();
    await closeDatabase();
  };
  try {
    const opened = await prepare(db, deadline, options, log);
    // A copy of the template is a database this call created, bootstrapped and seeded.
    return fromTemplate ? { ...opened, created: true } : opened;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Bootstrap on first creation, the migrations not applied yet, the reference data, the seed, the API roles' settings. */
async function prepare(db: PGlite, deadline: StatementDeadline, options: OpenDatabaseOptions, log: (line: string) => void): Promise<OpenedDatabase> {
  let created = false;
  if (!(await isBootstrapped(db))) {
    log('Creating the database (Supabase roles, auth, storage)…');
    await db.exec(readFileSync(BOOTSTRAP_FILE, 'utf8'));
    created = true;
  }

  const appliedRows = await db.query<{ version: string; statements: string[] | null }>(
    'select version, statements from supabase_migrations.schema_migrations',
  );
  const known = new Map(appliedRows.rows.map((r) => [r.version, r.statements?.[0] ?? null]));

  const migrations = [
    ...listMigrations(options.migrationsDir ?? MIGRATIONS_DIR),
    ...(options.extraMigrations ?? []).map(migrationFromPath),
  ];
  const applied: string[] = [];
  for (const migration of migrations) {
    const previous = known.get(migration.version);
    if (previous !== undefined) {
      if (previous !== null && statementsOf(previous) !== statementsOf(readFileSync(migration.path, 'utf8'))) {
        log(
          `Warning: migration ${migration.version}_${migration.name}.sql changed after it was applied; ` +
            'run `npm run db:reset` to rebuild the local database.',
        );
      }
      continue;
    }
    log(`Applying migration ${migration.version}_${migration.name}.sql…`);
    await applyMigration(db, migration);
    applied.push(migration.version);
  }

  // The reference data, as `npm run deploy` loads it after `supabase db push`.
  if (options.migrationsDir === undefined) {
    for (const file of listReferenceFiles()) await db.exec(readFileSync(file, 'utf8'));
  }

  const seedFile = options.seedFile === undefined ? SEED_FILE : options.seedFile;
  if (created && seedFile !== null && existsSync(seedFile)) {
    const sql = readFileSync(seedFile, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    log('Seeding data from supabase/seed.sql…');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
         on conflict (path) do update set hash = excluded.hash`,
        ['supabase/seed.sql', hash],
      );
    });
  }
  const limits = new RoleLimits(deadline);
  await limits.load(db, API_ROLE_NAMES);
  if (!created && limits.timeoutMs('anon') === 0) {
    log('Note: the anon role has no statement_timeout (a database created before the limits); `npm run db:reset` recreates it.');
  }
  registerRoleLimits(db, limits);
  releaseStartupMemory();
  return { db, limits, applied, created };
}

/**
 * PGlite's start leaves large buffers behind that nothing references any more (the initdb
 * module's memory, the file-system bundle, compiled code); V8 frees them only over a few full
 * collections, which an idle server may not reach for a long time. Asking for collections in the
 * seconds after the start brings the local Supabase from about 700 MB resident to about 400 MB
 * (measured by scripts/bench-dispatch.ts).
 */
function releaseStartupMemory(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as unknown;
  if (typeof gc !== 'function') return;
  for (const delay of [0, 1_000, 3_000]) setTimeout(gc as () => void, delay).unref();
}
