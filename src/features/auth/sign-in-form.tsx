import { StatusButton, TextField } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { EMAIL_MAX, EMAIL_PATTERN } from '@/domain/format';
import { z } from '@/domain/zod';
import type { ClientScope } from '@/lib/supabase';
import { authActions } from './actions';

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
  const form = useSchemaForm(signInSchema, { email: '', password: '' }, { mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form form={form} onValid={(values) => authActions.signIn(values.email, values.password, scope)} className="mx-auto grid w-full max-w-sm gap-4" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h1>
      <TextField label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...form.register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required error={errors.password?.message} {...form.register('password')} />
      <StatusButton type="submit" pending={isSubmitting}>
        Sign in
      </StatusButton>
    </Form>
  );
}
