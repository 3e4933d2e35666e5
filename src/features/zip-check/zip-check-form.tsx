import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/components/toast';
import { localizedPath, type Locale } from '@/domain/locales';
import type * as AnswerModule from './answer';
import type { ZipCheckOutcome } from './answer';
import { ZIP_REDIRECT_DELAY_MS } from './constants';
import type { ZipAnswersCopy, ZipCheckCopy } from './copy';
import { fill } from './fill';
import { Icon } from '@/components/icons/icon';
import { CONTACT_PATH } from '@/config/paths';

export type ZipCheckFormProps = {
  /** Every word of the check, in the page's language. */
  copy: ZipCheckCopy;
  /** The page's language: a ZIP served goes on to the report flow in that language. */
  locale: Locale;
};

/** State handed to /contact so the flow starts with the checked ZIP filled in. */
export type ZipHandoff = { zipCode: string };

type Answer = typeof AnswerModule;
let answerModule: Promise<Answer> | null = null;
/** The answer's code (ZIP list, coverage call, messages), fetched on first focus. */
function loadAnswer(): Promise<Answer> {
  answerModule ??= import('./answer').catch((error: unknown) => {
    answerModule = null;
    throw error;
  });
  return answerModule;
}

/** The answer's code and the answers' words in the copy's language. */
function loadAll(copy: ZipCheckCopy): Promise<[Answer, ZipAnswersCopy]> {
  return Promise.all([loadAnswer(), copy.loadAnswers()]);
}

/** A ZIP as the field keeps it: digits only, five at most. */
const digitsOf = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/**
 * The home hero's ZIP check (docs/product-rules.md#states): invalid → error toast; a ZIP outside the five
 * boroughs → 'Coming Soon!' and stay; a ZIP whose borough an active professional covers →
 * 'Service Available!' and, after 1500 ms, /contact with the ZIP carried over. A borough with
 * no active professional is told so (the dispatch line) and offered a way to report anyway; when
 * coverage cannot be checked, the ZIP list answers and says so (docs/product-rules.md
 * "Coverage, consent and renters").
 *
 * The field is uncontrolled and read at submit: the home page hydrates at the visitor's first
 * touch (scripts/prerender.ts, the boot script), so what was typed before keeps its place.
 */
export function ZipCheckForm({ copy, locale }: ZipCheckFormProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [phoneOnly, setPhoneOnly] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    // Focused before the page hydrated: fetch the answer's code now, as that focus would have.
    if (formRef.current?.contains(document.activeElement)) void loadAll(copy).catch(() => undefined);
  }, [copy]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  async function check(zip: string): Promise<void> {
    setBusy(true);
    setPhoneOnly(null);
    let outcome: ZipCheckOutcome;
    try {
      const [answer, answers] = await loadAll(copy);
      outcome = await answer.answerZipCheck(zip, answers);
    } catch (error) {
      console.error('[zip check] could not load', error);
      toast({ title: fill(copy.loadFailed.title), description: fill(copy.loadFailed.description), variant: 'destructive' });
      setBusy(false);
      return;
    }
    const { answer } = outcome;
    toast(outcome.toast);
    if (answer.kind === 'covered' || answer.kind === 'unconfirmed') {
      const state: ZipHandoff = { zipCode: answer.zip };
      timer.current = setTimeout(() => navigate(localizedPath(locale, CONTACT_PATH), { state }), ZIP_REDIRECT_DELAY_MS);
      return;
    }
    if (answer.kind === 'phone-only') setPhoneOnly(answer.zip);
    setBusy(false);
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={copy.formLabel}
      className="flex w-full max-w-md flex-col gap-2 sm:flex-row sm:flex-wrap"
      onFocus={() => void loadAll(copy).catch(() => undefined)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void check(digitsOf(String(new FormData(event.currentTarget).get('zipCode') ?? '')));
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {copy.label}
      </label>
      <div className="relative flex-1">
        <Icon name="map-pin" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          name="zipCode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder={copy.placeholder}
          onChange={(event) => {
            const digits = digitsOf(event.target.value);
            if (digits !== event.target.value) event.target.value = digits;
          }}
          className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
        />
      </div>
      <button type="submit" className="btn-urgent h-12" disabled={busy}>
        {copy.button}
      </button>
      {phoneOnly ? (
        // The hero's call button sits right below; this is the other way on.
        <Link to={localizedPath(locale, CONTACT_PATH)} state={{ zipCode: phoneOnly } satisfies ZipHandoff} className="btn-outline">
          {copy.sendAnyway}
        </Link>
      ) : null}
    </form>
  );
}
