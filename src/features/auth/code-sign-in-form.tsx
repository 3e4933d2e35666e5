import { useEffect, useState } from 'react';
import { StatusButton, TextField } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { dismissErrorToasts, toast } from '@/components/toast';
import { EMAIL_MAX, EMAIL_PATTERN } from '@/domain/format';
import { z } from '@/domain/zod';
import type { ClientScope } from '@/lib/supabase';
import { sendSignInCode, verifySignInCode } from './api';
import { authFailureToast } from './messages';

const emailSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(EMAIL_MAX, 'Enter a valid email address.'), z.regex(EMAIL_PATTERN, 'Enter a valid email address.')),
});
const codeSchema = z.object({ code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the six digits from the e-mail.')) });

type Props = { scope: ClientScope; heading: string; intro: string; redirectPath: string };

/**
 * Sign-in without a password: the e-mail address, then the six-digit code from the e-mail (or
 * its link, which signs in directly). Every address gets the same answer, so the form never
 * tells who has an account.
 */
export function CodeSignInForm(props: Props) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  if (sent) return <CodeStep email={email} scope={props.scope} onBack={() => setSent(false)} />;
  return (
    <EmailStep
      {...props}
      email={email}
      onSent={(address) => {
        setEmail(address);
        setSent(true);
      }}
    />
  );
}

function EmailStep({ scope, heading, intro, redirectPath, email, onSent }: Props & { email: string; onSent: (email: string) => void }) {
  const form = useSchemaForm(emailSchema, { email }, { mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form
      form={form}
      className="mx-auto grid w-full max-w-sm gap-4"
      aria-labelledby="email-heading"
      onValid={async (values) => {
        const result = await sendSignInCode(values.email, `${window.location.origin}${redirectPath}`, scope);
        if (!result.ok) {
          toast(authFailureToast('signIn', result.error.kind === 'limited' ? 'Please wait a moment before asking for another code.' : result.message));
          return;
        }
        dismissErrorToasts();
        onSent(values.email);
      }}
    >
      <h1 id="email-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h1>
      <p className="text-slate-800">{intro}</p>
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <StatusButton type="submit" pending={isSubmitting}>
        Send me a sign-in code
      </StatusButton>
    </Form>
  );
}

function CodeStep({ email, scope, onBack }: { email: string; scope: ClientScope; onBack: () => void }) {
  const form = useSchemaForm(codeSchema, { code: '' }, { mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.setFocus('code'), [form]);
  return (
    <Form
      form={form}
      className="mx-auto grid w-full max-w-sm gap-4"
      aria-labelledby="code-heading"
      onValid={async (values) => {
        const result = await verifySignInCode(email, values.code, scope);
        if (!result.ok) {
          const expired = result.error.kind === 'unauthorized' || result.error.kind === 'rejected';
          if (expired) form.setError('code', { message: 'That code is not valid any more. Check the newest e-mail, or ask for a new code.' });
          else toast(authFailureToast('signIn', result.message));
          return;
        }
        // Signed in: an earlier 'Sign in Failed' is no longer true.
        dismissErrorToasts();
      }}
    >
      <h1 id="code-heading" className="text-2xl font-bold text-slate-900">
        Check your e-mail
      </h1>
      <p role="status" className="text-slate-800">
        If {email} belongs to an approved professional, we have sent it a six-digit code and a sign-in link. They work once, for one hour.
      </p>
      <TextField
        label="Six-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={errors.code?.message}
        {...form.register('code', { onChange: (event: { target: { value: string } }) => form.setValue('code', event.target.value.replace(/\D/g, '').slice(0, 6)) })}
      />
      <StatusButton type="submit" pending={isSubmitting}>
        Sign in
      </StatusButton>
      <button type="button" className="link justify-self-start" onClick={onBack}>
        Use another e-mail or send a new code
      </button>
    </Form>
  );
}
