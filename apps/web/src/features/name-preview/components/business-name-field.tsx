import { businessNameProblem, normaliseBusinessName } from '@store/shared';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { rememberBusinessName, useBusinessName } from '../../../lib/business-name';

interface BusinessNameFieldProps {
  /** Called with each acceptable name (or undefined when cleared), e.g. to keep it in the address. */
  onName?: (name: string | undefined) => void;
}

/** "Your business name" above the grid: every card shows what is typed here, as it is typed. */
export function BusinessNameField({ onName }: BusinessNameFieldProps) {
  const remembered = useBusinessName();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const value = draft ?? remembered ?? '';

  const change = (next: string) => {
    setDraft(next);
    if (!next.trim()) {
      setError(undefined);
      rememberBusinessName(undefined);
      onName?.(undefined);
      return;
    }
    // The shared rule without zod, so the /designs page's first load stays small.
    const name = normaliseBusinessName(next);
    const problem = businessNameProblem(name);
    setError(problem);
    if (!problem) {
      rememberBusinessName(name);
      onName?.(name);
    }
  };

  return (
    <FormField
      label="Your business name"
      value={value}
      error={error}
      onChange={(event) => change(event.target.value)}
      placeholder="e.g. Sharma Sweets"
      autoComplete="organization"
      maxLength={60}
      className="max-w-md"
    />
  );
}
