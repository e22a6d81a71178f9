import 'i18next';
import type { en } from './catalogues/en';

// Keys and interpolation values are checked by the compiler against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
