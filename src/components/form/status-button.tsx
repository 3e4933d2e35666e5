import type { ComponentPropsWithRef } from 'react';
import { Loader2 } from 'lucide-react';

export type StatusButtonProps = ComponentPropsWithRef<'button'> & {
  pending?: boolean;
  variant?: 'primary' | 'urgent' | 'outline';
};

/** A button that shows a spinner and is disabled while its action runs. */
export function StatusButton({ pending = false, variant = 'primary', disabled, children, className = '', ...button }: StatusButtonProps) {
  const base = { primary: 'btn-primary', urgent: 'btn-urgent', outline: 'btn-outline' }[variant];
  return (
    <button {...button} disabled={disabled || pending} aria-busy={pending || undefined} className={`${base} ${className}`}>
      {pending ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
      {children}
    </button>
  );
}
