import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { StatusButton } from '@/components/form';
import { toast } from '@/components/toast';
import { applicationFee } from '@/config/fee';
import { backend } from '@/config/backend';
import { INVALID_FILE_TYPE } from '@/domain/file-rules';
import { APPLY_COPY } from '@/content/apply';
import { preloadSupabase } from '@/lib/supabase';
import { AgreementsStep } from './agreements-step';
import { getApplicationDocuments, loadReopenedApplication, saveApplicationDraft, uploadApplicationDocument, type DocumentKind } from './api';
import { BusinessInfoStep } from './business-info-step';
import { CredentialsStep } from './credentials-step';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraftLocally } from './draft-storage';
import { buildPaymentUrl, firstIncompleteStepBefore, formatFee, fromApplicationRow, isApplicationId, toApplicationRow } from './logic';
import { applyToasts, approvalCopy } from './messages';
import { EMPTY_APPLICATION, validateApplication, type ApplicationField, type ApplicationFormValues } from './schema';
import { ServiceDetailsStep } from './service-details-step';
import { STEPS, nextStepPath, previousStepPath } from './steps';
import { WizardProgress } from './wizard-progress';
import { showStep } from '@/lib/show-step';

/**
 * The resolver validates every step on its own (see schema.ts); `trigger(step.fields)`
 * then shows only the current step's messages.
 */
const wizardResolver: Resolver<ApplicationFormValues> = (values) => {
  const entries = Object.entries(validateApplication(values));
  if (entries.length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(entries.map(([name, message]) => [name, { type: 'validate', message }]));
  return { values: {}, errors: errors as FieldErrors<ApplicationFormValues> };
};

const DOCUMENTS = [
  { kind: 'license', answer: 'has_nwco_license', file: 'licenseFile', uploaded: 'licenseDocument' },
  { kind: 'insurance', answer: 'has_liability_insurance', file: 'insuranceFile', uploaded: 'insuranceDocument' },
] as const satisfies readonly { kind: DocumentKind; answer: ApplicationField; file: ApplicationField; uploaded: ApplicationField }[];

const HEADING_ID = 'apply-step-heading';
const FEE_ID = 'apply-fee';
const LAST_STEP = STEPS.length - 1;
const START_OVER_CONFIRM = 'Start over? Everything you have entered in this application will be cleared.';

const STEP_BODIES = [BusinessInfoStep, ServiceDetailsStep, CredentialsStep, AgreementsStep] as const;

// useLayoutEffect warns when rendered on the server; the prerender never runs effects.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The step transition: the new step slides in and fades in with framer-motion's small
 * WAAPI `animate` (the same module the page transitions use, fetched on first use, so the
 * first paint carries no animation code). Instant under prefers-reduced-motion.
 */
function animateStepIn(element: HTMLElement): void {
  if (prefersReducedMotion()) return;
  element.style.opacity = '0';
  const done = () => {
    element.style.opacity = '';
    element.style.transform = '';
  };
  void import('framer-motion/dom/mini')
    .then(({ animate }) =>
      animate(element, { opacity: [0, 1], transform: ['translateX(24px)', 'translateX(0px)'] }, { duration: 0.2, ease: 'easeOut' }),
    )
    .then(done, done);
}

/**
 * The four-step professional application (docs/product-rules.md#routes, #states, #validation). One form for the
 * whole wizard; the step comes from the URL (`stepIndex`, any unlisted /apply path is 0).
 *
 * - Continue on steps 1-3 validates the step, saves the draft (the first save creates the
 *   application, later saves update it by id), on step 3 uploads picked documents, then
 *   moves on. Step 4 saves the agreements and leaves for the payment page.
 * - Everything but the files is kept in session storage on every change and restored
 *   after mount (never during render: the page is prerendered and hydrated).
 */
export function ApplyWizard({ stepIndex }: { stepIndex: number }) {
  const navigate = useNavigate();
  const step = STEPS[stepIndex] ?? STEPS[0];
  const StepBody = STEP_BODIES[stepIndex] ?? BusinessInfoStep;

  const form = useForm<ApplicationFormValues>({
    defaultValues: EMPTY_APPLICATION,
    resolver: wizardResolver,
    mode: 'onTouched',
  });
  const { getValues, getFieldState, reset, setFocus, setValue, subscribe, trigger } = form;

  const applicationId = useRef<string | null>(null);
  const restored = useRef(false);
  const preloaded = useRef(false);
  const shownStep = useRef(stepIndex);
  const stepPanel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [saving, setSaving] = useState(false);

  const persist = useCallback(() => {
    if (restored.current) saveApplicationDraftLocally(getValues(), applicationId.current);
  }, [getValues]);

  // Restore the session draft once, after mount. Someone arriving on a later step with an
  // earlier step incomplete (a bookmark, a new tab) is sent to the first gap.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = loadApplicationDraft();
    if (draft) {
      applicationId.current = draft.applicationId;
      reset(draft.values);
      const id = draft.applicationId;
      if (id !== null && (draft.values.licenseDocument || draft.values.insuranceDocument)) {
        // Documents live with the application: if the server no longer has them for this
        // browser (session lost), the applicant must pick them again.
        void getApplicationDocuments(id).then((result) => {
          if (!result.ok || applicationId.current !== id) return;
          if (!result.data.license && getValues('licenseDocument')) setValue('licenseDocument', null);
          if (!result.data.insurance && getValues('insuranceDocument')) setValue('insuranceDocument', null);
          persist();
        });
      }
    }
    // From the reviewer's "please change" e-mail: /apply?continue=<id> reopens that application
    // when this browser's session owns it.
    const reopen = new URLSearchParams(window.location.search).get('continue');
    if (isApplicationId(reopen)) {
      void loadReopenedApplication(reopen).then((result) => {
        if (!result.ok || result.data === null) {
          toast(applyToasts.reopenNotFound);
          return;
        }
        applicationId.current = reopen;
        reset(fromApplicationRow(result.data.row));
        persist();
        toast(applyToasts.reopened(result.data.message));
      });
    }
    const gap = firstIncompleteStepBefore(stepIndex, draft?.values ?? EMPTY_APPLICATION);
    const target = gap === null ? undefined : STEPS[gap];
    if (target) {
      shownStep.current = gap ?? 0; // part of the page load: no focus move
      navigate(target.path, { replace: true });
    }
  }, [getValues, navigate, persist, reset, setValue, stepIndex]);

  // Keep the session copy current. And once a field shows a message (after a refused
  // Continue), check it again on every change, so the message goes as soon as it is fixed.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          persist();
          const field = name as ApplicationField | undefined;
          if (type === 'change' && field && getFieldState(field).error) void trigger(field);
        },
      }),
    [getFieldState, persist, subscribe, trigger],
  );

  // A step change after the first render (Continue, Back, the browser's buttons) animates
  // the new step in and moves focus to its heading, so keyboard and screen-reader users
  // start at the top of the new step. Never on the first page load.
  useIsomorphicLayoutEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    if (stepPanel.current) animateStepIn(stepPanel.current);
  }, [stepIndex]);
  // After the page's own scroll to the top (a layout effect of PageRoutes, which runs after
  // this component's): the step's card comes to the top of the window, its heading focused.
  const scrolledStep = useRef(stepIndex);
  useEffect(() => {
    if (scrolledStep.current === stepIndex) return;
    scrolledStep.current = stepIndex;
    showStep(heading.current);
  }, [stepIndex]);

  // Back from the payment page (bfcache): the button must work again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function focusFirstError(fields: readonly ApplicationField[]) {
    const first = fields.find((name) => getFieldState(name).error);
    if (first) setFocus(first);
  }

  /** Save the draft; returns the application id, or null when the save failed. */
  /** Saves the draft; on failure shows why and returns null. */
  async function saveDraft(): Promise<string | null> {
    const result = await saveApplicationDraft(toApplicationRow(getValues()), applicationId.current);
    if (!result.ok) {
      const { kind, limit } = result.error;
      toast(kind !== 'limited' ? applyToasts.draftSaveFailed : limit === 'too_many_drafts' ? applyToasts.tooManyDrafts : applyToasts.rateLimited);
      return null;
    }
    if (applicationId.current !== null && result.data.id !== applicationId.current) {
      // The stored draft was gone (session lost, or already submitted) and a new application
      // was created: documents uploaded to the old one do not belong to it.
      setValue('licenseDocument', null);
      setValue('insuranceDocument', null);
    }
    applicationId.current = result.data.id;
    persist();
    return result.data.id;
  }

  /** Upload the documents picked on step 3 (for a Yes answer); false when one failed. */
  async function uploadPickedDocuments(id: string): Promise<boolean> {
    for (const doc of DOCUMENTS) {
      const file = getValues(doc.file);
      if (getValues(doc.answer) !== 'Yes' || !file) continue;
      const result = await uploadApplicationDocument(id, doc.kind, file);
      if (!result.ok) {
        if (result.error.code === INVALID_FILE_TYPE) {
          // The server found its content is not its type: it must be picked again.
          toast(applyToasts.invalidFileType);
          setValue(doc.file, null);
          persist();
        } else {
          toast(applyToasts.uploadFailed(file.name));
        }
        return false;
      }
      setValue(doc.uploaded, { path: result.data.path, name: file.name });
      setValue(doc.file, null);
      persist();
    }
    return true;
  }

  function rejectStep(fields: readonly ApplicationField[]) {
    toast(
      stepIndex !== LAST_STEP
        ? applyToasts.incompleteStep
        : getFieldState('acknowledged_not_approvable').error
          ? applyToasts.notApprovable
          : applyToasts.agreementRequired,
    );
    focusFirstError(fields);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const fields = step.fields;
    if (!(await trigger([...fields]))) {
      rejectStep(fields);
      return;
    }
    setSaving(true);
    const id = await saveDraft();
    if (id === null) {
      setSaving(false);
      return;
    }
    if (stepIndex === 2) {
      if (!(await uploadPickedDocuments(id))) {
        setSaving(false);
        return;
      }
      // Only fails when the save above had to start a new application without the documents.
      if (!(await trigger([...fields]))) {
        setSaving(false);
        rejectStep(fields);
        return;
      }
    }
    if (stepIndex === LAST_STEP) {
      // Leaving the site: the button stays busy until the payment page has loaded.
      window.location.assign(buildPaymentUrl(backend.paymentUrl, id, getValues('email')));
      return;
    }
    setSaving(false);
    const next = nextStepPath(stepIndex);
    if (next) navigate(next);
  }

  function goBack() {
    const previous = previousStepPath(stepIndex);
    if (previous !== null) navigate(previous);
  }

  function startOver() {
    if (!window.confirm(START_OVER_CONFIRM)) return;
    reset(EMPTY_APPLICATION);
    applicationId.current = null;
    clearApplicationDraft();
    if (stepIndex === 0) heading.current?.focus();
    else navigate(STEPS[0].path);
  }

  const previous = previousStepPath(stepIndex);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <WizardProgress current={stepIndex} />
      <FormProvider {...form}>
        {/*
         * method="post": a submit before the page has hydrated (or with JavaScript off) must
         * not put the applicant's details into the URL, as a default GET form would.
         */}
        <form
          method="post"
          noValidate
          aria-label="Professional application"
          className="scroll-mt-10"
          onSubmit={(event) => void handleSubmit(event)}
          onFocus={() => {
            if (preloaded.current) return;
            preloaded.current = true;
            preloadSupabase();
          }}
        >
          <div ref={stepPanel}>
            <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl">
              {step.title}
            </h2>
            <p className="mt-2 text-slate-700">{step.intro}</p>
            <div className="mt-6">
              <StepBody />
            </div>
            {stepIndex === LAST_STEP ? (
              <div className="mt-6 rounded-lg bg-brand-50 p-4 text-slate-800 ring-1 ring-brand-100">
                <p id={FEE_ID}>
                  {approvalCopy.fee} <strong className="whitespace-nowrap">{formatFee(applicationFee)}</strong>
                  {applicationFee.isTest ? ` ${approvalCopy.testFee}` : null}
                </p>
                <p className="mt-2">{APPLY_COPY.paymentNote}</p>
              </div>
            ) : null}
            <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              {previous !== null ? (
                <button type="button" onClick={goBack} disabled={saving} className="btn-outline">
                  <ArrowLeft aria-hidden="true" className="size-5" />
                  Back
                </button>
              ) : (
                <span aria-hidden="true" />
              )}
              {/*
               * Enabled while the step is invalid, on purpose (docs/product-rules.md#states says disabled): a
               * disabled button gives keyboard and screen-reader users no way to learn what
               * is missing. A click on an invalid step shows the step's toast, the messages
               * under the fields, and focuses the first invalid field. Disabled while saving.
               */}
              <StatusButton
                type="submit"
                pending={saving}
                variant={stepIndex === LAST_STEP ? 'urgent' : 'primary'}
                aria-describedby={stepIndex === LAST_STEP ? FEE_ID : undefined}
              >
                {step.action}
              </StatusButton>
            </div>
          </div>
          <div className="mt-6 border-t border-slate-200 pt-4">
            <button
              type="button"
              onClick={startOver}
              disabled={saving}
              className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Start over
            </button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
