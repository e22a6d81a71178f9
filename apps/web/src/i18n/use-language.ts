import type { Language } from '@store/shared';
import { useTranslation } from 'react-i18next';

/** The language the page is drawn in. */
export function useLanguage(): Language {
  return useTranslation().i18n.language === 'hi' ? 'hi' : 'en';
}
