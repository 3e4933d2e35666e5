/**
 * Statement deadlines for the embedded database: what `alter role anon set statement_timeout =
 * '3s'` does on a hosted project (docs/supabase-wire.md#limits), enforced on PGlite.
 *
 * PGlite runs PostgreSQL on the Node.js thread and has no signals, so its own
 * `statement_timeout` never fires: a slow statement keeps the thread, and every other request,
 * until it ends. PostgreSQL stops a running statement when another party sets its
 * `QueryCancelPending` and `InterruptPending` flags (what its SIGINT handler does); here that
 * party is a small watchdog thread that shares the database's memory. The database is given a
 * shared `WebAssembly.Memory` (through PGlite's extension hook, with the module's memory import
 * declared shared), and when a request's deadline passes the watchdog raises both flags: the
 * statement fails with SQLSTATE 57014 at its next interrupt check, its transaction rolls back,
 * and the database stays open for the next request.
 *
 *   const deadline = await StatementDeadline.create();   // before new PGlite(…)
 *   new PGlite({ extensions: { deadline: deadline.extension } })
 *   deadline.attach(db);  deadline.arm(3_000);  …  deadline.disarm();
 */
import type { Extension, PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The watchdog. control[0]: the armed token (0 = none); [1]: a lock the firing and disarming
 * sides take; [2]: milliseconds until the deadline; [3]: the token last fired. After the deadline
 * the flags are raised again every 20 ms while the same token is armed: PostgreSQL drops a cancel
 * that arrives while it waits for the next command, so the statement after it is stopped too.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const control = new Int32Array(workerData.control);
const memory = new Int32Array(workerData.memory);
const flags = workerData.flags;
function lock() { while (Atomics.compareExchange(control, 1, 0, 1) !== 0); }
for (;;) {
  const token = Atomics.load(control, 0);
  if (token === 0) { Atomics.wait(control, 0, 0); continue; }
  if (Atomics.wait(control, 0, token, Atomics.load(control, 2)) !== 'timed-out') continue;
  for (;;) {
    lock();
    const still = Atomics.load(control, 0) === token;
    if (still) {
      Atomics.store(control, 3, token);
      for (const at of flags) Atomics.store(memory, at >> 2, 1);
    }
    Atomics.store(control, 1, 0);
    if (!still || Atomics.wait(control, 0, token, 20) !== 'timed-out') break;
  }
}
`;

const MAXIMUM_PAGES = 32_768;

let patchedModule: Promise<WebAssembly.Module | null> | null = null;

function leb128(value: number): number[] {
  const out: number[] = [];
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

/**
 * A WebAssembly binary whose `env.memory` import is declared shared (with the largest size
 * PGlite allows when it declared none): PostgreSQL's main module and each of its libraries
 * (plpgsql.so, …) must declare the memory they share as shared. Null when the binary is not
 * laid out as expected; the same bytes when the import is shared already.
 */
export function withSharedMemoryImport(bytes: Uint8Array): Uint8Array | null {
  let p = 8;
  const leb = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = bytes[p++] ?? 0;
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return result;
  };
  const skipName = (): string => {
    const n = leb();
    const text = new TextDecoder().decode(bytes.subarray(p, p + n));
    p += n;
    return text;
  };
  while (p < bytes.length) {
    const sectionStart = p;
    const id = bytes[p++];
    const size = leb();
    const contentStart = p;
    const end = p + size;
    if (id !== 2) {
      p = end;
      continue;
    }
    const count = leb();
    for (let i = 0; i < count; i += 1) {
      const module = skipName();
      const field = skipName();
      const kind = bytes[p++];
      if (kind === 0) leb();
      else if (kind === 1 || kind === 2) {
        if (kind === 1) p += 1;
        const limitsAt = p;
        const flags = bytes[p++] ?? 0;
        const initial = leb();
        const maximum = flags & 1 ? leb() : MAXIMUM_PAGES;
        if (kind === 2 && module === 'env' && field === 'memory') {
          if (flags & 2) return bytes;
          const limits = [0x03, ...leb128(initial), ...leb128(maximum)];
          const content = [...bytes.subarray(contentStart, limitsAt), ...limits, ...bytes.subarray(p, end)];
          const out = new Uint8Array(sectionStart + 1 + leb128(content.length).length + content.length + (bytes.length - end));
          out.set(bytes.subarray(0, sectionStart), 0);
          let q = sectionStart;
          out[q++] = 2;
          for (const b of leb128(content.length)) out[q++] = b;
          out.set(content, q);
          out.set(bytes.subarray(end), q + content.length);
          return out;
        }
      } else if (kind === 3) p += 2;
      else return null;
    }
    return null;
  }
  return null;
}

/** PGlite's module with its memory import declared shared, compiled once. */
function sharedMemoryModule(): Promise<WebAssembly.Module | null> {
  patchedModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasm = require.resolve('@electric-sql/pglite').replace(/index\.c?js$/, 'pglite.wasm');
    const bytes = withSharedMemoryImport(new Uint8Array(readFileSync(wasm)));
    return bytes === null ? null : WebAssembly.compile(bytes.slice());
  })();
  return patchedModule;
}

/** Where PGlite keeps PostgreSQL's loadable libraries in its file system. */
const LIBRARY_DIR = '/pglite/lib/postgresql';

interface EmscriptenFs {
  readdir(path: string): string[];
  readFile(path: string): Uint8Array;
  writeFile(path: string, data: Uint8Array): void;
}

/** Declares the shared memory in each library PostgreSQL may load (plpgsql.so, …); false if one cannot be. */
function shareLibraries(fs: EmscriptenFs): boolean {
  for (const file of fs.readdir(LIBRARY_DIR)) {
    if (!file.endsWith('.so')) continue;
    const path = `${LIBRARY_DIR}/${file}`;
    const bytes = fs.readFile(path);
    const shared = withSharedMemoryImport(bytes);
    if (shared === null) return false;
    if (shared !== bytes) fs.writeFile(path, shared);
  }
  return true;
}

interface EmscriptenOptions {
  wasmMemory: WebAssembly.Memory;
  instantiateWasm?: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) => object;
}

export class StatementDeadline {
  readonly #control = new Int32Array(new SharedArrayBuffer(16));
  #memory: WebAssembly.Memory | null = null;
  #worker: Worker | null = null;
  #flags: number[] = [];
  #token = 0;

  private constructor(private readonly module: WebAssembly.Module | null) {}

  /** A deadline for one database; without a usable PGlite module it never fires (`enforced` false). */
  static async create(): Promise<StatementDeadline> {
    return new StatementDeadline(await sharedMemoryModule());
  }

  /** Whether statements can be stopped (the database runs on shared memory with a watchdog). */
  get enforced(): boolean {
    return this.#worker !== null;
  }

  /** The PGlite extension that gives the database its shared memory. */
  get extension(): Extension {
    return {
      name: 'statement-deadline',
      setup: async (_pg, options: EmscriptenOptions) => {
        const module = this.module;
        if (module === null) return { emscriptenOpts: options };
        const memory = new WebAssembly.Memory({
          initial: options.wasmMemory.buffer.byteLength / 65_536,
          maximum: MAXIMUM_PAGES,
          shared: true,
        });
        this.#memory = memory;
        const instantiateWasm: EmscriptenOptions['instantiateWasm'] = (imports, done) => {
          (imports.env as Record<string, unknown>).memory = memory;
          void WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
          return {};
        };
        return { emscriptenOpts: { ...options, wasmMemory: memory, instantiateWasm } };
      },
    };
  }

  /** Starts the watchdog once the database is open. */
  attach(db: PGlite): void {
    const mod = (db as unknown as { mod?: { FS?: EmscriptenFs; _QueryCancelPending?: unknown; _InterruptPending?: unknown } }).mod;
    const cancel = mod?._QueryCancelPending;
    const interrupt = mod?._InterruptPending;
    if (this.#memory === null || typeof cancel !== 'number' || typeof interrupt !== 'number' || !mod?.FS) return;
    if (!shareLibraries(mod.FS)) throw new Error('A PostgreSQL library of this PGlite cannot use shared memory.');
    this.#flags = [cancel, interrupt];
    this.#worker = new Worker(WATCHDOG_SOURCE, {
      eval: true,
      workerData: { control: this.#control.buffer, memory: this.#memory.buffer, flags: this.#flags },
      // The watchdog only waits on a counter and writes two flags: a small heap keeps the
      // process within the dispatch bench's memory budget.
      resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1, codeRangeSizeMb: 4, stackSizeMb: 1 },
    });
    this.#worker.unref();
  }

  /** Stops the statement running `ms` from now, and the ones after it, until disarmed. */
  arm(ms: number): void {
    if (!this.enforced) return;
    this.disarm();
    this.#token = (this.#token % 2_000_000_000) + 1;
    Atomics.store(this.#control, 2, Math.max(1, Math.ceil(ms)));
    Atomics.store(this.#control, 0, this.#token);
    Atomics.notify(this.#control, 0);
  }

  /** No deadline any more; a cancel already raised for it is withdrawn. */
  disarm(): void {
    if (!this.enforced || Atomics.load(this.#control, 0) === 0) return;
    while (Atomics.compareExchange(this.#control, 1, 0, 1) !== 0);
    const fired = Atomics.load(this.#control, 3) === Atomics.load(this.#control, 0);
    Atomics.store(this.#control, 0, 0);
    if (fired && this.#memory) {
      const memory = new Int32Array(this.#memory.buffer);
      for (const at of this.#flags) Atomics.store(memory, at >> 2, 0);
    }
    Atomics.store(this.#control, 1, 0);
    Atomics.notify(this.#control, 0);
  }

  async close(): Promise<void> {
    this.disarm();
    await this.#worker?.terminate();
    this.#worker = null;
  }
}

/** A statement_timeout value ('3s', '8000', '1min') in milliseconds; 0 = none. */
export function timeoutMs(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return 0;
  const n = Number(match[1]);
  const unit = match[2] ?? 'ms';
  const factor = { us: 0.001, ms: 1, s: 1_000, min: 60_000, h: 3_600_000, d: 86_400_000 }[unit] ?? 1;
  return Math.round(n * factor);
}

// Per-role settings ------------------------------------------------------------------------------

/**
 * What PostgREST calls impersonated role settings: the `alter role … set` values of the API
 * roles, read when the server starts (PostgREST reads them with its configuration), applied with
 * `set_config(…, true)` at the start of each request's transaction, and here also the request's
 * deadline when one of them is `statement_timeout`.
 */
/** The role the Data API connects as (PostgREST's authenticator). */
const SESSION_ROLE = 'authenticator';

export class RoleLimits {
  #settings = new Map<string, Array<[string, string]>>();

  constructor(readonly deadline: StatementDeadline) {}

  async load(db: PGlite, apiRoles: readonly string[]): Promise<void> {
    // The Data API's own login role: its values are the session's, under every request's role.
    const roles = [SESSION_ROLE, ...apiRoles];
    const res = await db.query<{ role: string; name: string; value: string }>(
      `select r.rolname as role, split_part(c.setting, '=', 1) as name, substr(c.setting, strpos(c.setting, '=') + 1) as value
         from pg_db_role_setting s
         join pg_roles r on r.oid = s.setrole
         cross join lateral unnest(s.setconfig) as c(setting)
        where r.rolname = any($1)
          and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        order by s.setdatabase`,
      [roles],
    );
    const settings = new Map<string, Map<string, string>>();
    for (const row of res.rows) {
      const forRole = settings.get(row.role) ?? new Map<string, string>();
      forRole.set(row.name, row.value);
      settings.set(row.role, forRole);
    }
    this.#settings = new Map([...settings].map(([role, values]) => [role, [...values]]));
  }

  /**
   * A request's settings as [name, value] pairs for set_config: the session's (authenticator's),
   * with the role's own values over them, as PostgREST applies an impersonated role's settings
   * in a session that authenticator opened.
   */
  settings(role: string): Array<[string, string]> {
    const merged = new Map(this.#settings.get(SESSION_ROLE) ?? []);
    for (const [name, value] of this.#settings.get(role) ?? []) merged.set(name, value);
    return [...merged];
  }

  /** The role's statement_timeout in milliseconds; 0 = none. */
  timeoutMs(role: string): number {
    const value = this.settings(role).find(([name]) => name === 'statement_timeout')?.[1];
    return value === undefined ? 0 : timeoutMs(value);
  }

  /** Starts the deadline of a request made as `role` (nothing when the role has no timeout). */
  arm(role: string): void {
    const ms = this.timeoutMs(role);
    if (ms > 0) this.deadline.arm(ms);
  }
}

const registry = new WeakMap<PGlite, RoleLimits>();

export function registerRoleLimits(db: PGlite, limits: RoleLimits): void {
  registry.set(db, limits);
}

/** The limits of a database opened by openDatabase (undefined for any other PGlite). */
export function roleLimitsOf(db: PGlite): RoleLimits | undefined {
  return registry.get(db);
}
