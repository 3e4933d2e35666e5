import { useId, type ComponentPropsWithRef } from 'react';

/**
 * A field people never see or reach, that form-filling bots do fill. The database
 * silently drops any row whose honeypot is filled, so the bot sees a normal success.
 */
export function HoneypotField(input: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Company website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
