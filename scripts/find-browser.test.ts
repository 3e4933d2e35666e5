import { describe, expect, it } from 'vitest';
import { NO_BROWSER, findBrowser, type BrowserProbes } from './find-browser';

/** Probes of a machine: which paths exist, and what installing does. */
function machine(options: {
  env?: Record<string, string>;
  files?: string[];
  onPath?: Record<string, string>;
  playwright?: string | null;
  playwrightInstalls?: string[];
  apt?: boolean;
  aptInstalls?: string[];
}) {
  const files = new Set(options.files ?? []);
  const calls: string[] = [];
  const probes: BrowserProbes = {
    env: options.env ?? {},
    exists: (p) => files.has(p),
    which: (c) => options.onPath?.[c] ?? null,
    playwrightPath: () => options.playwright ?? null,
    playwrightInstall: () => {
      calls.push('playwright install');
      for (const f of options.playwrightInstalls ?? []) files.add(f);
      return (options.playwrightInstalls ?? []).length > 0;
    },
    canApt: () => options.apt ?? false,
    aptInstall: () => {
      calls.push('apt-get install');
      for (const f of options.aptInstalls ?? []) files.add(f);
      return (options.aptInstalls ?? []).length > 0;
    },
    log: () => undefined,
  };
  return { probes, calls };
}

describe('findBrowser', () => {
  it('takes CHROME_PATH first, and says so when it points nowhere', () => {
    expect(findBrowser(machine({ env: { CHROME_PATH: '/opt/chrome' }, files: ['/opt/chrome', '/usr/bin/chromium'] }).probes)).toBe('/opt/chrome');
    expect(() => findBrowser(machine({ env: { CHROME_PATH: '/nope' }, files: ['/usr/bin/chromium'] }).probes)).toThrow('CHROME_PATH is set to /nope, which does not exist.');
  });

  it('then a system Chromium or Chrome, without installing anything', () => {
    const m = machine({ files: ['/usr/bin/google-chrome'], apt: true, aptInstalls: ['/usr/bin/chromium'] });
    expect(findBrowser(m.probes)).toBe('/usr/bin/google-chrome');
    expect(m.calls).toEqual([]);
    expect(findBrowser(machine({ onPath: { chromium: '/home/me/bin/chromium' } }).probes)).toBe('/home/me/bin/chromium');
  });

  it("then Playwright's own Chromium, installed when missing and downloadable", () => {
    const own = '/root/.cache/ms-playwright/chromium/chrome';
    expect(findBrowser(machine({ playwright: own, files: [own] }).probes)).toBe(own);
    const m = machine({ playwright: own, playwrightInstalls: [own] });
    expect(findBrowser(m.probes)).toBe(own);
    expect(m.calls).toEqual(['playwright install']);
  });

  it('then apt-get on Debian as root when the download fails', () => {
    const m = machine({ playwright: '/cache/chrome', apt: true, aptInstalls: ['/usr/bin/chromium'] });
    expect(findBrowser(m.probes)).toBe('/usr/bin/chromium');
    expect(m.calls).toEqual(['playwright install', 'apt-get install']);
  });

  it('otherwise stops with one sentence saying what to install', () => {
    const m = machine({ playwright: '/cache/chrome', apt: false });
    expect(() => findBrowser(m.probes)).toThrow(NO_BROWSER);
    expect(NO_BROWSER.split('. ').length).toBe(1);
  });
});
