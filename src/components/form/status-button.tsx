import type { ComponentPropsWithRef } from 'react';
import { Icon } from '@/components/icons/icon';

export type StatusButtonProps = ComponentPropsWithRef<'button'> & {
  pending?: boolean;
  variant?: 'primary' | 'urgent' | 'outline';
};

/** A button that shows a spinner and is disabled while its action runs. */
export function StatusButton({ pending = false, variant = 'primary', disabled, children, className = '', ...button }: StatusButtonProps) {
  const base = { primary: 'btn-primary', urgent: 'btn-urgent', outline: 'btn-outline' }[variant];
  return (
    <button {...button} disabled={disabled || pending} aria-busy={pending || undefined} className={`${base} ${className}`}>
      {pending ? <Icon name="loader-circle" className="size-5 animate-spin" /> : null}
      {children}
    </button>
  );
}
