import { HoneypotField, StatusButton, TextField } from '@/components/form';
import { Form, useSchemaForm } from '@/components/form/schema-form';
import { toast } from '@/components/toast';
import { canonicalEmail, emailAddressField } from '@/domain/email';
import { z } from '@/domain/zod';
import { subscribeToUpdates } from './api';
import { newsletterMessages } from './messages';

export type SubscribeFormProps = { label: string; placeholder: string; button: string };

const subscribeSchema = z.object({
  email: emailAddressField(newsletterMessages.invalidEmail.description),
  company_website: z.string(),
});

/**
 * 'Get Future Updates': asks the database to e-mail a confirmation link (double opt-in); the
 * same toast for every address. The address stays in the field on failure.
 */
export function SubscribeForm({ label, placeholder, button }: SubscribeFormProps) {
  const form = useSchemaForm(subscribeSchema, { email: '', company_website: '' }, { mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form
      form={form}
      aria-label="Get future updates"
      className="relative mt-4 grid gap-2"
      onInvalid={() => toast(newsletterMessages.invalidEmail)}
      onValid={async (values) => {
        const result = await subscribeToUpdates(canonicalEmail(values.email), values.company_website);
        if (result.ok) {
          toast(newsletterMessages.subscribed);
          form.reset();
        } else {
          toast(newsletterMessages.failed);
        }
      }}
    >
      <TextField label={label} type="email" required autoComplete="email" placeholder={placeholder} error={errors.email?.message} {...form.register('email')} />
      <HoneypotField {...form.register('company_website')} />
      <StatusButton type="submit" pending={isSubmitting}>
        {button}
      </StatusButton>
    </Form>
  );
}
