/**
 * The Chromium the browser tests and the bench drive, found (or installed) without a manual step:
 *
 *   1. CHROME_PATH when it is set;
 *   2. a system Chromium or Chrome (/usr/bin/chromium, chromium, google-chrome, …);
 *   3. Playwright's own Chromium, installing it with `playwright install chromium` where that
 *      can download (it cannot on machines that reach only package registries: it fails fast);
 *   4. on Debian or Ubuntu as root, `apt-get install -y chromium`.
 *
 * When none works it stops with one sentence saying what to install. The search order is a pure
 * function over injected probes (scripts/find-browser.test.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface BrowserProbes {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  /** The path of a command on PATH, or null. */
  which: (command: string) => string | null;
  /** Playwright's own Chromium executable (whether or not it is installed yet). */
  playwrightPath: () => string | null;
  /** Runs `playwright install chromium`; true when it finished. */
  playwrightInstall: () => boolean;
  /** Whether apt-get can be used (Debian/Ubuntu, as root). */
  canApt: () => boolean;
  /** Runs apt-get update + install chromium; true when it finished. */
  aptInstall: () => boolean;
  log: (line: string) => void;
}

export const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium'];
const COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const NO_BROWSER =
  'No Chromium found for the browser tests: install one (Debian/Ubuntu: apt-get install chromium; elsewhere: npx playwright install chromium) or set CHROME_PATH to a Chromium or Chrome executable.';

export function findBrowser(p: BrowserProbes): string {
  const fromEnv = p.env.CHROME_PATH;
  if (fromEnv) {
    if (p.exists(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const system = SYSTEM_BROWSERS.find((path) => p.exists(path)) ?? COMMANDS.map((c) => p.which(c)).find((path): path is string => path !== null);
  if (system) return system;

  const own = p.playwrightPath();
  if (own && p.exists(own)) return own;
  if (own) {
    p.log('No system Chromium: trying `playwright install chromium`…');
    if (p.playwrightInstall() && p.exists(own)) return own;
  }
  if (p.canApt()) {
    p.log('Installing Debian\'s chromium with apt-get…');
    if (p.aptInstall()) {
      const installed = SYSTEM_BROWSERS.find((path) => p.exists(path));
      if (installed) return installed;
    }
  }
  throw new Error(NO_BROWSER);
}

function run(command: string, args: string[], timeout: number): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore', timeout, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

export const realProbes: BrowserProbes = {
  env: process.env,
  exists: existsSync,
  which: (command) => {
    try {
      return execFileSync('which', [command], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
    } catch {
      return null;
    }
  },
  playwrightPath: () => {
    try {
      const out = execFileSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], { stdio: ['ignore', 'pipe', 'ignore'] });
      return out.toString().trim() || null;
    } catch {
      return null;
    }
  },
  playwrightInstall: () => run('npx', ['--no-install', 'playwright', 'install', 'chromium'], 120_000),
  canApt: () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version'),
  aptInstall: () => run('apt-get', ['update', '-qq'], 300_000) && run('apt-get', ['install', '-y', '-qq', 'chromium'], 600_000),
  log: (line) => console.error(line),
};

/** The browser to use, remembered in CHROME_PATH for the rest of this process and its children. */
export function resolveBrowser(): string {
  const path = findBrowser(realProbes);
  process.env.CHROME_PATH = path;
  return path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(resolveBrowser());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
