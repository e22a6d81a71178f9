import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldControlClass } from './field-frame';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled select with an optional error message tied to it for screen readers. */
export function SelectField({ label, error, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select {...control} className={fieldControlClass} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
