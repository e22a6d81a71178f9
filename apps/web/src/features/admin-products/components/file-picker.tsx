import { useId, useState } from 'react';

interface FilePickerProps {
  label: string;
  accept: string;
  required?: boolean;
  /** Why a file is refused, or null when it is fine. */
  check: (file: File) => string | null;
  onFile: (file: File | null) => void;
  hint?: string;
}

/** A labelled file input that refuses a wrong file at once and says why. */
export function FilePicker({ label, accept, required, check, onFile, hint }: FilePickerProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const problem = file ? check(file) : null;
          setError(problem);
          if (problem) event.target.value = '';
          onFile(problem ? null : file);
        }}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800 hover:file:bg-brand-100"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
