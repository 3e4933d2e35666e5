import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentPropsWithRef } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from '@/domain/zod';

/** A zod schema whose input is what the form holds and whose output is what it submits. */
type FormSchema<In extends FieldValues, Out extends FieldValues> = z.ZodMiniType<Out, In>;

export type SchemaForm<In extends FieldValues, Out extends FieldValues = In> = UseFormReturn<In, unknown, Out>;

/**
 * The one way a form holds its values: react-hook-form, validated by a zod schema (the same
 * limits the database checks, from `@/domain/limits`). Validates on change, so `isValid` can
 * keep a submit button off until the form can be sent.
 *
 * `schema` may be a function that builds it: it is then called at the first validation, not
 * while the form renders. A large schema (the report flow's) costs a render that hydrates
 * with the page several milliseconds; the visitor's first change or blur can pay it instead.
 */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues = In>(
  schema: FormSchema<In, Out> | (() => FormSchema<In, Out>),
  defaultValues: DefaultValues<In>,
  options: Omit<UseFormProps<In, unknown, Out>, 'resolver' | 'defaultValues'> = {},
): SchemaForm<In, Out> {
  const resolver: Resolver<In, unknown, Out> =
    typeof schema === 'function' ? (values, context, resolverOptions) => zodResolver(schema())(values, context, resolverOptions) : zodResolver(schema);
  return useForm<In, unknown, Out>({ mode: 'onChange', ...options, defaultValues, resolver });
}

export type FormProps<In extends FieldValues, Out extends FieldValues> = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'noValidate' | 'onInvalid'> & {
  form: SchemaForm<In, Out>;
  /** Runs with the parsed values; the form is `isSubmitting` until its promise settles. */
  onValid: (values: Out) => unknown;
  /** Runs when the schema refuses (react-hook-form has focused the first field it names). */
  onInvalid?: (errors: FieldErrors<In>) => void;
};

/**
 * The only `<form>` in the product (lint holds every other file to it): no browser validation
 * (the schema's messages are the ones shown), and submit goes through the schema.
 */
export function Form<In extends FieldValues, Out extends FieldValues>({ form, onValid, onInvalid, children, ...props }: FormProps<In, Out>) {
  const submit = form.handleSubmit(async (values) => {
    await onValid(values);
  }, onInvalid);
  return (
    <form noValidate {...props} onSubmit={(event) => void submit(event)}>
      {children}
    </form>
  );
}
