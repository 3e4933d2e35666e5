/**
 * Which Supabase the integration tests talk to.
 *
 * By default each test file starts its own in-process local Supabase (supabase/local). With
 * SUPABASE_TEST_URL set (`npm run test:remote`, docs in the README) the same tests run against
 * another Supabase instead: the stack `npm run supabase:start` or `supabase start` serves, or a
 * hosted staging project. They reach it only the way the product does (the API URL and keys)
 * plus, for setting up rows and reading the outbox, a database connection string:
 *
 *   SUPABASE_TEST_URL               API URL (https://<ref>.supabase.co, http://127.0.0.1:54321)
 *   SUPABASE_TEST_ANON_KEY          the anon (or sb_publishable_…) key
 *   SUPABASE_TEST_SERVICE_ROLE_KEY  the service_role (or sb_secret_…) key
 *   SUPABASE_TEST_DB_URL            optional: postgresql://… as the `postgres` role; tests that
 *                                   need SQL are skipped without it, with that reason
 *
 * Tests that exercise the local stand-in's own internals (its scheduler, its function runner,
 * its auth limiter, extra migrations, other function secrets) are marked with `localOnly` and
 * skipped there.
 */
import pg from 'pg';
import { describe, TestRunner } from 'vitest';

/** What a test needs from a database session: PGlite and node-postgres both fit. */
export interface SqlSession {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
  /** BEGIN … COMMIT around `fn` (ROLLBACK when it throws or calls rollback). */
  transaction<T>(fn: (tx: SqlTransaction) => Promise<T>): Promise<T>;
}

export type SqlTransaction = Pick<SqlSession, 'query' | 'exec'> & { rollback(): Promise<void> };

/** A Supabase the tests can talk to, local or not. */
export interface TestSupabase {
  /** API URL, without a trailing slash. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /**
   * Run SQL as the database owner. Locally: queued between API requests. Remotely: one
   * connection to SUPABASE_TEST_DB_URL for the call; without it the current test is skipped.
   */
  runExclusive<T>(fn: (db: SqlSession) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

export interface RemoteTarget {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string | undefined;
}

/** The target named by the environment, or undefined for the in-process local Supabase. */
export function remoteTargetFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteTarget | undefined {
  const url = env.SUPABASE_TEST_URL?.trim();
  if (!url) return undefined;
  const anonKey = env.SUPABASE_TEST_ANON_KEY?.trim();
  const serviceRoleKey = env.SUPABASE_TEST_SERVICE_ROLE_KEY?.trim();
  if (!anonKey || !serviceRoleKey) throw new Error('SUPABASE_TEST_URL is set, so the tests need SUPABASE_TEST_ANON_KEY and SUPABASE_TEST_SERVICE_ROLE_KEY too');
  if (!/^https?:\/\/[^/]+/.test(url)) throw new Error(`SUPABASE_TEST_URL is not an http(s) URL: ${url}`);
  const dbUrl = env.SUPABASE_TEST_DB_URL?.trim();
  if (dbUrl && !/^postgres(ql)?:\/\//.test(dbUrl)) throw new Error('SUPABASE_TEST_DB_URL is not a postgresql:// connection string');
  return {
    url: url.replace(/\/+$/, ''),
    anonKey,
    serviceRoleKey,
    dbUrl: dbUrl || undefined,
  };
}

export const remoteTarget = remoteTargetFromEnv();

/**
 * `describe` for tests of the local stand-in's own internals: skipped when the tests target
 * another Supabase.
 */
export const localOnly = describe.skipIf(remoteTarget !== undefined);

/** Skips the running test with a reason (tests/integration run against another Supabase). */
export function skipTest(reason: string): never {
  const test = TestRunner.getCurrentTest();
  if (test?.context) test.context.skip(reason);
  throw new Error(`Cannot run here: ${reason}`);
}

/**
 * `describe` for tests that write settings rows (private.notification_settings) for their run:
 * against another Supabase they need SUPABASE_TEST_DB_URL, and are skipped without it.
 */
export const withSql = describe.skipIf(remoteTarget !== undefined && remoteTarget.dbUrl === undefined);

/** A TestSupabase over a remote target. */
export function connectRemote(target: RemoteTarget): TestSupabase {
  return {
    url: target.url,
    anonKey: target.anonKey,
    serviceRoleKey: target.serviceRoleKey,
    async runExclusive<T>(fn: (db: SqlSession) => Promise<T>): Promise<T> {
      if (!target.dbUrl) skipTest('needs SQL: set SUPABASE_TEST_DB_URL');
      const connection = new pg.Client({ connectionString: target.dbUrl });
      await connection.connect();
      const session: Pick<SqlSession, 'query' | 'exec'> = {
        query: async <R,>(text: string, params?: unknown[]) => ({ rows: (await connection.query(text, params)).rows as R[] }),
        exec: (text: string) => connection.query(text),
      };
      try {
        return await fn({
          ...session,
          async transaction<R>(body: (tx: SqlTransaction) => Promise<R>): Promise<R> {
            await connection.query('begin');
            let open = true;
            const rollback = async () => {
              if (open) await connection.query('rollback');
              open = false;
            };
            try {
              const result = await body({ ...session, rollback });
              if (open) await connection.query('commit');
              return result;
            } catch (error) {
              await rollback();
              throw error;
            }
          },
        });
      } finally {
        await connection.end();
      }
    },
    stop: async () => {},
  };
}
