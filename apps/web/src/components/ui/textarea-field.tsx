import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClass } from './field-frame';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled multi-line input with an optional hint and error message tied to it. */
export function TextareaField({ label, error, hint, className, ...textarea }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea {...control} className={fieldControlClass} {...textarea} />}
    </FieldFrame>
  );
}
