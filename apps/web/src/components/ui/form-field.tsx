import type { InputHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClass } from './field-frame';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input with an optional error message tied to it for screen readers. */
export function FormField({ label, error, className, ...input }: FormFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => <input {...control} className={fieldControlClass} {...input} />}
    </FieldFrame>
  );
}
