import type { Page } from '@playwright/test';

/** Content Security Policy violations a page reports: used by headers.spec.ts and report.spec.ts. */
export interface Violation {
  via: 'console' | 'event';
  directive: string;
  blocked: string;
  source: string;
  text: string;
}

/**
 * Collects CSP violations two ways, across navigations: Chromium's console messages and the
 * `securitypolicyviolation` DOM events (reported through a binding, which CSP does not govern).
 */
export async function watchCsp(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  page.on('console', (msg) => {
    if (/content security policy/i.test(msg.text())) {
      violations.push({ via: 'console', directive: '', blocked: '', source: msg.location().url, text: msg.text() });
    }
  });
  await page.exposeBinding('__reportCspViolation', (_source, v: Omit<Violation, 'via'>) => {
    violations.push({ via: 'event', ...v });
  });
  await page.addInitScript(() => {
    type Report = (v: { directive: string; blocked: string; source: string; text: string }) => void;
    const report = (window as unknown as { __reportCspViolation: Report }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => {
      report({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        text: `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      });
    });
  });
  return violations;
}

export const texts = (violations: Violation[]) => violations.map((v) => `${v.via}: ${v.text}`);
