import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldShell, controlClass } from './field-shell';

type Common = { label: ReactNode; hint?: ReactNode; error?: string | undefined; className?: string };

export type TextFieldProps = Common & Omit<ComponentPropsWithRef<'input'>, 'className'>;

/** A labelled input; spread react-hook-form's `register(name)` into it. */
export function TextField({ label, hint, error, className, required, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={controlClass}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export type TextareaFieldProps = Common & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

export function TextareaField({ label, hint, error, className, required, rows = 4, ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={controlClass}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

export type Option = { readonly value: string; readonly label: string };

export type SelectFieldProps = Common &
  Omit<ComponentPropsWithRef<'select'>, 'className'> & { options: readonly Option[]; placeholder?: string };

export function SelectField({ label, hint, error, className, required, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={`${controlClass} min-h-11`}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** Wraps plain strings as options whose label is the value. */
export function toOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: value }));
}
