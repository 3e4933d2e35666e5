/**
 * `npm run deploy -- --env-file <production env file> [--dry-run]`: puts the project on a hosted
 * Supabase project with the pinned Supabase CLI, in order: link, push the migrations, push
 * config.toml (Auth: Site URL from SITE_URL, limits, the before-user-created hook), set the
 * Edge Functions' secrets, deploy every function, store the Vault secrets, the dispatch inbox and
 * the fee as sold, then `npm run doctor`. It prints the settings that have no CLI (Auth's SMTP
 * and sign-in e-mail, the payment provider's webhook, the static build) with their values.
 * `--dry-run` prints every step, secrets masked, and runs nothing.
 *
 * The env file is the production one (README "Pointing at a hosted Supabase project"), never the
 * committed local supabase/functions/.env. Its keys: DEPLOY_KEYS below.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { listReferenceFiles } from '../supabase/local/paths.ts';

const ROOT = resolve(import.meta.dirname, '..');
const LOCAL_FUNCTION_ENV = join(ROOT, 'supabase', 'functions', '.env');
const CLI = join(ROOT, 'node_modules', '.bin', 'supabase');

/** Each key of the production env file: what it is for, and whether it is a secret to mask. */
export const DEPLOY_KEYS = {
  SUPABASE_ACCESS_TOKEN: { secret: true, required: true, about: 'a personal access token for the CLI (dashboard → Account → Access Tokens)' },
  SUPABASE_PROJECT_REF: { secret: false, required: true, about: 'the project ref (https://<ref>.supabase.co)' },
  SUPABASE_DB_PASSWORD: { secret: true, required: true, about: "the database password (link and db push connect as postgres)" },
  SUPABASE_ANON_KEY: { secret: false, required: true, about: 'the anon (publishable) key, for the build and npm run doctor' },
  SUPABASE_SERVICE_ROLE_KEY: { secret: true, required: true, about: 'the service role (secret) key, stored in Vault for the scheduled jobs' },
  SITE_URL: { secret: false, required: true, about: "the site's public origin, e.g. https://www.example.org" },
  DISPATCH_PHONE: { secret: false, required: true, about: 'the real 24/7 dispatch line the e-mails give' },
  DISPATCH_INBOX: { secret: false, required: true, about: 'the address that receives new requests and returned offers' },
  SMTP_HOST: { secret: false, required: true, about: 'the SMTP server of the outbox e-mails' },
  SMTP_PORT: { secret: false, required: true, about: 'its port (465: hosted functions cannot use 25 or 587)' },
  SMTP_USER: { secret: false, required: true, about: 'its user' },
  SMTP_PASSWORD: { secret: true, required: true, about: 'its password' },
  SMTP_FROM: { secret: false, required: true, about: 'the sender, e.g. "NYC Wildlife Dispatch <no-reply@your-domain>"' },
  SMTP_SECURE: { secret: false, required: false, about: 'true for implicit TLS (default on 465)' },
  STRIPE_WEBHOOK_SECRET: { secret: true, required: true, about: "the payment webhook's signing secret (whsec_…)" },
  SCHEDULER_SECRET: { secret: true, required: true, about: 'a long random string the scheduled jobs present' },
  JWT_SECRET: { secret: true, required: false, about: 'the legacy JWT secret, while the project signs with it' },
  PAYMENT_AMOUNT_CENTS: { secret: false, required: true, about: 'the application fee in cents, e.g. 15000' },
  PAYMENT_CURRENCY: { secret: false, required: false, about: 'its currency (default usd)' },
  PAYMENT_LINK_ID: { secret: false, required: true, about: 'the payment link the site opens (plink_…)' },
  PAYMENT_URL: { secret: false, required: true, about: "that payment link's URL (the build's VITE_PAYMENT_URL)" },
} as const;
export type DeployKey = keyof typeof DEPLOY_KEYS;
export type DeployEnv = Partial<Record<DeployKey, string>>;

/** The Edge Functions' secrets (supabase secrets set), as the functions read them. */
const FUNCTION_SECRETS: readonly DeployKey[] = [
  'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'SMTP_FROM', 'SMTP_SECURE', 'SITE_URL', 'DISPATCH_PHONE',
  'STRIPE_WEBHOOK_SECRET', 'SCHEDULER_SECRET', 'JWT_SECRET',
];

export interface Step {
  title: string;
  /** The CLI's arguments (run as `supabase …`), or another program's. */
  command?: { program: 'supabase' | 'npm'; args: string[]; env?: Record<string, string> };
  /** What the step sends on its own (SQL, a secrets file), shown masked in a dry run. */
  payload?: string;
}

/** SQL string literal. */
function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function problemsOf(env: DeployEnv): string[] {
  const problems = (Object.keys(DEPLOY_KEYS) as DeployKey[])
    .filter((k) => DEPLOY_KEYS[k].required && !env[k])
    .map((k) => `${k} is missing: ${DEPLOY_KEYS[k].about}.`);
  if (env.SITE_URL && !/^https:\/\/[^/]+$/.test(env.SITE_URL)) problems.push('SITE_URL must be an https:// origin without a path.');
  if (env.SUPABASE_PROJECT_REF && !/^[a-z0-9]{20}$/.test(env.SUPABASE_PROJECT_REF)) problems.push('SUPABASE_PROJECT_REF is the 20-letter project ref.');
  if (env.PAYMENT_AMOUNT_CENTS && !/^[1-9][0-9]{0,8}$/.test(env.PAYMENT_AMOUNT_CENTS)) problems.push('PAYMENT_AMOUNT_CENTS is a whole number of cents above 0.');
  if (env.PAYMENT_LINK_ID && !/^plink_[A-Za-z0-9]{1,250}$/.test(env.PAYMENT_LINK_ID)) problems.push('PAYMENT_LINK_ID is the payment link id (plink_…).');
  if (env.PAYMENT_CURRENCY && !/^[a-z]{3}$/.test(env.PAYMENT_CURRENCY)) problems.push('PAYMENT_CURRENCY is a three-letter code in lower case.');
  return problems;
}

/** The ordered deployment, or what is missing from the env file. */
export function deployPlan(env: DeployEnv): { steps: Step[]; manual: string[]; problems: string[] } {
  const problems = problemsOf(env);
  const ref = env.SUPABASE_PROJECT_REF ?? '<ref>';
  const api = `https://${ref}.supabase.co`;
  const site = env.SITE_URL ?? '<SITE_URL>';
  const cliEnv = { SUPABASE_ACCESS_TOKEN: env.SUPABASE_ACCESS_TOKEN ?? '', SUPABASE_DB_PASSWORD: env.SUPABASE_DB_PASSWORD ?? '' };
  const secrets = FUNCTION_SECRETS.filter((k) => env[k]).map((k) => `${k}=${JSON.stringify(env[k])}`).join('\n');
  const sql = [
    `delete from vault.secrets where name in ('project_url', 'service_role_key', 'scheduler_secret');`,
    `select vault.create_secret(${literal(api)}, 'project_url');`,
    `select vault.create_secret(${literal(env.SUPABASE_SERVICE_ROLE_KEY ?? '')}, 'service_role_key');`,
    `select vault.create_secret(${literal(env.SCHEDULER_SECRET ?? '')}, 'scheduler_secret');`,
    `update private.notification_settings set dispatch_inbox = ${literal(env.DISPATCH_INBOX ?? '')};`,
    `update private.payment_settings set amount_total = ${Number(env.PAYMENT_AMOUNT_CENTS ?? 0)}, currency = ${literal(env.PAYMENT_CURRENCY ?? 'usd')}, livemode = true, payment_link = ${literal(env.PAYMENT_LINK_ID ?? '')}, updated_at = now();`,
  ].join('\n');
  const steps: Step[] = [
    { title: 'Link the project', command: { program: 'supabase', args: ['link', '--project-ref', ref], env: cliEnv } },
    { title: 'Push the migrations (and the seed, which is empty)', command: { program: 'supabase', args: ['db', 'push', '--linked', '--include-seed', '--yes'], env: cliEnv } },
    // Reference data (the service area's ZIP codes): idempotent, so every deployment runs it.
    ...listReferenceFiles().map((file): Step => ({
      title: `Load the reference data in ${relative(ROOT, file)} (idempotent: the table ends up holding exactly its rows)`,
      command: { program: 'supabase', args: ['db', 'query', '--linked', '--file', relative(ROOT, file)], env: cliEnv },
    })),
    {
      title: "Push supabase/config.toml: Auth's Site URL, sign-ups, anonymous sign-ins, confirmations, limits, the before-user-created hook",
      command: { program: 'supabase', args: ['config', 'push', '--project-ref', ref, '--yes'], env: { ...cliEnv, SITE_URL: site } },
    },
    { title: "Set the Edge Functions' secrets", command: { program: 'supabase', args: ['secrets', 'set', '--project-ref', ref, '--env-file', '<the secrets below>'], env: cliEnv }, payload: secrets },
    { title: 'Deploy every Edge Function (verify_jwt from config.toml)', command: { program: 'supabase', args: ['functions', 'deploy', '--project-ref', ref, '--use-api'], env: cliEnv } },
    { title: 'Store the Vault secrets of the scheduled jobs, the dispatch inbox and the fee as sold', command: { program: 'supabase', args: ['db', 'query', '--linked', '--file', '<the SQL below>'], env: cliEnv }, payload: sql },
    {
      title: 'Check the running service',
      command: { program: 'npm', args: ['run', 'doctor'], env: { SUPABASE_URL: api, SUPABASE_ANON_KEY: env.SUPABASE_ANON_KEY ?? '', SUPABASE_SERVICE_ROLE_KEY: env.SUPABASE_SERVICE_ROLE_KEY ?? '' } },
    },
  ];
  const manual = [
    `Authentication → Emails → SMTP Settings (the sign-in codes): host ${env.SMTP_HOST ?? '<SMTP_HOST>'}, port ${env.SMTP_PORT ?? '<SMTP_PORT>'}, user ${env.SMTP_USER ?? '<SMTP_USER>'}, password SMTP_PASSWORD, sender ${env.SMTP_FROM ?? '<SMTP_FROM>'}.`,
    'Authentication → Emails → Templates → Magic Link: put {{ .Token }} in the body, so the e-mail carries the six-digit code as well as the link.',
    `Payment provider → Webhooks: endpoint ${api}/functions/v1/payment-webhook for checkout.session.completed, checkout.session.async_payment_succeeded, charge.refunded, charge.dispute.created, charge.dispute.closed; its signing secret is STRIPE_WEBHOOK_SECRET.`,
    `Payment provider → the payment link ${env.PAYMENT_LINK_ID ?? '<PAYMENT_LINK_ID>'}: after payment, no confirmation page, redirect to ${site}/application-paid.`,
    `The static site: VITE_SUPABASE_URL=${api} VITE_SUPABASE_ANON_KEY=<SUPABASE_ANON_KEY> VITE_PAYMENT_URL=${env.PAYMENT_URL ?? '<PAYMENT_URL>'} VITE_DISPATCH_PHONE=${JSON.stringify(env.DISPATCH_PHONE ?? '<DISPATCH_PHONE>')} npm run build, then publish dist/ at ${site} (README "Deploying the static build").`,
    'Staff accounts: SUPABASE_URL=… SUPABASE_SERVICE_ROLE_KEY=… npm run staff:add -- --email <e> --password <p> [--role admin].',
  ];
  return { steps, manual, problems };
}

/** The env file with every secret value replaced by its name in angle brackets, for showing a plan. */
export function masked(env: DeployEnv): DeployEnv {
  const out: DeployEnv = { ...env };
  for (const key of Object.keys(DEPLOY_KEYS) as DeployKey[]) if (DEPLOY_KEYS[key].secret && env[key]) out[key] = `<${key}>`;
  return out;
}

/** A step as a person reads it (render the steps of deployPlan(masked(env)) to show no secret). */
export function render(step: Step, index: number): string {
  const lines = [`${index + 1}. ${step.title}`];
  if (step.command) {
    const envs = Object.keys(step.command.env ?? {}).map((k) => `${k}=…`).join(' ');
    lines.push(`   $ ${envs ? `${envs} ` : ''}${step.command.program} ${step.command.args.join(' ')}`);
  }
  if (step.payload) lines.push(...step.payload.split('\n').map((l) => `     ${l}`));
  return lines.join('\n');
}

export function readDeployEnv(path: string): DeployEnv {
  if (resolve(path) === LOCAL_FUNCTION_ENV) {
    throw new Error('supabase/functions/.env holds the LOCAL stack\'s values; write a production env file outside the repository and pass it with --env-file.');
  }
  if (!existsSync(path)) throw new Error(`No env file at ${path}.`);
  const parsed = parseEnv(readFileSync(path, 'utf8'));
  const env: DeployEnv = {};
  for (const key of Object.keys(DEPLOY_KEYS) as DeployKey[]) if (parsed[key]) env[key] = parsed[key];
  return env;
}

function run(step: Step): void {
  const command = step.command;
  if (!command) return;
  // Secrets go to the CLI in a file only this user can read, never on a command line.
  const placeholder = command.args.find((a) => a === '<the secrets below>' || a === '<the SQL below>');
  let args = command.args;
  let temp: string | undefined;
  if (step.payload !== undefined && placeholder !== undefined) {
    temp = mkdtempSync(join(tmpdir(), 'nwd-deploy-'));
    const path = join(temp, placeholder === '<the SQL below>' ? 'deploy.sql' : 'secrets.env');
    writeFileSync(path, `${step.payload}\n`, { mode: 0o600 });
    args = args.map((a) => (a === placeholder ? path : a));
  }
  try {
    const program = command.program === 'supabase' ? CLI : 'npm';
    const result = spawnSync(program, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...command.env } });
    if (result.status !== 0) throw new Error(`${step.title}: ${command.program} ${command.args[0] ?? ''} exited ${result.status ?? 'without a status'}.`);
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

function main(): void {
  const argv = process.argv.slice(2);
  const dryRun = argv.includes('--dry-run');
  const fileAt = argv.indexOf('--env-file');
  const file = fileAt >= 0 ? argv[fileAt + 1] : undefined;
  if (!file) {
    console.error('Usage: npm run deploy -- --env-file <production env file> [--dry-run]');
    console.error(`Its keys:\n${(Object.keys(DEPLOY_KEYS) as DeployKey[]).map((k) => `  ${k}${DEPLOY_KEYS[k].required ? '' : ' (optional)'}: ${DEPLOY_KEYS[k].about}`).join('\n')}`);
    process.exit(2);
  }
  const env = readDeployEnv(file);
  const { steps, manual, problems } = deployPlan(env);
  if (problems.length > 0) {
    console.error(`${file}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(2);
  }
  const shown = deployPlan(masked(env)).steps;
  console.log(dryRun ? 'Deployment plan (dry run: nothing is run):\n' : 'Deploying:\n');
  steps.forEach((step, i) => {
    console.log(render(shown[i] ?? step, i));
    if (!dryRun) run(step);
  });
  console.log(`\nIn the dashboards (no CLI for these):\n${manual.map((m) => `- ${m}`).join('\n')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
