// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormField } from '../components/ui/form-field';
import { ApiError } from './api-client';
import { type FormSchema, useSchemaForm } from './use-schema-form';

afterEach(cleanup);

type Values = { name: string; email: string };

/** Both fields required; an email needs an @. */
const strict: FormSchema<Values> = {
  safeParse: (input) => {
    const { name, email } = input as Values;
    const issues = [
      ...(name ? [] : [{ path: ['name'], message: 'Name is required.' }]),
      ...(email.includes('@') ? [] : [{ path: ['email'], message: 'Enter a valid email.' }]),
    ];
    return issues.length ? { success: false, error: { issues } } : { success: true, data: { name, email } };
  },
};
/** A draft: anything goes. */
const lenient: FormSchema<Values> = { safeParse: (input) => ({ success: true, data: input as Values }) };

function Form({ onValid }: { onValid: (data: Values, values: Values, schema: FormSchema<Values>) => Promise<void> }) {
  const form = useSchemaForm({ initial: { name: '', email: '' }, schema: strict, onValid, focusServerErrors: true });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      <FormField label="Name" {...form.field('name')} />
      <FormField label="Email" {...form.field('email')} />
      <button type="button" onClick={form.submitWith(lenient)}>
        Save draft
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('one form over a shared schema', () => {
  it('marks each refused field, focuses the first and sends nothing; editing a field clears its error', async () => {
    const onValid = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email.')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name is required.')).toBeNull();
    expect(screen.getByText('Enter a valid email.')).toBeTruthy();
  });

  it("sends the checked data and puts the server's field messages beside their fields", async () => {
    const onValid = vi.fn(async () => {
      throw new ApiError(400, 'Email taken', { email: 'This email is already registered.' });
    });
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This email is already registered.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Asha', email: 'asha@example.com' },
      { name: 'Asha', email: 'asha@example.com' },
      strict,
    );
  });

  it('checks a draft with its own schema and tells the sender which one passed', async () => {
    const onValid = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onValid).toHaveBeenCalledWith({ name: '', email: '' }, { name: '', email: '' }, lenient);
  });
});
