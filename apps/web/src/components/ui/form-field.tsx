import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, fieldControlClass } from './field-frame';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  errorDetail?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional error message tied to it for screen readers. */
export function FormField({ label, error, errorDetail, className, ...input }: FormFieldProps) {
  return (
    <FieldFrame label={label} error={error} errorDetail={errorDetail} className={className}>
      {(control) => <input {...control} className={fieldControlClass} {...input} />}
    </FieldFrame>
  );
}
