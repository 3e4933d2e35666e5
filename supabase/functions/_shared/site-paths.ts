/**
 * The site's paths that more than one place names: the route table and the pages
 * (src/config/paths.ts re-exports this file) and the links of the e-mails and texts (the Edge
 * Functions cannot import src/). English paths; another language puts its prefix in front
 * (languages.ts). Plain data with no imports: the site's bundler inlines each constant.
 */
export const CONTACT_PATH = '/contact';
export const APPLY_PATH = '/apply';
export const APPLICATION_PAID_PATH = '/application-paid';
export const STATUS_PATH = '/status';
export const DISPATCH_PATH = '/dispatch';
export const PRO_PATH = '/pro';
export const NEWSLETTER_PATH = '/newsletter';

/** A resident's status page ('/status/<token>'; '/es/status/<token>' with the prefix '/es'). */
export function statusPath(token: string, prefix = ''): string {
  return `${prefix}${STATUS_PATH}/${encodeURIComponent(token)}`;
}

/** A lead in the console, by its reference; the queue without one. */
export function dispatchLeadPath(reference?: string | null): string {
  return reference == null ? DISPATCH_PATH : `${DISPATCH_PATH}/leads/${encodeURIComponent(reference)}`;
}

/** An application in the console, by its id; the list of applications without one. */
export function dispatchApplicationPath(id?: string | null): string {
  return id == null ? `${DISPATCH_PATH}/applications` : `${DISPATCH_PATH}/applications/${encodeURIComponent(id)}`;
}

/** The newsletter e-mails' landing pages, the token in the query. */
export function newsletterPagePath(page: 'confirm' | 'unsubscribe', token?: string): string {
  return `${NEWSLETTER_PATH}/${page}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
}
