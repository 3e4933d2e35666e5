/**
 * No secret reaches the browser bundle. Builds the client (the `vite build` of `npm run build`)
 * into a temporary directory, in a child process whose environment AND whose `.env` file hold
 * the Supabase secrets a developer typically has lying around, then reads every output file.
 *
 * The anon key must be there (it is public by design and proves the scan reads the bundle);
 * the service_role key, the JWT secret, new-style secret keys and any `"role":"service_role"`
 * token payload must not.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

// The Supabase CLI's public demo values (docs/supabase-wire.md#keys-and-defaults).
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
/** Only in the .env file: a second service key spelling and a database URL with a password. */
const FILE_ONLY_SECRET = 'postgresql://postgres:file-only-db-password-5d1c@db.example.supabase.co:5432/postgres';
/** A marker the bundle must contain, proving the build read this environment. */
const SITE_NAME = 'Secrets Probe Wildlife 7f3a';
/** An unreferenced VITE_ variable (what a misnamed VITE_SUPABASE_SERVICE_ROLE_KEY would be). */
const VITE_DECOY = 'vite-decoy-value-9e4b2c';

/** `"service_role"` base64-encoded at all three byte alignments (JWT payloads use base64url). */
function base64Fragments(text: string): string[] {
  const out: string[] = [];
  for (const pad of ['', 'x', 'xx']) {
    const encoded = Buffer.from(pad + text).toString('base64url');
    // Drop the characters that mix in the padding or whatever follows.
    const start = pad.length === 0 ? 0 : pad.length + 1;
    const end = Math.floor(((pad.length + text.length) * 8) / 6);
    out.push(encoded.slice(start, end));
  }
  return out;
}

const FORBIDDEN: { what: string; test: (text: string) => boolean }[] = [
  { what: 'the service_role JWT', test: (t) => t.includes(SERVICE_ROLE_KEY) },
  { what: 'the service_role JWT signature', test: (t) => t.includes(SERVICE_ROLE_KEY.split('.')[2] ?? '') },
  ...base64Fragments('"service_role"').map((fragment) => ({
    what: `a JWT payload with "service_role" (${fragment})`,
    test: (t: string) => t.includes(fragment),
  })),
  { what: 'the JWT secret', test: (t) => t.includes(JWT_SECRET) },
  // supabase-js itself contains the bare prefix (`startsWith('sb_secret_')`): look for a key.
  { what: 'an sb_secret_ key', test: (t) => /sb_secret_[A-Za-z0-9_-]{8,}/.test(t) },
  { what: 'the .env-only database password', test: (t) => t.includes('file-only-db-password-5d1c') },
];

let outDir = '';
let envDir = '';
let files: { name: string; text: string }[] = [];

const run = promisify(execFile);

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'nycwd-secrets-out-'));
  envDir = await mkdtemp(join(tmpdir(), 'nycwd-secrets-env-'));
  await writeFile(
    join(envDir, '.env'),
    [
      `SUPABASE_SERVICE_ROLE_KEY=${SERVICE_ROLE_KEY}`,
      `SERVICE_ROLE_KEY=${SERVICE_ROLE_KEY}`,
      `SUPABASE_JWT_SECRET=${JWT_SECRET}`,
      `SUPABASE_SECRET_KEY=${SECRET_KEY}`,
      `SUPABASE_DB_URL=${FILE_ONLY_SECRET}`,
      `VITE_SITE_NAME=${SITE_NAME}`,
      '',
    ].join('\n'),
  );
  // The project's vite.config.ts, with the env directory and output moved to the temp dirs.
  const script = `
    const { build } = await import('vite');
    await build({
      root: ${JSON.stringify(root)},
      envDir: ${JSON.stringify(envDir)},
      logLevel: 'error',
      build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true },
    });`;
  await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_OUT: '',
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_JWT_SECRET: JWT_SECRET,
      SUPABASE_SECRET_KEY: SECRET_KEY,
      VITE_SUPABASE_ANON_KEY: ANON_KEY,
      VITE_ACCIDENTALLY_PUBLIC: VITE_DECOY,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
  files = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map(async (e) => {
        const path = join(e.parentPath, e.name);
        return { name: relative(outDir, path), text: await readFile(path, 'latin1') };
      }),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all([outDir, envDir].filter(Boolean).map((d) => rm(d, { recursive: true, force: true })));
});

describe('the client bundle built with secrets in the environment and in .env', () => {
  it('has JavaScript, CSS and HTML to scan', () => {
    const names = files.map((f) => f.name);
    expect(names).toContain('index.html');
    expect(names.some((n) => n.endsWith('.js'))).toBe(true);
    expect(names.some((n) => n.endsWith('.css'))).toBe(true);
  });

  it('contains the public anon key and the .env site name (the scan sees what the build was given)', () => {
    expect(files.some((f) => f.text.includes(ANON_KEY))).toBe(true);
    expect(files.some((f) => f.text.includes(SITE_NAME))).toBe(true);
  });

  it.each(FORBIDDEN)('ships no trace of $what', ({ test }) => {
    expect(files.filter((f) => test(f.text)).map((f) => f.name)).toEqual([]);
  });

  // src/config/site.ts names each variable (`import.meta.env.VITE_X`), so Vite inlines only
  // those: a stray VITE_ variable of the build machine or .env (say a misnamed service key)
  // must not reach the bundle.
  it('ships no VITE_ variable that the code does not read', () => {
    expect(files.filter((f) => f.text.includes(VITE_DECOY)).map((f) => f.name)).toEqual([]);
  });
});
