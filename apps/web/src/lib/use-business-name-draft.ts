import { businessNameProblem, normaliseBusinessName } from '@store/shared';
import { useState } from 'react';
import { rememberBusinessName, useBusinessName } from './business-name';

/**
 * A business name box that the whole page follows as it is typed: it shows the remembered name
 * until edited, and every acceptable name typed (or the box emptied) becomes the remembered one,
 * which every card and preview shows. `onName` hears each accepted change.
 */
export function useBusinessNameDraft(onName?: (name: string | undefined) => void) {
  const remembered = useBusinessName();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  const change = (next: string) => {
    setDraft(next);
    if (!next.trim()) {
      setError(undefined);
      rememberBusinessName(undefined);
      onName?.(undefined);
      return;
    }
    // The shared rule without zod, so a page's first load stays small.
    const name = normaliseBusinessName(next);
    const problem = businessNameProblem(name);
    setError(problem);
    if (!problem) {
      rememberBusinessName(name);
      onName?.(name);
    }
  };

  return { value: draft ?? remembered ?? '', error, change };
}
