import { useId, type ReactNode } from 'react';
import { ErrorSlot } from './error-slot';

export type FieldShellRender = { id: string; describedBy: string | undefined; invalid: boolean };

/**
 * Label, control, hint and error, tied together: the control gets `aria-invalid` and
 * `aria-describedby` pointing at the hint and the error. The error slot keeps its
 * height so the layout does not jump when a message appears or goes (ErrorSlot).
 */
export function FieldShell({
  label,
  hint,
  error,
  required,
  children,
  className = '',
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean | undefined;
  className?: string;
  children: (props: FieldShellRender) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy, invalid: Boolean(error) })}
      <ErrorSlot id={errorId} error={error} className="min-h-5" />
    </div>
  );
}

export const controlClass =
  'w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 disabled:bg-slate-100';
