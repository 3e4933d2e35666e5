import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { CheckCircle2 } from 'lucide-react';
import { CheckboxField, withMask } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { toast } from '@/components/toast';
import { site } from '@/config/site';
import type { Locale } from '@/domain/locales';
import { CITY_LINE_ZIPS, checkZip } from '@/domain/zip-coverage';
import { createLead, fetchStatusToken, leadReference, newLeadId } from './api';
import type { LeadFormCopy, ReportLaterCopy } from './copy';
import { loadPhoneOnly } from './coverage';
import { LeadFormFields, type FieldBinding } from './lead-form-fields';
import { LEAD_FORM_FIELD_ORDER, makeLeadFormSchema } from './lead-form-schema';
import { reportToasts, zipNotCoveredMessage } from './messages';
import { fill, fillNodes } from './template';
import { leadFormToLead, type LeadFormValues } from './to-lead-row';
import { TrackLink } from './track-link';

export type LeadFormLiveProps = {
  copy: LeadFormCopy;
  /** The words needed from now on (loaded with this form). */
  later: ReportLaterCopy;
  locale: Locale;
  sourcePage: string;
  heading: string;
  headingId: string;
  /** What the visitor typed before this form took over. */
  initial: LeadFormValues;
  /** The field that had focus, and where its caret was. */
  focus: { name: string; caret: number | null } | null;
  /** The visitor pressed 'Get Help Now' before this form took over. */
  submitNow: boolean;
};

/** The single lead form with react-hook-form and zod (loaded by lead-form.tsx on first use). */
export function LeadFormLive({ copy, later, locale, sourcePage, heading, headingId, initial, focus, submitNow }: LeadFormLiveProps) {
  const toasts = reportToasts(copy);
  // Built at the first validation (the send), not in the render that takes over from the plain fields on focus.
  const form = useSchemaForm<LeadFormValues>(() => makeLeadFormSchema(copy.fieldMessages), initial, { mode: 'onSubmit', shouldFocusError: false });
  const { errors, isSubmitting } = form.formState;
  const [propertyType, contactMethod, zip] = useWatch({ control: form.control, name: ['property_type', 'contact_method', 'zip'] });
  // phoneOnly: what happens instead when no active professional covers the borough (coverage.ts).
  const [done, setDone] = useState<{ reference: string; statusToken: string | null; phoneOnly: string | null } | null>(null);
  const leadId = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusField = (name: keyof LeadFormValues) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  const onInvalid = (found: FieldErrors<LeadFormValues>) => {
    toast(toasts.missingInformation);
    const first = LEAD_FORM_FIELD_ORDER.find((k) => found[k]);
    if (first) focusField(first);
  };

  const onValid = async (values: LeadFormValues) => {
    if (checkZip(values.zip).kind === 'unsupported') {
      form.setError('zip', { message: zipNotCoveredMessage(copy, values.zip) });
      toast(toasts.comingSoon(values.zip));
      focusField('zip');
      return;
    }
    leadId.current ??= newLeadId();
    // Asked alongside the insert: whether an active professional covers the ZIP's borough.
    const phoneOnlyNote = loadPhoneOnly(values.zip, copy);
    const result = await createLead(leadFormToLead(values, leadId.current, sourcePage, locale, later.textConsent.version));
    if (!result.ok) {
      toast(result.error.kind === 'limited' ? toasts.rateLimited : toasts.submissionFailed);
      return;
    }
    const statusToken = await fetchStatusToken(result.data.id);
    const phoneOnly = (await phoneOnlyNote)?.sent ?? null;
    toast(phoneOnly ? toasts.reportSubmittedPhoneOnly(phoneOnly) : toasts.reportSubmitted);
    setDone({ reference: leadReference(result.data.id), statusToken, phoneOnly });
  };


  // Take over where the visitor was: the same field focused, the caret in place, and a submit
  // pressed before this form loaded carried out.
  const takeOver = useEffectEvent(() => {
    const field = focus ? formRef.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${focus.name}"]`) : null;
    if (field && focus) {
      field.focus();
      if (focus.caret !== null && 'setSelectionRange' in field) field.setSelectionRange(focus.caret, focus.caret);
    }
    if (submitNow) void form.handleSubmit(onValid, onInvalid)();
  });
  useLayoutEffect(() => takeOver(), []);

  if (done) {
    const received = later.leadFormReceived;
    return (
      <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 text-slate-800 shadow-xl" role="status">
        <CheckCircle2 aria-hidden="true" className="size-10 text-green-700" />
        <h2 id={headingId} className="mt-3 text-2xl font-bold text-slate-900">
          {received.heading}
        </h2>
        <p className="mt-2">
          {fillNodes(received.reference, { reference: <strong className="font-mono text-lg">{done.reference}</strong> }, { next: done.phoneOnly ?? fill(received.next) })}
        </p>
        <p className="mt-3">
          {fillNodes(received.urgent, {
            phone: (
              <a href={site.phone.href} className="link">
                {site.phone.display}
              </a>
            ),
          })}
        </p>
        {done.statusToken ? <TrackLink copy={copy} locale={locale} token={done.statusToken} /> : null}
      </section>
    );
  }

  const fieldErrors = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message])) as Partial<Record<keyof LeadFormValues, string>>;
  return (
    <Form ref={formRef} form={form} onValid={onValid} onInvalid={onInvalid} aria-labelledby={headingId} className="relative rounded-2xl bg-white p-6 text-slate-800 shadow-xl">
      <LeadFormFields
        copy={copy}
        locale={locale}
        headingId={headingId}
        heading={heading}
        bind={(name) => form.register(name)}
        mask={(binding: FieldBinding, format) => withMask(binding as ReturnType<typeof form.register>, format)}
        errors={fieldErrors}
        sending={isSubmitting}
        propertyType={propertyType}
        zipHint={CITY_LINE_ZIPS.has(zip) ? fill(copy.coverage.cityLine, { zip }) : undefined}
      >
        {contactMethod === 'Text' ? (
          <CheckboxField label={later.textConsent.wording} className="mb-3 text-sm" error={fieldErrors.text_consent} {...form.register('text_consent')} />
        ) : null}
      </LeadFormFields>
    </Form>
  );
}
