import type { ReactElement } from 'react';
import { createTranslator, TranslationProvider } from '../i18n';
import { hi } from '../i18n/catalogues/hi';

/** A page drawn in Hindi, as the app draws it for a visitor who chose Hindi. */
export const inHindi = (page: ReactElement) => (
  <TranslationProvider translator={createTranslator('hi', hi)}>{page}</TranslationProvider>
);

// Kept in English on a Hindi page: brand, tax and file-format terms, the privacy page's own name, and e-mail addresses.
const KEPT = /SiteInMinutes|GST(IN)?|UPI|PDF|PNG|JPEG|WebP|Grievance Officer|Privacy|[\w.+-]+@[\w.-]+/g;

/** The English words (three letters or more) a Hindi page's text still shows. */
export const englishLeft = (text: string) => text.replace(KEPT, '').match(/[A-Za-z]{3,}/g) ?? [];
