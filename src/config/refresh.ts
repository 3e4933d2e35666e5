/**
 * How often each back-office screen and the resident's status page fetch their data again,
 * in one place: the console's queue and a lead (a night shift watches them), a professional's
 * offers (an offer can expire), the status page, then the slower lists.
 */
export const REFRESH_MS = {
  queue: 10_000,
  lead: 10_000,
  portal: 10_000,
  status: 20_000,
  applications: 30_000,
  pros: 60_000,
} as const;
