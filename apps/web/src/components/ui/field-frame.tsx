import { type ReactNode, useId } from 'react';

/** What a framed control must carry so its label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  error?: string;
  /** A second line under the error: why the value was refused, when the rule knows. */
  errorDetail?: string;
  hint?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The classes every framed input, select and textarea shares. */
export const fieldControlClass =
  'mt-1 block w-full rounded-xl border-0 bg-white px-4 py-2.5 text-slate-900 ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 aria-[invalid]:ring-red-500';

/** A label, the control, an optional hint and an error message, tied together for screen readers. */
export function FieldFrame({ label, error, errorDetail, hint, className = '', children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const detailId = `${id}-error-detail`;
  const describedBy =
    [hint ? hintId : '', error ? errorId : '', error && errorDetail ? detailId : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    // The margin keeps a field scrolled to (the first invalid one) clear of the sticky header.
    <div className={`scroll-mt-24 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {error && errorDetail ? (
        <p id={detailId} className="text-sm text-red-700">
          {errorDetail}
        </p>
      ) : null}
    </div>
  );
}
