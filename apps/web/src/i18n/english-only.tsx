import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { defaultI18n } from './default-i18n';

/** The back office's screens stay in the spec's English, whatever language the staff member's browser chose. */
export function EnglishOnly({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={defaultI18n}>{children}</I18nextProvider>;
}
