/**
 * `npm run supabase:start` — the local Supabase on http://127.0.0.1:54321 with data kept in
 * .data/ (or in memory with `--memory`, `npm run supabase:start:memory`).
 *
 * Flags / env: --memory (or LOCAL_SUPABASE_MEMORY=1), --port <n> (or LOCAL_SUPABASE_PORT),
 * --data-dir <path> (or LOCAL_SUPABASE_DATA_DIR), LOCAL_SITE_URL (where the test checkout returns),
 * --no-demo (or LOCAL_SUPABASE_DEMO=0: no demo accounts), OFFER_TTL_MINUTES (default 60),
 * LOCAL_NOTIFICATION_SETTINGS (JSON of private.notification_settings columns: limits, retries),
 * LOCAL_AUTH_LIMITS (JSON over config.toml's auth limits, e.g. {"signInSignUpsPer5Min":1000}).
 * It also starts the local inbox (maildev: web + API on 54324, SMTP on 54325), where every
 * e-mail of the local stack lands, and the local SMS inbox (supabase/local/sms.ts, a stand-in for
 * Twilio's Messages API on 54330), where every text lands and replies are simulated.
 */
import { parseArgs } from 'node:util';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DEFAULT_DATA_DIR, PID_FILE, isAlive } from './paths.ts';
import { DEMO_ADMIN, DEMO_DISPATCHER, DEMO_INBOX, DEMO_PROS, seedDemo } from './demo.ts';
import { startInbox, type LocalInbox } from './inbox.ts';
import { SMS_INBOX_PORT, startSmsInbox, type LocalSmsInbox } from './sms.ts';
import { startLocalSupabase, type LocalSupabase } from './server.ts';

const { values } = parseArgs({
  options: {
    memory: { type: 'boolean', default: false },
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    'no-demo': { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

const memory = values.memory || process.env.LOCAL_SUPABASE_MEMORY === '1';
const portText = values.port ?? process.env.LOCAL_SUPABASE_PORT ?? '54321';
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${portText}`);
  process.exit(1);
}
const dataDir = memory ? undefined : (values['data-dir'] ?? process.env.LOCAL_SUPABASE_DATA_DIR ?? DEFAULT_DATA_DIR);

// One process per data directory: PGlite is single-writer.
if (dataDir === DEFAULT_DATA_DIR && existsSync(PID_FILE)) {
  const pid = Number(readFileSync(PID_FILE, 'utf8').trim());
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
    console.error(`[supabase] Another local Supabase (pid ${pid}) is already using ${dataDir}.`);
    process.exit(1);
  }
}

const started = Date.now();
let inbox: LocalInbox;
try {
  inbox = await startInbox();
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE'
      ? '[supabase] The local inbox ports 54324/54325 are in use: is another local Supabase (or a mail sink) running?'
      : `[supabase] Could not start the local inbox: ${String(error)}`,
  );
  process.exit(1);
}

// Texts: the functions' TWILIO_API_URL (supabase/functions/.env) points here; a reply posted to
// /api/inbound goes to this stack's sms-inbound function, signed as Twilio signs it.
let sms: LocalSmsInbox;
try {
  sms = await startSmsInbox({ inboundUrl: () => `${supabase.url}/functions/v1/sms-inbound` });
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'EADDRINUSE'
      ? `[supabase] The local SMS inbox port ${SMS_INBOX_PORT} is in use: is another local Supabase running?`
      : `[supabase] Could not start the local SMS inbox: ${String(error)}`,
  );
  await inbox.stop();
  process.exit(1);
}

let supabase: LocalSupabase;
try {
  supabase = await startLocalSupabase({
    port,
    ...(dataDir !== undefined ? { dataDir } : {}),
    log: (line) => console.log(`[supabase] ${line}`),
  });
} catch (error) {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') {
    console.error(`[supabase] Port ${port} is already in use: is another local Supabase running?`);
  } else {
    console.error('[supabase] Could not start:', error);
  }
  process.exit(1);
}

if (dataDir === DEFAULT_DATA_DIR) writeFileSync(PID_FILE, String(process.pid));

// Local demo accounts (supabase/local/demo.ts); `--no-demo` or LOCAL_SUPABASE_DEMO=0 skips them.
const demo = !values['no-demo'] && process.env.LOCAL_SUPABASE_DEMO !== '0';
if (demo && (await seedDemo(supabase))) console.log('[supabase] Created the demo accounts.');
if (demo) {
  await supabase.runExclusive((db) =>
    db.query('update private.notification_settings set dispatch_inbox = $1 where dispatch_inbox is null', [DEMO_INBOX]),
  );
}

console.log(`
Local Supabase is running (${((Date.now() - started) / 1000).toFixed(1)} s).

         API URL: ${supabase.url}
        REST URL: ${supabase.url}/rest/v1
        Auth URL: ${supabase.url}/auth/v1
     Storage URL: ${supabase.url}/storage/v1
   Functions URL: ${supabase.url}/functions/v1 (${supabase.functions.names.join(', ')})
     Local inbox: ${inbox.url} (SMTP 127.0.0.1:${inbox.smtpPort}; every e-mail lands here)
       SMS inbox: ${sms.url} (every text lands here; POST /api/inbound {"from","body"} replies as a phone)
   Test checkout: ${supabase.checkoutUrl}
      JWT secret: ${supabase.jwtSecret}
        anon key: ${supabase.anonKey}
service_role key: ${supabase.serviceRoleKey}
  Data directory: ${dataDir ?? '(in memory: nothing is kept)'}
${demo ? `
Demo accounts (local only):
  Dispatch console: http://localhost:4173/dispatch
      dispatcher: ${DEMO_DISPATCHER.email} / ${DEMO_DISPATCHER.password}
           admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (also sets automatic dispatch)
  dispatch inbox: ${DEMO_INBOX} (new requests, returned offers)
   professionals: ${DEMO_PROS.map((p) => `${p.email} (texts: ${p.mobile_phone})`).join('\n                  ')}
` : ''}
These are the Supabase CLI's public demo keys, for local development only.
Press Ctrl+C to stop.`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n[supabase] ${signal}: stopping…`);
  try {
    await supabase.stop();
    await inbox.stop();
    await sms.stop();
    if (dataDir === DEFAULT_DATA_DIR && existsSync(PID_FILE) && readFileSync(PID_FILE, 'utf8').trim() === String(process.pid)) {
      rmSync(PID_FILE, { force: true });
    }
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
