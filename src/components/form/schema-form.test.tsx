import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from '@/domain/zod';
import { TextField } from './fields';
import { Form, useSchemaForm } from './schema-form';

const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Enter a name.')) });

function NameForm({ onValid, onInvalid, build }: { onValid: (values: { name: string }) => unknown; onInvalid?: () => void; build?: () => typeof schema }) {
  const form = useSchemaForm(build ?? schema, { name: '' }, { mode: 'onSubmit' });
  return (
    <Form form={form} aria-label="Who" onValid={onValid} onInvalid={onInvalid}>
      <TextField label="Name" error={form.formState.errors.name?.message} {...form.register('name')} />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Form and useSchemaForm', () => {
  it('sends the values the schema parsed (trimmed), and nothing when it refuses', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<NameForm onValid={onValid} onInvalid={onInvalid} />);
    const form = screen.getByRole('form', { name: 'Who' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    fireEvent.submit(form);
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ada  ' } });
    fireEvent.submit(form);
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ada' }));
  });

  it('builds a schema given as a function at the first validation, not while the form renders, and validates with it', async () => {
    const build = vi.fn(() => schema);
    const onValid = vi.fn();
    render(<NameForm onValid={onValid} build={build} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'x' } });
    expect(build).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Who' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(build).toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Grace ' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Who' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Grace' }));
  });
});
