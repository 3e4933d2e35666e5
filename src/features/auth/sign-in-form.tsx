import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { StatusButton, TextField } from '@/components/form';
import { EMAIL_MAX, EMAIL_PATTERN } from '@/domain/format';
import type { ClientScope } from '@/lib/supabase';
import { authActions } from './actions';

// No generated code: the Content Security Policy forbids `new Function`.
z.config({ jitless: true });

export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(EMAIL_MAX, 'Enter a valid email address.'), z.regex(EMAIL_PATTERN, 'Enter a valid email address.')),
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});
export type SignInValues = z.infer<typeof signInSchema>;

/**
 * E-mail and password sign-in ("Email", "Password", "Sign in"). A refused sign-in shows the
 * 'Sign in Failed' toast with the auth server's message; what was typed stays.
 */
export function SignInForm({ scope, heading }: { scope: ClientScope; heading: string }) {
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await authActions.signIn(values.email, values.password, scope);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mx-auto grid w-full max-w-sm gap-4" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h1>
      <TextField label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...form.register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required error={errors.password?.message} {...form.register('password')} />
      <StatusButton type="submit" pending={isSubmitting}>
        Sign in
      </StatusButton>
    </form>
  );
}
