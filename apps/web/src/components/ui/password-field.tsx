import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from '../../i18n';
import { FieldFrame, fieldControlClass } from './field-frame';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
}

/**
 * A labelled password input with a Show/Hide control, so a phone user can check what they typed.
 * The control's name avoids the word "password": the field alone answers to its label.
 */
export function PasswordField({ label, error, className, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input {...control} className={`${fieldControlClass} pr-20`} {...input} type={shown ? 'text' : 'password'} />
          <button
            type="button"
            aria-controls={control.id}
            onClick={() => setShown(!shown)}
            className="absolute top-1 right-1 bottom-0 my-auto h-9 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {shown ? t('account.hide') : t('account.show')}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
