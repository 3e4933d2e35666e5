import type { ToastInput } from '@/components/toast';
import type { ReportCommonCopy, ToastCopy } from './copy';
import { fill } from './template';

const filled = (c: ToastCopy) => ({ title: fill(c.title), description: fill(c.description) });

function buildToasts(copy: ReportCommonCopy) {
  const t = copy.toasts;
  return {
    incompleteStep: { ...filled(t.incompleteStep), variant: 'destructive' },
    agreementRequired: { ...filled(t.agreementRequired), variant: 'destructive' },
    requestSent: { ...filled(t.requestSent), variant: 'success' },
    submissionFailed: { ...filled(t.submissionFailed), variant: 'destructive' },
    /** The database's per-connection limit (docs/dispatch-api.md "Limits"). */
    rateLimited: { ...filled(t.rateLimited), variant: 'destructive', duration: 10000 },
    missingInformation: { ...filled(t.missingInformation), variant: 'destructive' },
    reportSubmitted: { ...filled(t.reportSubmitted), variant: 'default' },
    /**
     * A borough with no active professional (docs/product-rules.md "Coverage, consent and
     * renters" and #messages); the text is PhoneOnlyNote.sent (coverage.ts).
     */
    requestSentPhoneOnly: (sent: string): ToastInput => ({ title: fill(t.requestSent.title), description: sent, variant: 'success', duration: 10000 }),
    reportSubmittedPhoneOnly: (sent: string): ToastInput => ({ title: fill(t.reportSubmitted.title), description: sent, variant: 'default', duration: 10000 }),
    comingSoon: (zip: string): ToastInput => ({
      title: fill(copy.coverage.comingSoon.title),
      description: fill(copy.coverage.comingSoon.description, { zip }),
      variant: 'default',
      duration: 5000,
    }),
  } as const satisfies Record<string, ToastInput | ((text: string) => ToastInput)>;
}

export type ReportToasts = ReturnType<typeof buildToasts>;

const cache = new WeakMap<ReportCommonCopy, ReportToasts>();

/** Every toast of the two report forms in the copy's language (docs/product-rules.md#validation and #messages). */
export function reportToasts(copy: ReportCommonCopy): ReportToasts {
  let toasts = cache.get(copy);
  if (!toasts) {
    toasts = buildToasts(copy);
    cache.set(copy, toasts);
  }
  return toasts;
}

/** The field message of a ZIP outside the five boroughs. */
export function zipNotCoveredMessage(copy: ReportCommonCopy, zip: string): string {
  return fill(copy.fieldMessages.zipNotCovered, { zip });
}
