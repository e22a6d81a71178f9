import type { ReactNode } from 'react';
import { englishTranslator, TranslationProvider } from './use-translation';

/** The back office's screens stay in the spec's English, whatever language the staff member's browser chose. */
export function EnglishOnly({ children }: { children: ReactNode }) {
  return <TranslationProvider translator={englishTranslator}>{children}</TranslationProvider>;
}
