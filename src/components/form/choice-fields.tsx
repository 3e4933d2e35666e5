import { useEffect, useId, useLayoutEffect, useRef, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import { ErrorSlot } from './error-slot';
import type { Option } from './fields';

export type CheckboxFieldProps = { label: ReactNode; error?: string | undefined } & Omit<ComponentPropsWithRef<'input'>, 'type'>;

/** One native checkbox with its label (and its error tied to it). */
export function CheckboxField({ label, error, className = '', ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          className="mt-0.5 size-6 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      <ErrorSlot id={errorId} error={error} className="mt-1" />
    </div>
  );
}

export type ChoiceGroupProps = {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly Option[];
  type: 'checkbox' | 'radio';
  required?: boolean;
  columns?: 1 | 2 | 3;
  className?: string;
  /** For controlled use: whether the option with this value is checked. */
  getChecked?: (value: string) => boolean;
  /** For uncontrolled use: whether the option with this value starts checked. */
  getDefaultChecked?: (value: string) => boolean;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'checked'>;

// useLayoutEffect warns when rendered on the server; the prerender never runs effects.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps a radio the visitor chose before the page's code took over (the report flow's first
 * step starts its code at the first touch: src/app/route-modules.ts startOf). react-hook-form
 * keeps what was typed into a field before it was ready, but sets radios to the form's default
 * as it registers them; so the radio checked in the HTML is noted as it is adopted, before the
 * field's own ref runs, and chosen again (a click, as the visitor's) once the group is in place.
 */
function useEarlyChoice(ref: Ref<HTMLInputElement> | undefined): Ref<HTMLInputElement> | undefined {
  const early = useRef<HTMLInputElement | null>(null);
  const mounted = useRef(false);
  // In the same commit as the refs, before the page is painted or read again: the choice is
  // never seen undone.
  useIsomorphicLayoutEffect(() => {
    mounted.current = true;
    const radio = early.current;
    early.current = null;
    if (radio?.isConnected && !radio.checked) radio.click();
  }, []);
  if (typeof ref !== 'function') return ref;
  return (input) => {
    if (input && !mounted.current && input.checked && !input.defaultChecked) early.current = input;
    return ref(input);
  };
}

/**
 * A fieldset of native checkboxes or radios sharing one name (react-hook-form collects
 * checkbox values as an array). The error is tied to the group.
 */
export function ChoiceGroup({ legend, hint, error, options, type, required, columns = 2, className = '', getChecked, getDefaultChecked, ref, ...input }: ChoiceGroupProps) {
  const id = useId();
  const earlyRef = useEarlyChoice(ref);
  const inputRef = type === 'radio' ? earlyRef : ref;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const grid = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' }[columns];
  return (
    <fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} className={className}>
      <legend className="font-medium text-slate-900">
        {legend}
        {required ? (
          <>
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
            {/* A group of checkboxes has no required state of its own: say it in the name. */}
            {type === 'checkbox' ? <span className="sr-only"> (required)</span> : null}
          </>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-1 ${grid}`} role={type === 'radio' ? 'radiogroup' : undefined} aria-required={type === 'radio' ? required || undefined : undefined} aria-invalid={type === 'radio' ? Boolean(error) || undefined : undefined}>
        {options.map((option) => {
          const optionId = `${id}-${option.value.replace(/\W+/g, '-')}`;
          return (
            <div key={option.value} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
              <input
                id={optionId}
                type={type}
                value={option.value}
                className="size-5 shrink-0 accent-brand-700"
                {...input}
                ref={inputRef}
                {...(getChecked ? { checked: getChecked(option.value) } : {})}
                {...(getDefaultChecked ? { defaultChecked: getDefaultChecked(option.value) } : {})}
              />
              <label htmlFor={optionId} className="flex-1 py-2 text-slate-800">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <ErrorSlot id={errorId} error={error} className="min-h-5" />
    </fieldset>
  );
}
