import { useEffect, useRef, useState } from 'react';
import { ANIMAL_PARAM, CONTACT_STEP_PATHS } from '@/config/paths';
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { ArrowLeft, ArrowRight, Phone } from 'lucide-react';
import { HoneypotField, StatusButton } from '@/components/form';
import { useSchemaForm } from '@/components/form/schema-form';
import { dismissToast, toast } from '@/components/toast';
import { site } from '@/config/site';
import { localizedPath, type Locale } from '@/domain/locales';
import { ANIMAL_TYPES, type AnimalType } from '@/domain/options';
import { checkZip } from '@/domain/zip-coverage';
import { preloadSupabase } from '@/lib/supabase';
import { createLead, fetchStatusToken, leadReference, newLeadId } from './api';
import { loadPhoneOnly, type PhoneOnlyNote } from './coverage';
import {
  CONTACT_STEPS,
  CONTACT_SUCCESS_PATH,
  backPathFor,
  contactStepForPath,
  emptyContactDraft,
  makeContactSchemas,
  type ContactDraft,
  type ContactStep,
  type ContactValues,
} from './contact-schema';
import type { ContactFlowCopy } from './copy';
import { ReviewStep, RightHelpAdvice, WhatStep, WhereStep, WhoStep } from './contact-steps';
import { reportToasts, zipNotCoveredMessage } from './messages';
import { adviceIdsFor } from '@/domain/right-help';
import { SubmitNotice } from './submit-notice';
import { fill } from './template';
import { contactFlowToLead } from './to-lead-row';
import { contactDraftStore } from './use-contact-draft';
import { showStep } from '@/lib/show-step';

/**
 * Router state: the ZIP from the home check, or the reference after a successful report (with,
 * in a borough without an active professional, what happens instead: PhoneOnlyNote.sent).
 */
export type ContactLocationState = { zipCode?: string; reference?: string; statusToken?: string; phoneOnly?: string } | null;

const isAnimalType = (value: string): value is AnimalType => (ANIMAL_TYPES as readonly string[]).includes(value);

function readState(state: unknown): ContactLocationState {
  return typeof state === 'object' && state !== null ? (state as ContactLocationState) : null;
}

export type ContactFlowProps = {
  /** Every word of the flow, in the page's language. */
  copy: ContactFlowCopy;
  /** The page's language: the flow stays under its prefix (/es/contact/…) and the lead records it. */
  locale: Locale;
};

/**
 * The four-step report flow at /contact (docs/product-rules.md#states): Next only when the
 * step is valid, Back rules, a ZIP outside the five boroughs stops at step 1, the draft
 * survives a reload, and step 4 writes one lead (the id is reserved once, so a double click
 * or a retry never makes two).
 */
export function ContactFlow({ copy, locale }: ContactFlowProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = contactStepForPath(location.pathname);
  const step: ContactStep = current === 'success' ? (CONTACT_STEPS[0] as ContactStep) : current;
  const handoff = readState(location.state);
  /** Built at the first validation, not while the page hydrates (makeContactSchemas keeps it). */
  const contactSchema = () => makeContactSchemas(copy.fieldMessages).contact;
  const toasts = reportToasts(copy);
  const { flow } = copy;
  /** Goes to an English path of the flow, in the page's language. */
  const go = (path: string, options?: NavigateOptions) => navigate(localizedPath(locale, path), options);

  const form = useSchemaForm<ContactDraft, ContactValues>(contactSchema, { ...emptyContactDraft, zipCode: handoff?.zipCode ?? '' }, { mode: 'onTouched' });
  const { register, trigger, getValues, setError, subscribe, reset } = form;

  const leadId = useRef<string | null>(null);
  // Whether the visitor chose to go on after the 'who to call first' advice (kept with the draft).
  const helpAcknowledged = useRef(false);
  const [showHelp, setShowHelp] = useState(false);
  const [sending, setSending] = useState(false);
  const restored = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // From step 2 on: whether an active professional covers the ZIP's borough. A borough without
  // one is told that requests there go through the dispatch line for now (the visitor may go on).
  const zipCode = useWatch({ control: form.control, name: 'zipCode' });
  const [coverage, setCoverage] = useState<{ zip: string; phoneOnly: PhoneOnlyNote | null } | null>(null);
  useEffect(() => {
    if (step.number === 1 || checkZip(zipCode).kind !== 'supported' || coverage?.zip === zipCode) return;
    let current = true;
    void loadPhoneOnly(zipCode, copy).then((phoneOnly) => {
      if (current) setCoverage({ zip: zipCode, phoneOnly });
    });
    return () => {
      current = false;
    };
  }, [step.number, zipCode, coverage?.zip, copy]);
  const phoneOnly = coverage?.zip === zipCode ? coverage.phoneOnly : null;

  // Restore the draft after mount (never during render: the page is prerendered).
  useEffect(() => {
    const stored = contactDraftStore.load();
    if (stored) {
      reset({ ...stored.values, zipCode: handoff?.zipCode ?? stored.values.zipCode });
      leadId.current = stored.leadId;
      helpAcknowledged.current = stored.helpAcknowledged;
    }
    // A species card of a translated page opens the flow with its animal (?animal=Raccoon);
    // an animal already in the draft is kept.
    const animal = new URLSearchParams(location.search).get(ANIMAL_PARAM);
    if (animal && isAnimalType(animal) && !form.getValues('animalType')) form.setValue('animalType', animal);
    restored.current = true;
    // Runs once: the hand-off ZIP and animal are read from the first location only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the draft in sessionStorage as the visitor types.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!restored.current) return;
          contactDraftStore.save({ values: { ...emptyContactDraft, ...values }, leadId: leadId.current, helpAcknowledged: helpAcknowledged.current });
        },
      }),
    [subscribe],
  );

  // On every step change (not on first load) the new step's card comes to the top of the
  // window and its heading takes focus: a passive effect, so after the page's own scroll to
  // the top (PageRoutes' layout effect).
  const shownStep = useRef(step.number);
  useEffect(() => {
    if (shownStep.current === step.number) return;
    shownStep.current = step.number;
    showStep(headingRef.current);
  }, [step.number]);

  function saveNow() {
    contactDraftStore.save({ values: getValues(), leadId: leadId.current, helpAcknowledged: helpAcknowledged.current });
  }

  async function stepIsValid(s: ContactStep): Promise<boolean> {
    return trigger(s.fields as FieldPath<ContactDraft>[], { shouldFocus: true });
  }

  async function next() {
    if (!(await stepIsValid(step))) {
      toast(toasts.incompleteStep);
      return;
    }
    if (step.number === 1) {
      const zip = checkZip(getValues('zipCode'));
      if (zip.kind !== 'supported') {
        setError('zipCode', { message: zipNotCoveredMessage(copy, getValues('zipCode')) }, { shouldFocus: true });
        toast(toasts.comingSoon(getValues('zipCode')));
        return;
      }
    }
    if (step.number === 2 && !helpAcknowledged.current && adviceIdsFor(getValues()).length > 0) {
      setShowHelp(true);
      return;
    }
    const following = CONTACT_STEPS[step.number];
    // The step is right now: a toast about what was wrong with it would only mislead on the next.
    dismissToast();
    if (following) go(following.path);
  }

  async function submit() {
    if (!getValues('agreedToTerms')) {
      setError('agreedToTerms', { message: copy.fieldMessages.terms }, { shouldFocus: true });
      toast(toasts.agreementRequired);
      return;
    }
    for (const s of CONTACT_STEPS) {
      if (!(await trigger(s.fields as FieldPath<ContactDraft>[]))) {
        toast(toasts.incompleteStep);
        if (s.number !== step.number) go(s.path);
        return;
      }
    }
    if (checkZip(getValues('zipCode')).kind !== 'supported') {
      toast(toasts.comingSoon(getValues('zipCode')));
      go(CONTACT_STEP_PATHS[0]);
      return;
    }
    const parsed = contactSchema().safeParse(getValues());
    if (!parsed.success) {
      toast(toasts.incompleteStep);
      return;
    }
    // One id per submission, kept across retries and reloads: a repeat is the same lead.
    leadId.current ??= newLeadId();
    saveNow();
    setSending(true);
    const result = await createLead(contactFlowToLead(parsed.data, leadId.current, locale));
    if (!result.ok) {
      setSending(false);
      toast(result.error.kind === 'limited' ? toasts.rateLimited : toasts.submissionFailed);
      return;
    }
    // The link to the status page; without it the success page shows the reference alone.
    const statusToken = (await fetchStatusToken(result.data.id)) ?? undefined;
    setSending(false);
    contactDraftStore.clear();
    toast(phoneOnly ? toasts.requestSentPhoneOnly(phoneOnly.sent) : toasts.requestSent);
    go(CONTACT_SUCCESS_PATH, {
      state: { reference: leadReference(result.data.id), statusToken, ...(phoneOnly ? { phoneOnly: phoneOnly.sent } : {}) } satisfies ContactLocationState,
    });
  }

  const back = backPathFor(step);
  const advice = showHelp ? adviceIdsFor(getValues()).map((id) => ({ id, ...copy.rightHelp.advice[id] })) : [];

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="contact-step-heading"
        onFocus={preloadSupabase}
        onSubmit={(event) => {
          event.preventDefault();
          void (step.number === 4 ? submit() : next());
        }}
        className="relative scroll-mt-10"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{fill(flow.progress, { n: step.number, total: CONTACT_STEPS.length })}</p>
        <ol aria-hidden="true" className="mt-2 flex gap-2">
          {CONTACT_STEPS.map((s) => (
            <li key={s.path} className={`h-1.5 flex-1 rounded-full ${s.number <= step.number ? 'bg-brand-600' : 'bg-slate-200'}`} />
          ))}
        </ol>
        <h2 id="contact-step-heading" ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-slate-900 outline-none">
          {showHelp ? copy.rightHelp.heading : flow.stepTitles[step.number]}
        </h2>

        {showHelp ? (
          <RightHelpAdvice
            copy={copy}
            advice={advice}
            onContinue={() => {
              helpAcknowledged.current = true;
              setShowHelp(false);
              saveNow();
              go(CONTACT_STEP_PATHS[2]);
            }}
            onChange={() => setShowHelp(false)}
          />
        ) : (
          <div className="mt-5 grid gap-2">
            {phoneOnly && step.number > 1 ? (
              <div role="status" className="mb-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
                <p>{phoneOnly.notice}</p>
                <a href={site.phone.href} className="btn-primary mt-3">
                  <Phone aria-hidden="true" className="size-5" />
                  {fill(copy.callPhone)}
                </a>
              </div>
            ) : null}
            {step.number === 1 ? <WhereStep copy={copy} /> : null}
            {step.number === 2 ? <WhatStep copy={copy} /> : null}
            {step.number === 3 ? <WhoStep copy={copy} /> : null}
            {step.number === 4 ? <ReviewStep copy={copy} locale={locale} phoneOnly={phoneOnly !== null} /> : null}
            <HoneypotField {...register('company_website')} />
            <div className="mt-4 flex flex-wrap items-center gap-3">
              {back ? (
                <button type="button" className="btn-outline" onClick={() => go(back)}>
                  <ArrowLeft aria-hidden="true" className="size-5" />
                  {flow.back}
                </button>
              ) : null}
              {step.number === 4 ? (
                <StatusButton type="submit" pending={sending} variant="urgent">
                  {flow.submit}
                </StatusButton>
              ) : (
                <button type="submit" className="btn-primary">
                  {flow.next}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </button>
              )}
            </div>
            {step.number === 4 ? <SubmitNotice copy={copy} locale={locale} terms={false} /> : null}
          </div>
        )}
      </form>
    </FormProvider>
  );
}
