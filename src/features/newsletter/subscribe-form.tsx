import { useState } from 'react';
import { HoneypotField, StatusButton, TextField } from '@/components/form';
import { toast } from '@/components/toast';
import { subscribeToUpdates } from './api';
import { newsletterMessages } from './messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

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
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(newsletterMessages.invalidEmail.description);
      toast(newsletterMessages.invalidEmail);
      return;
    }
    setError(undefined);
    setSending(true);
    const result = await subscribeToUpdates(email.trim(), honeypot);
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
