import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { StatusButton, TextField, TextareaField, withMask } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { toast } from '@/components/toast';
import { site } from '@/config/site';
import { backend } from '@/config/backend';
import { APPLICATION_PAID_COPY } from '@/content/site-copy';
import { formatPhone } from '@/domain/format';
import { preloadSupabase } from '@/lib/supabase';
import { finalizeApplication, getApplicationPayment } from './api';
import { clearApplicationDraft, loadApplicationDraft, type RestoredApplication } from './draft-storage';
import { buildPaymentUrl, finalizeDefaultsFrom, isApplicationId, toFinalizeInput } from './logic';
import { applyToasts, paymentWaitCopy } from './messages';
import { EMPTY_FINALIZE, finalizeSchema, type FinalizeFormValues } from './schema';
import { APPLY_PATH } from '@/config/paths';

/** The id to finalize: this browser's draft, else the payment page's reference, else none. */
function applicationIdFor(draft: RestoredApplication | null): string | null {
  if (draft?.applicationId) return draft.applicationId;
  const reference = new URLSearchParams(window.location.search).get('client_reference_id');
  return isApplicationId(reference) ? reference : null;
}

/** How long the page waits for the payment provider's confirmation, and how often it asks. */
export const PAYMENT_WAIT_MS = 60_000;
const PAYMENT_POLL_MS = 2_000;

type Stage = 'checking' | 'unpaid' | 'missing' | 'editing' | 'sending' | 'done';

/**
 * /application-paid (docs/product-rules.md#routes 'Finalize Your Application', #states, #validation).
 * The form shows once the payment provider has confirmed the payment (the payment-webhook
 * function records it; docs/dispatch-api.md "Payment"): until then the page says it is
 * confirming and asks again every 2 s for up to 60 s, then says no payment arrived, with a link
 * back to pay. Pre-filled from the wizard's session draft. Submitting moves the application to
 * submitted, clears the draft and replaces the form with the confirmation.
 *
 * Validation is ours rather than the browser's (noValidate): every field shows its own
 * message, tied to it, and the 'Missing Information' toast (docs/product-rules.md#validation).
 */
export function FinalizeApplication() {
  const form = useSchemaForm<FinalizeFormValues>(finalizeSchema, EMPTY_FINALIZE, { mode: 'onTouched' });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const draft = useRef<RestoredApplication | null>(null);
  const applicationId = useRef<string | null>(null);
  const preloaded = useRef(false);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const stageHeading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<Stage>('checking');
  const [attempt, setAttempt] = useState(0);
  const [payUrl, setPayUrl] = useState<string | null>(null);

  useEffect(() => {
    const stored = loadApplicationDraft();
    draft.current = stored;
    applicationId.current = applicationIdFor(stored);
    if (stored) reset({ ...EMPTY_FINALIZE, ...finalizeDefaultsFrom(stored.values) });
  }, [reset]);

  // Wait for the verified payment (a new wait each time "Check again" is pressed).
  useEffect(() => {
    const stored = loadApplicationDraft();
    const id = applicationIdFor(stored);
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = Date.now() + PAYMENT_WAIT_MS;
    const check = async (): Promise<void> => {
      if (id === null) {
        setStatus('missing');
        return;
      }
      const result = await getApplicationPayment(id);
      if (cancelled) return;
      const state = result.ok ? result.data : 'unpaid';
      if (state === 'paid') {
        setStatus('editing');
        if (draft.current && draft.current.values.email.trim() !== '') toast(applyToasts.paymentSuccessful);
        return;
      }
      if (state === 'submitted') {
        clearApplicationDraft();
        setStatus('done');
        return;
      }
      if (state === 'unknown') {
        setStatus('missing');
        return;
      }
      if (Date.now() + PAYMENT_POLL_MS > deadline) {
        setPayUrl(buildPaymentUrl(backend.paymentUrl, id, stored?.values.email ?? ''));
        setStatus('unpaid');
        return;
      }
      timer = setTimeout(() => void check(), PAYMENT_POLL_MS);
    };
    void check();
    return () => {
      cancelled = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [attempt]);

  useEffect(() => {
    if (status === 'done') successHeading.current?.focus();
    if (status === 'unpaid' || status === 'missing') stageHeading.current?.focus();
  }, [status]);

  async function send(values: FinalizeFormValues) {
    const id = applicationId.current;
    if (id === null) {
      setStatus('missing');
      return;
    }
    setStatus('sending');
    const stored = draft.current;
    const result = await finalizeApplication(id, toFinalizeInput(values, stored?.values ?? null));
    if (!result.ok) {
      console.error('[apply] finalizing the application failed', result.error);
      setStatus('editing');
      toast(applyToasts.finalizeFailed);
      return;
    }
    clearApplicationDraft();
    draft.current = null;
    setStatus('done');
    toast(applyToasts.applicationSubmitted);
  }

  // Each stage's box is a box of its own (key): reusing the last one's heading and text moved
  // them down as the new icon took its place, a layout shift Lighthouse counted (0.017).
  if (status === 'checking') {
    return (
      <div key="checking" role="status" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <LoaderCircle aria-hidden="true" className="mx-auto size-10 animate-spin text-brand-700 motion-reduce:animate-none" />
        <h2 className="mt-4 text-xl font-bold text-slate-900">{paymentWaitCopy.checking.heading}</h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">{paymentWaitCopy.checking.text}</p>
      </div>
    );
  }

  if (status === 'unpaid' || status === 'missing') {
    const copy = status === 'unpaid' ? paymentWaitCopy.unpaid : paymentWaitCopy.missing;
    return (
      <div key={status} className="rounded-2xl border border-amber-300 bg-white p-6 text-center shadow-sm sm:p-10">
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-amber-700" />
        <h2 ref={stageHeading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none">
          {copy.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">
          {copy.text}{' '}
          {status === 'missing' && (
            <a href={site.phone.href} className="link">
              {site.phone.display}
            </a>
          )}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {status === 'unpaid' && (
            <button type="button" className="btn-primary" onClick={() => {
                setStatus('checking');
                setAttempt((n) => n + 1);
              }}>
              {paymentWaitCopy.unpaid.retry}
            </button>
          )}
          {status === 'unpaid' && payUrl !== null && (
            <a href={payUrl} className="btn-outline">
              {paymentWaitCopy.unpaid.pay}
            </a>
          )}
          {status === 'missing' && (
            <Link to={APPLY_PATH} className="btn-primary">
              {paymentWaitCopy.missing.apply}
            </Link>
          )}
        </div>
      </div>
    );
  }

  if (status === 'done') {
    return (
      <div key="done" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-brand-700" />
        <h2 ref={successHeading} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
          {APPLICATION_PAID_COPY.success.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700">{APPLICATION_PAID_COPY.success.text}</p>
        <Link to="/" className="btn-primary mt-8">
          Back to Home
        </Link>
      </div>
    );
  }

  return (
    // method="post": a submit before hydration must not put the details into the URL.
    <Form
      form={form}
      method="post"
      aria-labelledby="finalize-heading"
      onValid={send}
      // react-hook-form focuses the first invalid field.
      onInvalid={() => toast(applyToasts.finalizeMissing)}
      onFocus={() => {
        if (preloaded.current) return;
        preloaded.current = true;
        preloadSupabase();
      }}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="finalize-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Your Details
      </h2>
      <p className="mt-2 text-slate-700">Fields marked * are required.</p>
      <div className="mt-6 grid items-start gap-x-6 gap-y-1 sm:grid-cols-2">
        <TextField label="Full Name" required autoComplete="name" error={errors.full_name?.message} {...register('full_name')} />
        <TextField
          label="Email Address"
          required
          type="email"
          autoComplete="email"
          placeholder="Must match payment email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField label="Business Name" required autoComplete="organization" error={errors.business_name?.message} {...register('business_name')} />
        <TextField
          label="Phone Number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(###) ###-####"
          error={errors.phone_number?.message}
          {...withMask(register('phone_number'), formatPhone)}
        />
        <TextField
          label="Counties You Serve"
          required
          className="sm:col-span-2"
          placeholder="e.g., Kings County, Queens County, New York County"
          error={errors.counties_served?.message}
          {...register('counties_served')}
        />
        <TextareaField
          label="Additional Notes"
          hint="Optional"
          rows={4}
          className="sm:col-span-2"
          error={errors.notes?.message}
          {...register('notes')}
        />
        <input type="hidden" {...register('payment_status')} />
      </div>
      <div className="mt-6 flex justify-end">
        <StatusButton type="submit" pending={status === 'sending'}>
          Submit Application
        </StatusButton>
      </div>
    </Form>
  );
}
