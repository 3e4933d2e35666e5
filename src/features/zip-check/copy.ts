/**
 * Every word of the home page's ZIP check, in one language. The English is locales/en.ts; a
 * translation is a sibling module exporting an object of this type. Components import only this
 * type: the page passes its language's copy.
 *
 * Templates: keep each `{name}` placeholder (move it where the language needs it). `{phone}` is
 * the dispatch number; the others are named on the field.
 */
import type { Borough } from '@/domain/options';

/** A toast's words (the form decides its colour and how long it stays). */
export type ZipToastCopy = { readonly title: string; readonly description: string };

/** The answers' words: fetched only when the visitor starts using the check (see loadAnswers). */
export type ZipAnswersCopy = {
  /** The five boroughs' names in this language. */
  readonly boroughs: Readonly<Record<Borough, string>>;
  readonly invalid: ZipToastCopy;
  /** A ZIP outside the five boroughs: '{zip}'. */
  readonly comingSoon: ZipToastCopy;
  /** An active professional covers the borough. */
  readonly serviceAvailable: ZipToastCopy;
  /** No active professional in the borough: '{borough}', '{phone}'. */
  readonly phoneOnly: ZipToastCopy;
  /** Coverage could not be checked, the ZIP list answers: '{zip}', '{borough}', '{phone}'. */
  readonly unconfirmed: ZipToastCopy;
  /** Added to the answer for a ZIP that also covers addresses in Nassau County: '{zip}'. */
  readonly cityLine: string;
};

export type ZipCheckCopy = {
  /** The form's accessible name. */
  readonly formLabel: string;
  /** The ZIP field's label (read by screen readers; the placeholder shows). */
  readonly label: string;
  readonly placeholder: string;
  readonly button: string;
  /** Shown in a borough without an active professional, next to the call button. */
  readonly sendAnyway: string;
  /** The check's code could not be loaded: '{phone}'. */
  readonly loadFailed: ZipToastCopy;
  /**
   * The answers' words, loaded with the answer's code on the form's first focus so the home
   * page's first JavaScript does not carry them. Keep it to one line importing a sibling module:
   * `() => import('./es-answers').then((m) => m.ZIP_ANSWERS_ES)`.
   */
  readonly loadAnswers: () => Promise<ZipAnswersCopy>;
};
