/**
 * supabase/config.toml is valid for the Supabase CLI pinned in package.json (issue 26 item 10):
 * the CLI loads it without a warning or an error, every key is one that CLI knows (the keys of the
 * template `supabase init` writes, commented ones included, with the named tables of functions,
 * buckets and templates), and the auth URLs come from the environment, never localhost. The local
 * stand-in reads the same file the same way (supabase/local/config.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_ORIGINS, authRedirectUrls, authSiteUrl, fromEnv } from '../../supabase/local/config.ts';
import { REPO_ROOT } from '../../supabase/local/paths.ts';

const CLI = join(REPO_ROOT, 'node_modules', '.bin', 'supabase');
const CONFIG = join(REPO_ROOT, 'supabase', 'config.toml');

function cli(args: string[], cwd: string): { status: number | null; output: string } {
  const result = spawnSync(CLI, args, { cwd, encoding: 'utf8', timeout: 60_000, env: { ...process.env, DO_NOT_TRACK: '1', SUPABASE_TELEMETRY_DISABLED: '1' } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Tables whose names are the project's own (a function, a bucket, a template, a provider): their keys are the template's for any name. */
const NAMED = [/^functions\.[^.]+/, /^storage\.buckets\.[^.]+/, /^auth\.email\.template\.[^.]+/, /^auth\.external\.[^.]+/, /^remotes\.[^.]+/];
/** The keys of [functions.<name>], which `supabase init` does not write: the CLI's documented ones. */
const FUNCTION_KEYS = ['enabled', 'verify_jwt', 'import_map', 'entrypoint', 'static'];

function generic(path: string): string {
  for (const pattern of NAMED) {
    const match = pattern.exec(path);
    if (match) return path.replace(match[0], `${match[0].slice(0, match[0].lastIndexOf('.'))}.*`);
  }
  return path;
}

/** Every key of the template, commented or not, as table.key with named tables generic. */
function templateKeys(text: string): Set<string> {
  const keys = new Set<string>(FUNCTION_KEYS.map((k) => `functions.*.${k}`));
  let table = '';
  for (const line of text.split('\n')) {
    const header = /^#?\s*\[([a-z0-9_.-]+)\]\s*$/.exec(line);
    if (header) {
      table = generic(header[1] ?? '');
      continue;
    }
    const key = /^#?\s*([a-z0-9_]+)\s*=/.exec(line);
    if (key) keys.add(table === '' ? (key[1] ?? '') : `${table}.${key[1] ?? ''}`);
  }
  return keys;
}

function configKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = prefix === '' ? k : `${prefix}.${k}`;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? configKeys(v, path) : [path];
  });
}

describe('supabase/config.toml and the pinned Supabase CLI', () => {
  it('the CLI loads it without a warning or an error (deprecated sections such as [inbucket] are warned about)', () => {
    const { output } = cli(['status', '--workdir', REPO_ROOT], REPO_ROOT);
    const lines = output.split('\n').filter((l) => /WARN|error|invalid|cannot|unknown/i.test(l));
    // Without Docker the command ends at the container check, after the config has loaded.
    expect(lines.filter((l) => !/docker|container|troubleshoot/i.test(l))).toEqual([]);
  });

  it('uses only keys the CLI knows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nwd-supabase-init-'));
    try {
      const init = cli(['init', '--workdir', dir], dir);
      expect(init.status, init.output).toBe(0);
      const known = templateKeys(readFileSync(join(dir, 'supabase', 'config.toml'), 'utf8'));
      expect(known.size).toBeGreaterThan(100);
      const unknown = configKeys(parse(readFileSync(CONFIG, 'utf8'))).map(generic).filter((k) => !known.has(k));
      expect(unknown).toEqual([]);
      // The check refuses what this CLI no longer writes ([inbucket] became [local_smtp]).
      expect(known.has('inbucket.port')).toBe(false);
      expect(known.has('local_smtp.port')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the auth URLs come from the environment: SITE_URL on a hosted project, the local site when it is unset', () => {
    const auth = (parse(readFileSync(CONFIG, 'utf8')) as { auth: { site_url: string; additional_redirect_urls: string[] } }).auth;
    expect(auth.site_url).toBe('env(SITE_URL)');
    expect(JSON.stringify(auth.additional_redirect_urls)).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(authSiteUrl(CONFIG, { SITE_URL: 'https://www.example.org' })).toBe('https://www.example.org');
    expect(authSiteUrl(CONFIG, {})).toBe('http://localhost:4173');
    expect(authRedirectUrls(CONFIG, {})).toEqual([...LOCAL_SITE_ORIGINS]);
    expect(fromEnv('env(SITE_URL)', {})).toBeUndefined();
    expect(fromEnv('https://fixed.example', {})).toBe('https://fixed.example');
  });
});
