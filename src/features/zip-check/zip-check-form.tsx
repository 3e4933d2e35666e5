import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MapPin } from 'lucide-react';
import { toast } from '@/components/toast';
import { checkZip } from '@/domain/zip-coverage';
import { ZIP_REDIRECT_DELAY_MS, zipCheckMessages } from './messages';

export type ZipCheckFormProps = {
  label: string;
  placeholder: string;
  buttonLabel: string;
};

/** State handed to /contact so the flow starts with the checked ZIP filled in. */
export type ZipHandoff = { zipCode: string };

/**
 * The home hero's ZIP check (docs/product-rules.md#states): invalid → error toast; a ZIP outside the five
 * boroughs → 'Coming Soon!' and stay; a covered ZIP → 'Service Available!' and, after
 * 1500 ms, /contact with the ZIP carried over.
 */
export function ZipCheckForm({ label, placeholder, buttonLabel }: ZipCheckFormProps) {
  const inputId = useId();
  const [zip, setZip] = useState('');
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigate = useNavigate();

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <form
      noValidate
      aria-label="Check service in your ZIP code"
      className="flex w-full max-w-md flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        if (redirecting) return;
        const result = checkZip(zip);
        if (result.kind === 'invalid') {
          toast(zipCheckMessages.invalid);
          return;
        }
        if (result.kind === 'unsupported') {
          toast(zipCheckMessages.unsupported(result.zip));
          return;
        }
        toast(zipCheckMessages.supported);
        setRedirecting(true);
        const state: ZipHandoff = { zipCode: result.zip };
        timer.current = setTimeout(() => navigate('/contact', { state }), ZIP_REDIRECT_DELAY_MS);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          name="zipCode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder={placeholder}
          value={zip}
          onChange={(event) => setZip(event.target.value.replace(/\D/g, '').slice(0, 5))}
          className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
        />
      </div>
      <button type="submit" className="btn-urgent h-12" disabled={redirecting}>
        {buttonLabel}
      </button>
    </form>
  );
}
