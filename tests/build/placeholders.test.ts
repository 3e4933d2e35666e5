/**
 * A real `vite build` for a real origin with the default (fictional) dispatch phone stops
 * with the clear message of src/config/placeholders.ts (README "Configuration").
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

it('refuses to build for https://example.org with the default 555-01xx dispatch phone', async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'nycwd-placeholder-out-'));
  const envDir = await mkdtemp(join(tmpdir(), 'nycwd-placeholder-env-'));
  dirs.push(outDir, envDir);
  const script = `
    const { build } = await import('vite');
    await build({ root: ${JSON.stringify(root)}, envDir: ${JSON.stringify(envDir)}, logLevel: 'silent',
                  build: { outDir: ${JSON.stringify(outDir)}, emptyOutDir: true } });`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', SITE_OUT: '', VITE_SITE_URL: 'https://example.org' };
  delete env.VITE_DISPATCH_PHONE;
  const failure = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env }).then(
    () => null,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  expect(failure).not.toBeNull();
  expect(failure).toContain('Refusing to build for https://example.org with placeholder contact values');
  expect(failure).toContain('VITE_DISPATCH_PHONE is unset, so the default (212) 555-0142');
}, 60_000);
