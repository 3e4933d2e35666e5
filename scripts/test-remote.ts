/**
 * `npm run test:remote [-- --env-file <file>] [vitest arguments]`: the integration suite
 * (tests/integration) against another Supabase instead of the in-process local one: the stack
 * `npm run supabase:start` serves, `supabase start`, or a hosted staging project (never
 * production: the tests write rows and change rate-limit settings for their run).
 *
 * It reads SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY, SUPABASE_TEST_SERVICE_ROLE_KEY and, for
 * the tests that set up rows with SQL, SUPABASE_TEST_DB_URL (tests/integration/target.ts), from
 * the environment or the env file. Tests of the local stand-in's own internals are skipped.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
const REQUIRED = ['SUPABASE_TEST_URL', 'SUPABASE_TEST_ANON_KEY', 'SUPABASE_TEST_SERVICE_ROLE_KEY'] as const;

const args = process.argv.slice(2);
const envFileAt = args.indexOf('--env-file');
const env: NodeJS.ProcessEnv = { ...process.env };
if (envFileAt >= 0) {
  const file = args[envFileAt + 1];
  if (!file) throw new Error('--env-file needs a file');
  Object.assign(env, parseEnv(readFileSync(file, 'utf8')));
  args.splice(envFileAt, 2);
}
const missing = REQUIRED.filter((name) => !env[name]?.trim());
if (missing.length > 0) {
  console.error(`npm run test:remote needs ${missing.join(', ')} (README "Running the integration tests against another Supabase").`);
  process.exit(2);
}
if (!env.SUPABASE_TEST_DB_URL) console.log('SUPABASE_TEST_DB_URL is not set: tests that set up rows with SQL are skipped.');
console.log(`Integration tests against ${env.SUPABASE_TEST_URL}`);

const vitest = join(ROOT, 'node_modules', '.bin', 'vitest');
// One file at a time: files that write the project's settings put them back when they end,
// which must not happen under another file's feet.
const run = spawnSync(vitest, ['run', '--project', 'integration', '--no-file-parallelism', 'tests/integration', ...args], { cwd: ROOT, env, stdio: 'inherit' });
process.exit(run.status ?? 1);
