import { useRef, useState, type FormEvent } from 'react';
import { StatusButton, TextField } from '@/components/form';
import { dismissErrorToasts, toast } from '@/components/toast';
import { EMAIL_MAX, EMAIL_PATTERN } from '@/domain/format';
import type { ClientScope } from '@/lib/supabase';
import { sendSignInCode, verifySignInCode } from './api';
import { authFailureToast } from './messages';

/**
 * Sign-in without a password: the e-mail address, then the six-digit code from the e-mail (or
 * its link, which signs in directly). Every address gets the same answer, so the form never
 * tells who has an account.
 */
export function CodeSignInForm({ scope, heading, intro, redirectPath }: { scope: ClientScope; heading: string; intro: string; redirectPath: string }) {
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  async function ask(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address.length > EMAIL_MAX || !EMAIL_PATTERN.test(address)) {
      setError('Enter a valid email address.');
      return;
    }
    setError(undefined);
    setPending(true);
    const result = await sendSignInCode(address, `${window.location.origin}${redirectPath}`, scope);
    setPending(false);
    if (!result.ok) {
      toast(authFailureToast('signIn', result.error.kind === 'limited' ? 'Please wait a moment before asking for another code.' : result.message));
      return;
    }
    dismissErrorToasts();
    setStep('code');
    requestAnimationFrame(() => codeRef.current?.focus());
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the six digits from the e-mail.');
      return;
    }
    setError(undefined);
    setPending(true);
    const result = await verifySignInCode(email, code, scope);
    setPending(false);
    if (!result.ok) {
      const expired = result.error.kind === 'unauthorized' || result.error.kind === 'rejected';
      setError(expired ? 'That code is not valid any more. Check the newest e-mail, or ask for a new code.' : undefined);
      if (!expired) toast(authFailureToast('signIn', result.message));
      return;
    }
    // Signed in: an earlier 'Sign in Failed' is no longer true.
    dismissErrorToasts();
  }

  if (step === 'code') {
    return (
      <form onSubmit={(event) => void verify(event)} noValidate className="mx-auto grid w-full max-w-sm gap-4" aria-labelledby="code-heading">
        <h1 id="code-heading" className="text-2xl font-bold text-slate-900">
          Check your e-mail
        </h1>
        <p role="status" className="text-slate-800">
          If {email.trim()} belongs to an approved professional, we have sent it a six-digit code and a sign-in link. They work once, for one hour.
        </p>
        <TextField
          ref={codeRef}
          label="Six-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <StatusButton type="submit" pending={pending}>
          Sign in
        </StatusButton>
        <button
          type="button"
          className="link justify-self-start"
          onClick={() => {
            setStep('email');
            setCode('');
            setError(undefined);
          }}
        >
          Use another e-mail or send a new code
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void ask(event)} noValidate className="mx-auto grid w-full max-w-sm gap-4" aria-labelledby="email-heading">
      <h1 id="email-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h1>
      <p className="text-slate-800">{intro}</p>
      <TextField label="Email" type="email" autoComplete="email" required value={email} error={error} onChange={(event) => setEmail(event.target.value)} />
      <StatusButton type="submit" pending={pending}>
        Send me a sign-in code
      </StatusButton>
    </form>
  );
}
