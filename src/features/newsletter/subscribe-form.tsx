import { useState } from 'react';
import { HoneypotField, StatusButton, TextField } from '@/components/form';
import { toast } from '@/components/toast';
import { subscribeToUpdates } from './api';
import { canonicalEmailAddress } from '@/domain/email';
import { newsletterMessages } from './messages';

export type SubscribeFormProps = { label: string; placeholder: string; button: string };

/**
 * 'Get Future Updates': asks the database to e-mail a confirmation link (double opt-in); the
 * same toast for every address. The address stays in the field on failure.
 */
export function SubscribeForm({ label, placeholder, button }: SubscribeFormProps) {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    const address = canonicalEmailAddress(email);
    if (address === null) {
      setError(newsletterMessages.invalidEmail.description);
      toast(newsletterMessages.invalidEmail);
      return;
    }
    setError(undefined);
    setSending(true);
    const result = await subscribeToUpdates(address, honeypot);
    setSending(false);
    if (result.ok) {
      toast(newsletterMessages.subscribed);
      setEmail('');
    } else {
      toast(newsletterMessages.failed);
    }
  }

  return (
    <form
      aria-label="Get future updates"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="relative mt-4 grid gap-2"
    >
      <TextField
        label={label}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={placeholder}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <HoneypotField name="company_website" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      <StatusButton type="submit" pending={sending}>
        {button}
      </StatusButton>
    </form>
  );
}
