import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_KEYS, deployPlan, masked, readDeployEnv, render, type DeployEnv } from './deploy';

const ENV: DeployEnv = {
  SUPABASE_ACCESS_TOKEN: 'sbp_access_token_value',
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_DB_PASSWORD: 'db-password-value',
  SUPABASE_ANON_KEY: 'anon-key-value',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-value',
  SITE_URL: 'https://www.example.org',
  DISPATCH_PHONE: '(212) 555-0100',
  DISPATCH_INBOX: "dispatch@example.org",
  SMTP_HOST: 'smtp.example.org',
  SMTP_PORT: '465',
  SMTP_USER: 'mailer',
  SMTP_PASSWORD: "smtp-pass'word",
  SMTP_FROM: 'NYC Wildlife Dispatch <no-reply@example.org>',
  STRIPE_WEBHOOK_SECRET: 'whsec_value',
  SCHEDULER_SECRET: 'scheduler-secret-value',
  PAYMENT_AMOUNT_CENTS: '15000',
  PAYMENT_LINK_ID: 'plink_1Abc',
  PAYMENT_URL: 'https://buy.example.org/abc',
};

describe('npm run deploy', () => {
  it('plans link, db push, the reference data, config push, secrets, functions, the Vault/inbox/fee SQL and the doctor, in that order', () => {
    const { steps, problems, manual } = deployPlan(ENV);
    expect(problems).toEqual([]);
    expect(steps.map((s) => `${s.command?.program} ${s.command?.args.slice(0, 2).join(' ')}`)).toEqual([
      'supabase link --project-ref',
      'supabase db push',
      'supabase db query',
      'supabase config push',
      'supabase secrets set',
      'supabase functions deploy',
      'supabase db query',
      'npm run doctor',
    ]);
    expect(steps[2]?.command?.args).toEqual(['db', 'query', '--linked', '--file', 'supabase/reference/service_area_zips.sql']);
    expect(steps[3]?.command?.env?.SITE_URL).toBe('https://www.example.org');
    const sql = steps[6]?.payload ?? '';
    expect(sql).toContain("select vault.create_secret('https://abcdefghijklmnopqrst.supabase.co', 'project_url');");
    expect(sql).toContain('amount_total = 15000');
    expect(sql).toContain("payment_link = 'plink_1Abc'");
    expect(manual.join('\n')).toContain('https://abcdefghijklmnopqrst.supabase.co/functions/v1/payment-webhook');
    expect(manual.join('\n')).toContain('redirect to https://www.example.org/application-paid');
  });

  it('a dry run shows every step with no secret value in it', () => {
    const text = deployPlan(masked(ENV)).steps.map((s, i) => render(s, i)).join('\n');
    for (const key of Object.keys(DEPLOY_KEYS) as (keyof typeof DEPLOY_KEYS)[]) {
      const value = ENV[key];
      if (DEPLOY_KEYS[key].secret && value) expect(text, key).not.toContain(value);
    }
    expect(text).toContain('<SUPABASE_SERVICE_ROLE_KEY>');
    expect(text).toContain('SMTP_HOST="smtp.example.org"');
    expect(text).toContain('SMTP_PASSWORD="<SMTP_PASSWORD>"');
    expect(text).toContain("('project_url', 'service_role_key', 'scheduler_secret')");
  });

  it('says what is missing or wrong, and never takes the local functions env file', () => {
    const { problems } = deployPlan({ ...ENV, SITE_URL: 'http://localhost:4173', PAYMENT_LINK_ID: undefined, SUPABASE_PROJECT_REF: 'x' });
    expect(problems).toEqual([
      'PAYMENT_LINK_ID is missing: the payment link the site opens (plink_…).',
      'SITE_URL must be an https:// origin without a path.',
      'SUPABASE_PROJECT_REF is the 20-letter project ref.',
    ]);
    expect(() => readDeployEnv(resolve(import.meta.dirname, '..', 'supabase', 'functions', '.env'))).toThrow(/LOCAL stack/);
  });

  it('--dry-run from an env file prints the whole plan and the dashboard settings, and runs nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nwd-deploy-test-'));
    try {
      const file = join(dir, 'production.env');
      writeFileSync(file, Object.entries(ENV).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join('\n'));
      const result = spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'deploy.ts'), '--env-file', file, '--dry-run'], {
        encoding: 'utf8',
        // No npm on the PATH: the last step (npm run doctor) would fail if anything ran.
        env: { ...process.env, PATH: '/nonexistent' },
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Deployment plan \(dry run: nothing is run\):/);
      expect(result.stdout).toMatch(/1\. Link the project[\s\S]*3\. Load the reference data[\s\S]*8\. Check the running service[\s\S]*In the dashboards/);
      expect(result.stdout).not.toContain('service-role-key-value');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
