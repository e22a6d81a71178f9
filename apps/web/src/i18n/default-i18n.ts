import { initReactI18next } from 'react-i18next';
import { createI18n } from './create-i18n';

/**
 * English, also react-i18next's instance for any part drawn outside AppProviders (component tests), so
 * that part speaks the spec's words rather than the catalogue's keys.
 */
export const defaultI18n = createI18n('en', undefined, initReactI18next);
