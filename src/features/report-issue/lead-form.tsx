import { useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { ChoiceGroup, HoneypotField, SelectField, StatusButton, TextField, TextareaField, toOptions } from '@/components/form';
import { toast } from '@/components/toast';
import { site } from '@/config/site';
import { formatPhone, formatZip } from '@/domain/format';
import { CONTACT_METHODS, LEAD_SPECIES, PROPERTY_TYPES, type LeadSpecies } from '@/domain/options';
import { LIMITS } from '@/domain/limits';
import { checkZip } from '@/domain/zip-coverage';
import { preloadSupabase } from '@/lib/supabase';
import { createLead, fetchStatusToken, leadReference, newLeadId } from './api';
import { LEAD_FORM_FIELD_ORDER, validateLeadForm, type LeadFormErrors } from './lead-form-rules';
import { fieldMessages, reportToasts } from './messages';
import { leadFormToLead, type LeadFormValues } from './to-lead-row';
import { TrackLink } from './track-link';

export type LeadFormProps = {
  /** The page the form sits on, stored with the lead (e.g. '/services/rat-removal-nyc'). */
  sourcePage: string;
  /** Pre-selected species on a species page. */
  species?: LeadSpecies;
  /** Borough context on a borough page: pre-fills the city. */
  city?: string;
  heading?: string;
};

const empty: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  property_type: '',
  address: '',
  city: '',
  zip: '',
  description: '',
  species: [],
  contact_method: '',
  company_website: '',
};

/**
 * The single lead form (reading A of docs/product-rules.md#routes) embedded on borough and species pages:
 * 'Get Help Now' with a spinner, 'Missing Information' for empty fields, 'Report Received!'
 * once stored; on failure everything typed stays for a retry with the same lead id.
 */
export function LeadForm({ sourcePage, species, city, heading = 'Report a Wildlife Issue' }: LeadFormProps) {
  const headingId = useId();
  const [values, setValues] = useState<LeadFormValues>({ ...empty, city: city ?? '', species: species ? [species] : [] });
  const [errors, setErrors] = useState<LeadFormErrors>({});
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [statusToken, setStatusToken] = useState<string | null>(null);
  const leadId = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof LeadFormValues>(key: K, value: LeadFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function focusField(name: keyof LeadFormValues) {
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = validateLeadForm(values);
    const first = LEAD_FORM_FIELD_ORDER.find((k) => found[k]);
    if (first) {
      setErrors(found);
      toast(reportToasts.missingInformation);
      focusField(first);
      return;
    }
    if (checkZip(values.zip).kind === 'unsupported') {
      setErrors({ zip: fieldMessages.zipNotCovered(values.zip) });
      toast(reportToasts.comingSoon(values.zip));
      focusField('zip');
      return;
    }
    leadId.current ??= newLeadId();
    setSending(true);
    const result = await createLead(leadFormToLead(values, leadId.current, sourcePage));
    if (!result.ok) {
      setSending(false);
      toast(reportToasts.submissionFailed);
      return;
    }
    const token = await fetchStatusToken(result.data.id);
    setSending(false);
    toast(reportToasts.reportSubmitted);
    setStatusToken(token);
    setReference(leadReference(result.data.id));
  }

  if (reference) {
    return (
      <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 text-slate-800 shadow-xl" role="status">
        <CheckCircle2 aria-hidden="true" className="size-10 text-green-700" />
        <h2 id={headingId} className="mt-3 text-2xl font-bold text-slate-900">
          Report Received!
        </h2>
        <p className="mt-2">
          A licensed pro who serves your borough will contact you shortly, typically within a few hours. Your reference is{' '}
          <strong className="font-mono text-lg">{reference}</strong>.
        </p>
        <p className="mt-3">
          Urgent, or something to add? Call{' '}
          <a href={site.phone.href} className="link">
            {site.phone.display}
          </a>{' '}
          and quote your reference.
        </p>
        {statusToken ? <TrackLink token={statusToken} /> : null}
      </section>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      onFocus={preloadSupabase}
      className="relative rounded-2xl bg-white p-6 text-slate-800 shadow-xl"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">All fields are required unless marked optional. Free, no obligation.</p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label="Name" name="name" required autoComplete="name" maxLength={LIMITS.personName} value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <TextField label="Email" name="email" type="email" required autoComplete="email" maxLength={LIMITS.email} value={values.email} error={errors.email} onChange={(e) => set('email', e.target.value)} />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          placeholder="10-digit number"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set('phone', formatPhone(e.target.value))}
        />
        <SelectField
          label="Property type"
          name="property_type"
          required
          placeholder="Choose one"
          options={toOptions(PROPERTY_TYPES)}
          value={values.property_type}
          error={errors.property_type}
          onChange={(e) => set('property_type', e.target.value)}
        />
        <TextField
          label="Street address"
          name="address"
          required
          autoComplete="street-address"
          maxLength={LIMITS.address}
          className="sm:col-span-2"
          value={values.address}
          error={errors.address}
          onChange={(e) => set('address', e.target.value)}
        />
        <TextField label="City or neighborhood" name="city" required autoComplete="address-level2" maxLength={LIMITS.city} value={values.city} error={errors.city} onChange={(e) => set('city', e.target.value)} />
        <TextField
          label="ZIP code"
          name="zip"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={values.zip}
          error={errors.zip}
          onChange={(e) => set('zip', formatZip(e.target.value))}
        />
        <TextareaField
          label="Describe the problem"
          name="description"
          required
          rows={3}
          maxLength={LIMITS.description}
          className="sm:col-span-2"
          value={values.description}
          error={errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <ChoiceGroup
        type="checkbox"
        legend="Animals involved (optional)"
        name="species"
        columns={3}
        options={toOptions(LEAD_SPECIES)}
        error={errors.species}
        onChange={(e) => {
          const { value, checked } = e.target;
          set('species', checked ? [...values.species, value] : values.species.filter((s) => s !== value));
        }}
        getChecked={(value) => values.species.includes(value)}
      />
      <ChoiceGroup
        type="radio"
        legend="Preferred contact method"
        name="contact_method"
        required
        columns={3}
        options={toOptions(CONTACT_METHODS)}
        error={errors.contact_method}
        onChange={(e) => set('contact_method', e.target.value)}
        getChecked={(value) => values.contact_method === value}
      />
      <HoneypotField name="company_website" value={values.company_website} onChange={(e) => set('company_website', e.target.value)} />
      <StatusButton type="submit" pending={sending} variant="urgent" className="mt-2 w-full">
        Get Help Now
      </StatusButton>
    </form>
  );
}
