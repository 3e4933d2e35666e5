/**
 * `/functions/v1/<name>`: the Edge Functions of supabase/functions, run as the Supabase CLI's
 * edge runtime would run them, by Deno (from the npm `deno` package) — one process per
 * function, started on its first request and kept running, listening on a private loopback
 * port (DENO_SERVE_ADDRESS, so `Deno.serve(handler)` needs no port of its own).
 *
 * Each process gets the environment a hosted project gives its functions (SUPABASE_URL,
 * SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY) plus the secrets of supabase/functions/.env.
 * `verify_jwt` comes from supabase/config.toml ([functions.<name>], config.ts), default true: then the
 * request must carry a valid JWT of this project, as on the hosted gateway.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { verifyJwtSetting } from './config.ts';
import { json, resolveCaller, type LocalRequest, type LocalResponse } from './http.ts';
import { REPO_ROOT as ROOT } from './paths.ts';

export const FUNCTIONS_DIR = join(ROOT, 'supabase', 'functions');
const DENO = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'deno.cmd' : 'deno');

/** Headers that describe one hop, not the message (RFC 9110 §7.6.1), and the body length. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'content-length']);

export interface FunctionsOptions {
  /** Environment of every function (SUPABASE_URL and keys). */
  env: Record<string, string>;
  /** Overrides of supabase/functions/.env (tests). */
  secrets?: Record<string, string>;
  log?: (line: string) => void;
  /** How long a function may take to start (the first start may fetch npm packages). */
  startTimeoutMs?: number;
}

/** The functions that exist: a folder with an index.ts, not starting with _ or . */
export function functionNames(dir = FUNCTIONS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
    .filter((name) => statSync(join(dir, name)).isDirectory() && existsSync(join(dir, name, 'index.ts')))
    .sort();
}

/** The local secrets file (supabase/functions/.env), as `supabase functions serve` reads it. */
export function readFunctionSecrets(path = join(FUNCTIONS_DIR, '.env')): Record<string, string> {
  if (!existsSync(path)) return {};
  const parsed = parseEnv(readFileSync(path, 'utf8'));
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') out[key] = value;
  return out;
}

interface Running {
  child: ChildProcess;
  port: number;
  ready: Promise<void>;
}

export class FunctionsRuntime {
  readonly #options: FunctionsOptions;
  readonly #running = new Map<string, Running>();
  readonly #names: Set<string>;
  #stopped = false;

  constructor(options: FunctionsOptions) {
    this.#options = options;
    this.#names = new Set(functionNames());
  }

  get names(): string[] {
    return [...this.#names];
  }

  /** Starts a function's process now (the start banner warms them up). */
  async warm(name: string): Promise<void> {
    await this.#start(name).ready;
  }

  async handle(req: LocalRequest, name: string, rest: string): Promise<LocalResponse> {
    if (!this.#names.has(name)) {
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    if (verifyJwtSetting(name)) {
      const caller = await resolveCaller(req.headers);
      if (!caller.ok || caller.caller.token === null) {
        return json(401, { code: 401, message: caller.ok ? 'Missing authorization header' : 'Invalid JWT' });
      }
    }
    let running: Running;
    try {
      running = this.#start(name);
      await running.ready;
    } catch (error) {
      this.#running.delete(name);
      this.#options.log?.(`function ${name} failed to start: ${error instanceof Error ? error.message : String(error)}`);
      return json(503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_HEADERS.has(key)) continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const target = `http://127.0.0.1:${running.port}/${name}${rest}${req.url.search}`;
    try {
      const response = await fetch(target, {
        method: req.method,
        headers,
        ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: new Uint8Array(req.body) }),
        redirect: 'manual',
      });
      const out: Record<string, string> = {};
      response.headers.forEach((value, key) => {
        if (!HOP_HEADERS.has(key) && key !== 'content-encoding') out[key] = value;
      });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, headers: out, body };
    } catch (error) {
      this.#options.log?.(`function ${name}: ${error instanceof Error ? error.message : String(error)}`);
      return json(502, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    }
  }

  #start(name: string): Running {
    const existing = this.#running.get(name);
    if (existing && existing.child.exitCode === null && !existing.child.killed) return existing;
    if (this.#stopped) throw new Error('the functions runtime is stopped');
    const log = this.#options.log ?? (() => undefined);
    const entry: Running = { child: undefined as unknown as ChildProcess, port: 0, ready: Promise.resolve() };
    entry.ready = (async () => {
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DENO_DIR: process.env.DENO_DIR ?? join(ROOT, 'node_modules', '.cache', 'deno'),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        ...readFunctionSecrets(),
        ...(this.#options.secrets ?? {}),
        ...this.#options.env,
        SB_EXECUTION_ID: name,
        // Port 0: the system picks a free port as the function binds it, and Deno announces it
        // ("Listening on http://127.0.0.1:<port>/"). A port picked beforehand and let go could be
        // taken by another process (an outgoing connection's own port) before Deno binds it.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
      };
      const child = spawn(
        DENO,
        ['run', '--no-prompt', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', join(FUNCTIONS_DIR, name, 'index.ts')],
        { cwd: FUNCTIONS_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      entry.child = child;
      const timeout = this.#options.startTimeoutMs ?? 120_000;
      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
          if (settled) return;
          settled = true;
          child.kill('SIGKILL');
          reject(new Error(`did not start within ${timeout} ms`));
        }, timeout);
        const onLine = (chunk: Buffer): void => {
          for (const line of chunk.toString('utf8').split('\n')) {
            if (line.trim() === '') continue;
            const listening = settled ? null : /Listening on https?:\/\/[^\s/]+:(\d+)/.exec(line);
            if (listening) {
              entry.port = Number(listening[1]);
              settled = true;
              clearTimeout(timer);
              resolve();
              continue;
            }
            log(`[${name}] ${line}`);
          }
        };
        child.stdout?.on('data', onLine);
        child.stderr?.on('data', onLine);
        child.once('exit', (code, signal) => {
          this.#running.delete(name);
          if (!settled) {
            settled = true;
            clearTimeout(timer);
            reject(new Error(`exited with ${code ?? signal} before listening`));
          } else if (!this.#stopped) log(`function ${name} exited (${code ?? signal}); it restarts on the next request`);
        });
      });
    })();
    this.#running.set(name, entry);
    return entry;
  }

  /** Stops a function's process (tests: a worker that dies). */
  async kill(name: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const running = this.#running.get(name);
    if (!running) return;
    this.#running.delete(name);
    await running.ready.catch(() => undefined);
    await new Promise<void>((resolve) => {
      if (running.child.exitCode !== null || running.child.signalCode !== null) return resolve();
      running.child.once('exit', () => resolve());
      running.child.kill(signal);
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.all([...this.#running.keys()].map((name) => this.kill(name, 'SIGTERM')));
  }
}
