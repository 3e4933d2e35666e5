import { useState } from 'react';
import type { Outcome } from '@/lib/result';
import { CheckboxField, StatusButton, TextField, TextareaField } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import type { ToastAction } from '@/components/toast/use-toast-action';
import { PESTICIDE_SPECIES } from '@/domain/credentials';
import { PESTICIDE_CHECKLIST_ITEM, REVIEW_CHECKLIST } from '@/domain/dispatch';
import { BOROUGHS, COUNTY_BOROUGH, LEAD_SPECIES, SERVICE_COUNTY_VALUES, type ServiceCounty } from '@/domain/options';
import { LIMITS } from '@/domain/limits';
import { z } from '@/domain/zod';
import { review } from './api';
import { Panel } from './panel';
import { list, text, type Application } from './application-row';

type Act = ToastAction;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const required = (limit: number, message: string) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(limit, `At most ${limit} characters.`));

/** What approve_application needs, as it checks it: every checklist item ticked, at least one borough. */
function approvalSchema(checklistKeys: readonly string[]) {
  return z.object({
    checklist: z.record(z.string(), z.boolean()).check(z.refine((c) => checklistKeys.every((k) => c[k] === true), 'Tick every item of the checklist.')),
    licenseNumber: required(LIMITS.documentNumber, 'Enter the number.'),
    licenseExpiresOn: z.string().check(z.regex(DATE, 'Enter the expiry date.')),
    insuranceCarrier: required(LIMITS.organisation, 'Enter the insurance carrier.'),
    insuredThrough: z.string().check(z.regex(DATE, 'Enter the date the insurance runs to.')),
    boroughs: z.array(z.enum(BOROUGHS)).check(z.minLength(1, 'Choose at least one borough.')),
    species: z.array(z.string()),
  });
}
type Approval = z.output<ReturnType<typeof approvalSchema>>;
type ApprovalInput = Omit<Approval, 'boroughs'> & { boroughs: string[] };

const messageSchema = z.object({ message: required(LIMITS.reviewMessage, 'Write the message first.') });

export function Decisions({ app, act, missing, reversal }: { app: Application; act: Act; missing: string[]; reversal: string | null }) {
  const id = text(app, 'id');
  return (
    <>
      <ApproveForm app={app} act={act} missing={missing} reversal={reversal} />
      <MessageForm title="Request changes" label="What the applicant should change" done="Changes Requested" act={act} call={(message) => review.requestChanges(id, message)} />
      <MessageForm title="Reject" label="Reason the applicant receives" done="Application Rejected" act={act} call={(message) => review.reject(id, message)} />
    </>
  );
}

function ApproveForm({ app, act, missing, reversal }: { app: Application; act: Act; missing: string[]; reversal: string | null }) {
  const counties = list(app, 'service_counties').filter((c): c is ServiceCounty => (SERVICE_COUNTY_VALUES as readonly string[]).includes(c));
  // Without an NWCO licence, an approvable applicant holds the pesticide applicator certification
  // alone: the professional is approved on it, for the species it covers (approve_application).
  const onCertification = text(app, 'has_nwco_license') === 'No' && text(app, 'has_pesticide_certification') === 'Yes';
  const offerable: readonly string[] = onCertification ? PESTICIDE_SPECIES : LEAD_SPECIES;
  const checklist = text(app, 'has_pesticide_certification') === 'Yes' ? [...REVIEW_CHECKLIST, PESTICIDE_CHECKLIST_ITEM] : REVIEW_CHECKLIST;
  const [schema] = useState(() => approvalSchema(checklist.map((c) => c.key)));
  const form = useSchemaForm<ApprovalInput, Approval>(schema, {
    checklist: Object.fromEntries(checklist.map((c) => [c.key, false])),
    licenseNumber: text(app, onCertification ? 'pesticide_certification_number' : 'license_number'),
    licenseExpiresOn: text(app, onCertification ? 'pesticide_certification_expiration_date' : 'license_expiration_date'),
    insuranceCarrier: text(app, 'insurance_provider'),
    insuredThrough: text(app, 'insurance_expiration_date'),
    boroughs: counties.map((c) => COUNTY_BOROUGH[c]),
    species: onCertification ? [...PESTICIDE_SPECIES] : [],
  });
  const { errors, isSubmitting, isValid } = form.formState;
  const id = text(app, 'id');
  return (
    <Panel title="Approve">
      <Form form={form} className="grid gap-3" aria-label="Approve" onValid={(values) => act('Application Approved', () => review.approve(id, values))}>
        {reversal !== null ? (
          <p className="rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-slate-900">
            The fee payment was {reversal}: this application cannot be approved. Reject it or request changes (the applicant then pays again).
          </p>
        ) : null}
        {missing.length > 0 ? (
          <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900">
            Approval needs the verified {missing.join(' and ')}: request changes so the applicant uploads {missing.length === 1 ? 'it' : 'them'} again.
          </p>
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-slate-900">Checklist</legend>
          {checklist.map((c) => (
            <CheckboxField key={c.key} label={c.label} {...form.register(`checklist.${c.key}`)} />
          ))}
        </fieldset>
        <TextField
          label={onCertification ? 'DEC pesticide applicator certification number' : 'NYS DEC licence number'}
          required
          error={errors.licenseNumber?.message}
          {...form.register('licenseNumber')}
        />
        <TextField label={onCertification ? 'Certification expires' : 'Licence expires'} type="date" required error={errors.licenseExpiresOn?.message} {...form.register('licenseExpiresOn')} />
        <TextField label="Insurance carrier" required error={errors.insuranceCarrier?.message} {...form.register('insuranceCarrier')} />
        <TextField label="Insured through" type="date" required error={errors.insuredThrough?.message} {...form.register('insuredThrough')} />
        <fieldset className="grid gap-1">
          <legend className="font-semibold text-slate-900">Boroughs (from the counties served)</legend>
          {BOROUGHS.map((b) => (
            <CheckboxField key={b} label={b} value={b} {...form.register('boroughs')} />
          ))}
        </fieldset>
        <fieldset className="grid gap-1 sm:grid-cols-2">
          <legend className="font-semibold text-slate-900">{onCertification ? 'Species offered (the certification covers these only)' : 'Species offered (none ticked: all)'}</legend>
          {offerable.map((s) => (
            <CheckboxField key={s} label={s} value={s} {...form.register('species')} />
          ))}
        </fieldset>
        <StatusButton type="submit" pending={isSubmitting} disabled={!isValid || missing.length > 0}>
          Approve
        </StatusButton>
      </Form>
    </Panel>
  );
}

/** Request changes and Reject: one written message the applicant receives. */
function MessageForm({ title, label, done, act, call }: { title: string; label: string; done: string; act: Act; call: (message: string) => Promise<Outcome<unknown>> }) {
  const form = useSchemaForm(messageSchema, { message: '' });
  const { errors, isSubmitting, isValid } = form.formState;
  return (
    <Panel title={title}>
      <Form form={form} className="grid gap-2" aria-label={title} onValid={(values) => act(done, () => call(values.message))}>
        <TextareaField label={label} rows={3} maxLength={LIMITS.reviewMessage} error={errors.message?.message} {...form.register('message')} />
        <StatusButton type="submit" variant="outline" pending={isSubmitting} disabled={!isValid}>
          {title}
        </StatusButton>
      </Form>
    </Panel>
  );
}
