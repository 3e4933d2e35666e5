import { useId, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '@/components/toast';
import type { Locale } from '@/domain/locales';
import type { LeadSpecies } from '@/domain/options';
import { preloadSupabase } from '@/lib/supabase';
import type { LeadFormCopy, ReportLaterCopy } from './copy';
import { LeadFormFields, type FieldBinding } from './lead-form-fields';
import type { LeadFormLiveProps } from './lead-form-live';
import { reportToasts } from './messages';
import type { LeadFormValues } from './to-lead-row';

export type LeadFormProps = {
  /** Every word of the form, in the page's language. */
  copy: LeadFormCopy;
  /** The page's language, stored with the lead (leads.language). */
  locale: Locale;
  /** The page the form sits on, stored with the lead (e.g. '/services/rat-removal-nyc', '/es/brooklyn-wildlife-control'). */
  sourcePage: string;
  /** Pre-selected species on a species page. */
  species?: LeadSpecies;
  /** Borough context on a borough page: pre-fills the city. */
  city?: string;
  /** Default: the copy's leadForm.heading. */
  heading?: string;
};

type Live = {
  Form: ComponentType<LeadFormLiveProps>;
  later: ReportLaterCopy;
  initial: LeadFormValues;
  focus: { name: string; caret: number | null } | null;
  submit: boolean;
};

/** What the visitor has typed so far, read from the form itself. */
function readForm(form: HTMLFormElement): LeadFormValues {
  const data = new FormData(form);
  const text = (name: keyof LeadFormValues) => String(data.get(name) ?? '');
  return {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    property_type: text('property_type'),
    address: text('address'),
    unit: text('unit'),
    city: text('city'),
    zip: text('zip'),
    description: text('description'),
    species: data.getAll('species').map(String),
    contact_method: text('contact_method'),
    text_consent: data.get('text_consent') !== null,
    company_website: text('company_website'),
  };
}

function uncontrolledMask(binding: FieldBinding, format: (value: string) => string): FieldBinding {
  return {
    ...binding,
    onChange: async (event: { target: HTMLInputElement }) => {
      event.target.value = format(event.target.value);
    },
  };
}

/**
 * The single lead form (reading A of docs/product-rules.md#routes) embedded on borough and
 * species pages: 'Get Help Now' with a spinner, 'Missing Information' for empty fields,
 * 'Report Received!' once stored; on failure everything typed stays for a retry with the same
 * lead id.
 *
 * It is built with react-hook-form and zod like the other forms (lead-form-live.tsx), but those
 * libraries (about 25 KB gzip) are not part of the 17 content pages that embed the form: the
 * page first shows the same fields as plain inputs, and the form's first focus or submit loads
 * the live form, which takes over in the same task with what was typed, the focus and the
 * caret where they were.
 */
export function LeadForm({ copy, locale, sourcePage, species, city, heading = copy.leadForm.heading }: LeadFormProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState<Live | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const submitWhenLive = useRef(false);
  // A press in progress (the button got focus on pointer down, which starts loading): the live
  // form takes over only after the click, or the click would land on a replaced button.
  const pressing = useRef(false);
  const takeOverAfterPress = useRef<(() => void) | null>(null);

  function press(): void {
    pressing.current = true;
    const release = () => {
      pressing.current = false;
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      // After the click that follows this pointerup has been dispatched.
      setTimeout(() => {
        const takeOver = takeOverAfterPress.current;
        takeOverAfterPress.current = null;
        takeOver?.();
      }, 0);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  }

  function goLive(): Promise<void> {
    preloadSupabase();
    // The live form and the words it may need later (consent to texts, the confirmation).
    loading.current ??= Promise.all([import('./lead-form-live'), copy.loadLater()]).then(
      ([{ LeadFormLive }, later]) => {
        const takeOver = () => {
          const form = formRef.current;
          if (!form) return;
          const active = document.activeElement;
          const focused = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement ? active : null;
          const focus = focused && form.contains(focused) && focused.name ? { name: focused.name, caret: 'selectionStart' in focused && focused.type !== 'email' && focused.type !== 'number' ? focused.selectionStart : null } : null;
          flushSync(() => setLive({ Form: LeadFormLive, later, initial: readForm(form), focus, submit: submitWhenLive.current }));
        };
        if (pressing.current) takeOverAfterPress.current = takeOver;
        else takeOver();
      },
      (error: unknown) => {
        loading.current = null;
        console.error('[lead form] could not load', error);
        if (submitWhenLive.current) toast(reportToasts(copy).submissionFailed);
        submitWhenLive.current = false;
      },
    );
    return loading.current;
  }

  if (live) {
    return (
      <live.Form
        copy={copy}
        later={live.later}
        locale={locale}
        sourcePage={sourcePage}
        heading={heading}
        headingId={headingId}
        initial={live.initial}
        focus={live.focus}
        submitNow={live.submit}
      />
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onPointerDown={press}
      onFocus={() => void goLive()}
      onSubmit={(event) => {
        event.preventDefault();
        submitWhenLive.current = true;
        void goLive();
      }}
      className="relative rounded-2xl bg-white p-6 text-slate-800 shadow-xl"
    >
      <LeadFormFields
        copy={copy}
        locale={locale}
        headingId={headingId}
        heading={heading}
        bind={(name) => ({ name, ...(name === 'city' && city ? { defaultValue: city } : {}) })}
        mask={uncontrolledMask}
        startsChecked={(name, value) => name === 'species' && value === species}
        errors={{}}
        sending={false}
      />
    </form>
  );
}
