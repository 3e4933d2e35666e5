import type { ReportCommonCopy } from './copy';

/**
 * A borough with no active professional: requests there go through the dispatch line for now
 * (docs/product-rules.md "Coverage, consent and renters"). `notice` is shown before sending,
 * `sent` after. When coverage is unknown (network or service down) the forms say what they
 * always say, which the ZIP list supports.
 */
export type PhoneOnlyNote = { borough: string; notice: string; sent: string };

/** Null when an active professional covers the ZIP's borough, or when that cannot be checked. */
export function loadPhoneOnly(zip: string, copy: Pick<ReportCommonCopy, 'loadLater'>): Promise<PhoneOnlyNote | null> {
  return Promise.all([import('./coverage-answer'), copy.loadLater()]).then(
    ([{ phoneOnlyFor }, later]) => phoneOnlyFor(zip, later),
    () => null,
  );
}
