/**
 * The report features in English: the one source of their English words (the texts shared with
 * other parts of the site come from src/content). The words are in five modules so a page's
 * bundle carries only its own:
 *
 *   en-common.ts     COMMON_COPY_EN     both forms
 *   en-contact.ts    CONTACT_COPY_EN    /contact and /contact/success (common + the flow's words)
 *   en-lead-form.ts  LEAD_FORM_COPY_EN  the single form (common + the form's words)
 *   en-later.ts      REPORT_LATER_EN    fetched by `loadLater` when the visitor's answers call for it
 *   en.ts            REPORT_COPY_EN     all of them (tests, tools)
 *
 * A page imports its object from its own module (en-contact.ts, en-lead-form.ts), never through
 * this file: one module leading to both would put both in every page's bundle. A translation
 * copies the five files with every text in its language (the types are in ../copy.ts); the
 * option keys stay English.
 */
import type { ReportCopy } from '../copy';
import { CONTACT_COPY_EN } from './en-contact';
import { LEAD_FORM_COPY_EN } from './en-lead-form';

export { CONTACT_COPY_EN } from './en-contact';
export { LEAD_FORM_COPY_EN } from './en-lead-form';

/** Every word (tests, tools): pages import the part they show instead. */
export const REPORT_COPY_EN: ReportCopy = {
  ...CONTACT_COPY_EN,
  ...LEAD_FORM_COPY_EN,
  options: { ...CONTACT_COPY_EN.options, ...LEAD_FORM_COPY_EN.options },
};
