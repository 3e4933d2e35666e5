import { useEffect, useRef, useState } from 'react';
import { CONTACT_STEP_PATHS } from '@/config/paths';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeft, ArrowRight, Phone, ShieldAlert } from 'lucide-react';
import { CheckboxField, ChoiceGroup, HoneypotField, SelectField, StatusButton, TextField, TextareaField, toOptions, withMask } from '@/components/form';
import { toast } from '@/components/toast';
import { site } from '@/config/site';
import { formatPhone, formatZip } from '@/domain/format';
import { ANIMAL_TYPES, DURATIONS, PROPERTY_TYPES, RENTER } from '@/domain/options';
import { cityLineText } from '@/content/zip-messages';
import { CITY_LINE_ZIPS, checkZip } from '@/domain/zip-coverage';
import { preloadSupabase } from '@/lib/supabase';
import { createLead, fetchStatusToken, leadReference, newLeadId } from './api';
import { loadPhoneOnly, type PhoneOnlyNote } from './coverage';
import {
  CONTACT_STEPS,
  CONTACT_SUCCESS_PATH,
  SITUATIONS,
  backPathFor,
  contactSchema,
  contactStepForPath,
  emptyContactDraft,
  type ContactDraft,
  type ContactStep,
  type ContactValues,
} from './contact-schema';
import { LazyRenterGuidance } from './lazy-renter-guidance';
import { fieldMessages, reportToasts } from './messages';
import { SITUATION_LABELS, adviceFor } from './right-help';
import { SubmitNotice } from './submit-notice';
import { contactFlowToLead } from './to-lead-row';
import { contactDraftStore } from './use-contact-draft';

/**
 * Router state: the ZIP from the home check, or the reference after a successful report (with,
 * in a borough without an active professional, what happens instead: PhoneOnlyNote.sent).
 */
export type ContactLocationState = { zipCode?: string; reference?: string; statusToken?: string; phoneOnly?: string } | null;

function readState(state: unknown): ContactLocationState {
  return typeof state === 'object' && state !== null ? (state as ContactLocationState) : null;
}

/**
 * The four-step report flow at /contact (docs/product-rules.md#states): Next only when the
 * step is valid, Back rules, a ZIP outside the five boroughs stops at step 1, the draft
 * survives a reload, and step 4 writes one lead (the id is reserved once, so a double click
 * or a retry never makes two).
 */
export function ContactFlow() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = contactStepForPath(location.pathname);
  const step: ContactStep = current === 'success' ? (CONTACT_STEPS[0] as ContactStep) : current;
  const handoff = readState(location.state);

  const form = useForm<ContactDraft, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { ...emptyContactDraft, zipCode: handoff?.zipCode ?? '' },
    mode: 'onTouched',
  });
  const { register, formState, trigger, getValues, setError, subscribe, reset } = form;
  const { errors } = formState;

  const leadId = useRef<string | null>(null);
  // Whether the visitor chose to go on after the 'who to call first' advice (kept with the draft).
  const helpAcknowledged = useRef(false);
  const [showHelp, setShowHelp] = useState(false);
  const [sending, setSending] = useState(false);
  const restored = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // From step 2 on: whether an active professional covers the ZIP's borough. A borough without
  // one is told that requests there go through the dispatch line for now (the visitor may go on).
  const [zipCode, propertyType] = useWatch({ control: form.control, name: ['zipCode', 'propertyType'] });
  const [coverage, setCoverage] = useState<{ zip: string; phoneOnly: PhoneOnlyNote | null } | null>(null);
  useEffect(() => {
    if (step.number === 1 || checkZip(zipCode).kind !== 'supported' || coverage?.zip === zipCode) return;
    let current = true;
    void loadPhoneOnly(zipCode).then((phoneOnly) => {
      if (current) setCoverage({ zip: zipCode, phoneOnly });
    });
    return () => {
      current = false;
    };
  }, [step.number, zipCode, coverage?.zip]);
  const phoneOnly = coverage?.zip === zipCode ? coverage.phoneOnly : null;

  // Restore the draft after mount (never during render: the page is prerendered).
  useEffect(() => {
    const stored = contactDraftStore.load();
    if (stored) {
      reset({ ...stored.values, zipCode: handoff?.zipCode ?? stored.values.zipCode });
      leadId.current = stored.leadId;
      helpAcknowledged.current = stored.helpAcknowledged;
    }
    restored.current = true;
    // Runs once: the hand-off ZIP is read from the first location only.
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

  // Move focus to the new step's heading on every step change (not on first load).
  const shownStep = useRef(step.number);
  useEffect(() => {
    if (shownStep.current === step.number) return;
    shownStep.current = step.number;
    headingRef.current?.focus();
  }, [step.number]);

  function saveNow() {
    contactDraftStore.save({ values: getValues(), leadId: leadId.current, helpAcknowledged: helpAcknowledged.current });
  }

  async function stepIsValid(s: ContactStep): Promise<boolean> {
    return trigger(s.fields as FieldPath<ContactDraft>[], { shouldFocus: true });
  }

  async function next() {
    if (!(await stepIsValid(step))) {
      toast(reportToasts.incompleteStep);
      return;
    }
    if (step.number === 1) {
      const zip = checkZip(getValues('zipCode'));
      if (zip.kind !== 'supported') {
        setError('zipCode', { message: fieldMessages.zipNotCovered(getValues('zipCode')) }, { shouldFocus: true });
        toast(reportToasts.comingSoon(getValues('zipCode')));
        return;
      }
    }
    if (step.number === 2 && !helpAcknowledged.current && adviceFor(getValues()).length > 0) {
      setShowHelp(true);
      return;
    }
    const following = CONTACT_STEPS[step.number];
    if (following) navigate(following.path);
  }

  async function submit() {
    if (!getValues('agreedToTerms')) {
      setError('agreedToTerms', { message: fieldMessages.terms }, { shouldFocus: true });
      toast(reportToasts.agreementRequired);
      return;
    }
    for (const s of CONTACT_STEPS) {
      if (!(await trigger(s.fields as FieldPath<ContactDraft>[]))) {
        toast(reportToasts.incompleteStep);
        if (s.number !== step.number) navigate(s.path);
        return;
      }
    }
    if (checkZip(getValues('zipCode')).kind !== 'supported') {
      toast(reportToasts.comingSoon(getValues('zipCode')));
      navigate(CONTACT_STEP_PATHS[0]);
      return;
    }
    const parsed = contactSchema.safeParse(getValues());
    if (!parsed.success) {
      toast(reportToasts.incompleteStep);
      return;
    }
    // One id per submission, kept across retries and reloads: a repeat is the same lead.
    leadId.current ??= newLeadId();
    saveNow();
    setSending(true);
    const result = await createLead(contactFlowToLead(parsed.data, leadId.current));
    if (!result.ok) {
      setSending(false);
      toast(result.error.kind === 'limited' ? reportToasts.rateLimited : reportToasts.submissionFailed);
      return;
    }
    // The link to the status page; without it the success page shows the reference alone.
    const statusToken = (await fetchStatusToken(result.data.id)) ?? undefined;
    setSending(false);
    contactDraftStore.clear();
    toast(phoneOnly ? reportToasts.requestSentPhoneOnly(phoneOnly.sent) : reportToasts.requestSent);
    navigate(CONTACT_SUCCESS_PATH, {
      state: { reference: leadReference(result.data.id), statusToken, ...(phoneOnly ? { phoneOnly: phoneOnly.sent } : {}) } satisfies ContactLocationState,
    });
  }

  const back = backPathFor(step);
  const advice = showHelp ? adviceFor(getValues()) : [];

  return (
    <form
      noValidate
      aria-labelledby="contact-step-heading"
      onFocus={preloadSupabase}
      onSubmit={(event) => {
        event.preventDefault();
        void (step.number === 4 ? submit() : next());
      }}
      className="relative"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        Step {step.number} of {CONTACT_STEPS.length}
      </p>
      <ol aria-hidden="true" className="mt-2 flex gap-2">
        {CONTACT_STEPS.map((s) => (
          <li key={s.path} className={`h-1.5 flex-1 rounded-full ${s.number <= step.number ? 'bg-brand-600' : 'bg-slate-200'}`} />
        ))}
      </ol>
      <h2 id="contact-step-heading" ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-slate-900 outline-none">
        {showHelp ? 'Before we find a pro: who to call first' : step.title}
      </h2>

      {showHelp ? (
        <div className="mt-5 grid gap-5">
          {advice.map((a) => (
            <section key={a.id} aria-labelledby={`advice-${a.id}`} className="rounded-xl border-2 border-urgent-500 bg-urgent-50 p-5">
              <h3 id={`advice-${a.id}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <ShieldAlert aria-hidden="true" className="size-5 text-urgent-700" />
                {a.title}
              </h3>
              <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-800">
                {a.steps.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
          <p className="text-slate-700">
            If you still want a licensed wildlife professional to help (for example to find how an animal got in and seal it
            out), you can continue.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                helpAcknowledged.current = true;
                setShowHelp(false);
                saveNow();
                navigate(CONTACT_STEP_PATHS[2]);
              }}
            >
              I still want a professional
              <ArrowRight aria-hidden="true" className="size-5" />
            </button>
            <button type="button" className="btn-outline" onClick={() => setShowHelp(false)}>
              Change my answers
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-5 grid gap-2">
          {phoneOnly && step.number > 1 ? (
            <div role="status" className="mb-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800">
              <p>{phoneOnly.notice}</p>
              <a href={site.phone.href} className="btn-primary mt-3">
                <Phone aria-hidden="true" className="size-5" />
                Call {site.phone.display}
              </a>
            </div>
          ) : null}
          {step.number === 1 ? (
            <>
              <TextField
                label="ZIP code of the property"
                required
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                placeholder="e.g. 11215"
                hint={CITY_LINE_ZIPS.has(zipCode) ? cityLineText(zipCode) : undefined}
                error={errors.zipCode?.message}
                {...withMask(register('zipCode'), formatZip)}
              />
              <ChoiceGroup
                type="radio"
                legend="Type of property"
                required
                options={toOptions(PROPERTY_TYPES)}
                error={errors.propertyType?.message}
                {...register('propertyType')}
              />
              {propertyType === RENTER ? <LazyRenterGuidance /> : null}
            </>
          ) : null}
          {step.number === 2 ? (
            <>
              <SelectField
                label="What animal is it?"
                required
                placeholder="Choose an animal"
                options={toOptions(ANIMAL_TYPES)}
                error={errors.animalType?.message}
                {...register('animalType')}
              />
              <SelectField
                label="How long has this been going on?"
                required
                placeholder="Choose one"
                options={toOptions(DURATIONS)}
                error={errors.duration?.message}
                {...register('duration')}
              />
              <TextareaField
                label="What is happening?"
                hint="Where you see or hear it, any damage, anything you have already tried."
                required
                rows={4}
                maxLength={2000}
                error={errors.description?.message}
                {...register('description')}
              />
              <ChoiceGroup
                type="checkbox"
                legend="Does any of this apply?"
                hint="These change who you should call first."
                columns={1}
                options={SITUATIONS.map((s) => ({ value: s, label: SITUATION_LABELS[s] }))}
                {...register('situations')}
              />
            </>
          ) : null}
          {step.number === 3 ? (
            <>
              <TextField label="Full name" required autoComplete="name" maxLength={100} error={errors.fullName?.message} {...register('fullName')} />
              <TextField
                label="Phone number"
                required
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                placeholder="10-digit number"
                error={errors.phone?.message}
                {...withMask(register('phone'), formatPhone)}
              />
              <TextField label="Email" required type="email" autoComplete="email" maxLength={254} error={errors.email?.message} {...register('email')} />
              <fieldset aria-describedby={errors.contactMethod ? 'contact-method-error' : undefined}>
                <legend className="font-medium text-slate-900">
                  How should the pro contact you?<span aria-hidden="true" className="text-red-700"> *</span>
                </legend>
                <div className="mt-2 grid gap-1 sm:grid-cols-2">
                  <CheckboxField label="By phone" {...register('contactMethod.phone', { deps: ['contactMethod'] })} />
                  <CheckboxField label="By email" {...register('contactMethod.email', { deps: ['contactMethod'] })} />
                </div>
                <p id="contact-method-error" className="min-h-5 text-sm font-medium text-red-700">
                  {errors.contactMethod?.message ?? errors.contactMethod?.root?.message ?? ''}
                </p>
              </fieldset>
            </>
          ) : null}
          {step.number === 4 ? (
            <>
              {phoneOnly ? null : (
                <p className="text-slate-700">
                  We will pass your request to one licensed, insured professional who serves your borough. Reporting is free, and
                  you are never obliged to hire them.
                </p>
              )}
              <CheckboxField
                label={
                  <>
                    I agree to the{' '}
                    <Link to="/terms-of-use" className="link">
                      Terms of Use
                    </Link>{' '}
                    and{' '}
                    <Link to="/privacy-policy" className="link">
                      Privacy Policy
                    </Link>
                    , and to my details being shared with one professional.
                  </>
                }
                error={errors.agreedToTerms?.message}
                {...register('agreedToTerms')}
              />
            </>
          ) : null}
          <HoneypotField {...register('company_website')} />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {back ? (
              <button type="button" className="btn-outline" onClick={() => navigate(back)}>
                <ArrowLeft aria-hidden="true" className="size-5" />
                Back
              </button>
            ) : null}
            {step.number === 4 ? (
              <StatusButton type="submit" pending={sending} variant="urgent">
                Submit Request
              </StatusButton>
            ) : (
              <button type="submit" className="btn-primary">
                Next
                <ArrowRight aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
          {step.number === 4 ? <SubmitNotice terms={false} /> : null}
        </div>
      )}
    </form>
  );
}
