/**
 * How long an application review takes once the fee is paid, in business days: what the site,
 * the terms, the FAQs and the e-mails promise, and what the console counts each waiting
 * application against. src/domain/review.ts re-exports it for the browser.
 */
export const REVIEW_DAYS = { from: 3, to: 5 } as const;

/** The range as the copy writes it in every language: "3-5". */
export const REVIEW_DAYS_RANGE = `${REVIEW_DAYS.from}-${REVIEW_DAYS.to}`;
