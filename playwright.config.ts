import { defineConfig, devices } from '@playwright/test';
import { resolveBrowser } from './scripts/find-browser';

/**
 * Browser tests run against the production build (npm run build) served on :4173, with
 * an in-memory local Supabase on :54321. The browser is found, or installed, by
 * scripts/find-browser.ts (CHROME_PATH, a system Chromium, Playwright's own, apt-get).
 */
/** Ports can be moved so two runs can share the machine (the build must use the same Supabase URL). */
const sitePort = Number(process.env.SITE_PORT ?? 4173);
const supabasePort = Number(process.env.SUPABASE_PORT ?? 54321);
const executablePath = resolveBrowser();
const launchOptions = {
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
};

/**
 * Specs that only read (no account, lead, e-mail or text is made; a lookup such as the ZIP check
 * only reads): they run in a second worker beside the rest, which share one local Supabase and
 * its inboxes and so run one at a time. The two workers take about as long as each other (a11y and shell
 * moved here when the first took 14.5 min to the second's 10; headers, without its one lead, when
 * axe got faster and the first took 14.8 min of tests to the second's 11.2).
 */
const READ_ONLY_SPECS = ['routes', 'budget', 'focus', 'prerender', 'smoke', 'a11y', 'shell', 'headers'].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // One retry on CI, for a browser that stops painting (seen once: a click waiting 30 s for
  // animation frames that never came). scripts/ci-summary.mjs names every test that needed it.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', testIgnore: READ_ONLY_SPECS, workers: 1, use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'pages', testMatch: READ_ONLY_SPECS, workers: 1, use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
  webServer: [
    {
      command: `npm run supabase:start:memory -- --port ${supabasePort}`,
      // The test checkout's Pay button returns to the site under test (and e-mails link to it).
      // Every test reports from 127.0.0.1: the per-client limits get their own integration
      // tests (tests/integration/notifications.test.ts), so here they are set out of the way.
      env: {
        LOCAL_SITE_URL: `http://localhost:${sitePort}`,
        LOCAL_NOTIFICATION_SETTINGS: JSON.stringify({
          leads_per_client_per_hour: 100_000,
          applications_per_client_per_hour: 100_000,
          newsletter_signups_per_client_per_hour: 100_000,
          confirmations_per_recipient_per_day: 100,
          confirmations_per_domain_per_day: 100_000,
          confirmations_per_day: 100_000,
        }),
        // The same for the auth limits of supabase/config.toml (tests/integration/auth-limits.test.ts).
        LOCAL_AUTH_LIMITS: JSON.stringify({ emailSentPerHour: 100_000, signInSignUpsPer5Min: 100_000, tokenVerificationsPer5Min: 100_000, maxFrequencyMs: 1_000 }),
      },
      url: `http://127.0.0.1:${supabasePort}/rest/v1/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `npm run serve`,
      url: `http://localhost:${sitePort}/`,
      env: { PORT: String(sitePort) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
