import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useTranslation } from '../../../i18n';
import { type FormSchema, useSchemaForm } from '../../../lib/use-schema-form';

interface CredentialsFormProps {
  /** The account field: Email (customers) or Username (admins). */
  account: { label: string; name: 'email' | 'username'; type: 'email' | 'text'; autoComplete: string };
  /** The shared schema of the login request, checked before sending (`loginInputSchema`). */
  schema: FormSchema<unknown>;
  /** Logs in; a thrown error's message (from `errorMessage`) is shown. */
  onSubmit: (account: string, password: string) => Promise<void>;
  errorMessage: (failure: unknown) => string;
  /** The account field's first value (the email just signed up with). */
  initialAccount?: string;
  children?: ReactNode;
}

/**
 * An account field, a password and Login ('Logging in...' while submitting): an empty field is marked
 * beside it and focused, a refusal shown above until either field is edited.
 */
export function CredentialsForm({
  account,
  schema,
  onSubmit,
  errorMessage,
  initialAccount = '',
  children,
}: CredentialsFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm<Record<string, string>, unknown>({
    initial: { [account.name]: initialAccount, password: '' },
    schema,
    beforeSubmit: () => {
      setError(null);
      return true;
    },
    // What was typed is sent: the server trims and checks it again.
    onValid: (_data, values) => onSubmit(values[account.name] ?? '', values.password ?? ''),
    onFailure: (failure) => {
      setError(errorMessage(failure));
      return {};
    },
    onEdit: () => setError(null),
  });

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate className="space-y-4">
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <FormField
        label={account.label}
        type={account.type}
        autoComplete={account.autoComplete}
        required
        {...form.field(account.name)}
      />
      <PasswordField
        label={t('account.password')}
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <SubmitButton disabled={form.submitting}>
        {form.submitting ? t('account.loggingIn') : t('account.login')}
      </SubmitButton>
      {children}
    </form>
  );
}
