/**
 * A throwaway PostgreSQL 15 cluster for the `pg15` test stage: real concurrent connections,
 * the PostgreSQL major version hosted Supabase projects run, next to the embedded PGlite
 * (PostgreSQL 17+, one connection) of the local Supabase.
 *
 * Finds Debian's postgresql-15 and postgresql-15-cron (or PG15_BIN), installing them with
 * apt-get when this runs as root on Debian and they are missing; initialises a cluster shaped
 * like a hosted project in a temporary directory on a free port (as the `postgres` OS user when
 * running as root, since initdb refuses root). The project itself is pushed by the Supabase CLI
 * (scripts/gen-db-types.ts pushProject).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BOOTSTRAP = join(import.meta.dirname, '..', '..', 'supabase', 'local', 'bootstrap.sql');
const DEBIAN_BIN = '/usr/lib/postgresql/15/bin';
const HOSTED = join(import.meta.dirname, 'hosted');

export interface Cluster {
  port: number;
  version: string;
  /** A new connection as the superuser (`postgres`; on the hosted-shaped stage `supabase_admin`). */
  connect(): Promise<pg.Client>;
  stop(): void;
}

/** Held while apt-get runs: the stage's test files start in parallel, and dpkg takes one install at a time. */
const APT_LOCK = join(tmpdir(), 'nyc-wildlife-dispatch-pg15-apt.lock');

/**
 * `apt-get install` of a Debian package when this runs as root on Debian (`apt-get update` first
 * if the package is not found), one caller at a time (flock); whether apt-get installed it
 * (false when not allowed here).
 */
function aptInstall(pkg: string): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('flock', [APT_LOCK, 'apt-get', ...args], { env, stdio: 'ignore', timeout: 600_000 });
  if (apt(['install', '-y', '-qq', pkg]).status === 0) return true;
  // A fresh machine's package lists may not know the package yet.
  apt(['update', '-qq']);
  return apt(['install', '-y', '-qq', pkg]).status === 0;
}

/** Where postgresql-15's binaries are, installing them when allowed; null with the reason otherwise. */
export function findPostgres15(): { bin: string } | { bin: null; reason: string } {
  const candidates = [process.env.PG15_BIN, DEBIAN_BIN].filter((c): c is string => Boolean(c));
  for (const dir of candidates) if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return { bin: dir };
  if (aptInstall('postgresql-15') && existsSync(join(DEBIAN_BIN, 'initdb'))) return { bin: DEBIAN_BIN };
  return {
    bin: null,
    reason: 'PostgreSQL 15 is not installed: install Debian\'s postgresql-15 (apt-get install postgresql-15) or set PG15_BIN to its bin directory.',
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Debian's postgresql-15-cron, installing it when allowed; the reason when it is missing. */
export function findPgCron(bin: string): { ok: true } | { ok: false; reason: string } {
  const library = join(bin, '..', 'lib', 'pg_cron.so');
  if (existsSync(library)) return installNetStandIn(bin);
  if (aptInstall('postgresql-15-cron') && existsSync(library)) return installNetStandIn(bin);
  return { ok: false, reason: "pg_cron is not installed: install Debian's postgresql-15-cron (apt-get install postgresql-15-cron)." };
}

/**
 * The stage's pg_net stand-in (tests/pg15/hosted/pg_net.control) in the server's extension
 * directory, so the migrations find pg_net available as on a hosted project. Debian has no
 * pg_net package; real pg_net, if installed there, is left alone.
 */
function installNetStandIn(bin: string): { ok: true } | { ok: false; reason: string } {
  const dir = execFileSync(join(bin, 'pg_config'), ['--sharedir']).toString().trim() + '/extension';
  const real = existsSync(join(dir, 'pg_net.control')) && !readFileSync(join(dir, 'pg_net.control'), 'utf8').includes('stand-in');
  if (real) return { ok: false, reason: `${dir} holds a real pg_net; the stage's stand-in would not be used.` };
  try {
    // Through a file of its own and a rename: the stage's other test file may be reading it.
    for (const file of ['pg_net.control', 'pg_net--0.0.sql']) {
      const staged = join(dir, `.${file}.${process.pid}`);
      copyFileSync(join(HOSTED, file), staged);
      renameSync(staged, join(dir, file));
    }
  } catch (error) {
    return { ok: false, reason: `could not install the pg_net stand-in into ${dir}: ${(error as Error).message}` };
  }
  return { ok: true };
}

/**
 * A cluster shaped like a hosted project (tests/pg15/hosted): supabase_admin the only superuser,
 * pg_cron preloaded, the platform's roles, ownership and extensions, then supabase/local/
 * bootstrap.sql's auth and storage; nothing of the project applied (the Supabase CLI pushes it
 * as `postgres`: scripts/gen-db-types.ts pushProject). `connect()` connects as supabase_admin.
 */
export async function startCluster(bin: string): Promise<Cluster> {
  const root = process.getuid?.() === 0;
  const superuser = 'supabase_admin';
  const dir = mkdtempSync(join(tmpdir(), 'nwd-pg15-'));
  const data = join(dir, 'data');
  const run = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  run('initdb', ['-D', data, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const cron = ' -c shared_preload_libraries=pg_cron -c cron.database_name=postgres -c cron.use_background_workers=on -c max_worker_processes=32';
  // Postgres cannot be told "any port", so a free one is picked and let go first; another process
  // can bind it in between (an outgoing connection's own port), and the server then refuses to
  // start. A few tries with a new port each.
  let port = 0;
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    try {
      run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off${cron}`, 'start']);
      break;
    } catch (error) {
      if (attempt === 3) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }

  const connect = async () => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: superuser, database: 'postgres' });
    await client.connect();
    return client;
  };
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  try {
    const admin = await connect();
    try {
      const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '';
      await admin.query(readFileSync(join(HOSTED, 'roles.sql'), 'utf8'));
      await admin.query(readFileSync(BOOTSTRAP, 'utf8'));
      await admin.query(readFileSync(join(HOSTED, 'platform.sql'), 'utf8'));
      return { port, version, connect, stop };
    } finally {
      await admin.end();
    }
  } catch (error) {
    stop();
    throw error;
  }
}

/** Claims of a user as Supabase Auth puts them in the JWT. */
export interface Claims {
  sub?: string;
  role: 'anon' | 'authenticated' | 'service_role';
  is_anonymous?: boolean;
  email?: string;
  app_metadata?: Record<string, unknown>;
  /** The user's own words about themselves: never a source of rights. */
  user_metadata?: Record<string, unknown>;
}

/**
 * One request the way PostgREST runs it: a transaction that sets the session's settings
 * (authenticator's, the role the Data API connects as) and then the role's own over them (their
 * `alter role … set` values, e.g. statement_timeout), the role and the JWT claims, runs the
 * statement, and commits (or rolls back on error, which is rethrown).
 */
export async function asRequest<T extends pg.QueryResultRow>(
  client: pg.Client,
  claims: Claims,
  sql: string,
  params: unknown[] = [],
): Promise<pg.QueryResult<T>> {
  await client.query('begin');
  try {
    await client.query(
      `select set_config(split_part(c.setting, '=', 1), substr(c.setting, strpos(c.setting, '=') + 1), true)
         from pg_db_role_setting s
         join pg_roles r on r.oid = s.setrole
         cross join lateral unnest(s.setconfig) as c(setting)
        where r.rolname in ('authenticator', $1) and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        order by r.rolname = $1, s.setdatabase`,
      [claims.role],
    );
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.headers', $3, true)`,
      [claims.role, JSON.stringify(claims), JSON.stringify({ 'x-forwarded-for': '203.0.113.7' })],
    );
    const result = await client.query<T>(sql, params);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
