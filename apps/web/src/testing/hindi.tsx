import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { hi } from '../i18n/catalogues/hi';

/** A page drawn in Hindi, as the app draws it for a visitor who chose Hindi. */
export const inHindi = (page: ReactElement) => <I18nextProvider i18n={createI18n('hi', hi)}>{page}</I18nextProvider>;

// Kept in English on a Hindi page: brand, tax and file-format terms, the privacy page's own name, and e-mail addresses.
const KEPT = /SiteInMinutes|GST(IN)?|UPI|PDF|PNG|JPEG|WebP|Grievance Officer|Privacy|[\w.+-]+@[\w.-]+/g;

/** The English words (three letters or more) a Hindi page's text still shows. */
export const englishLeft = (text: string) => text.replace(KEPT, '').match(/[A-Za-z]{3,}/g) ?? [];
