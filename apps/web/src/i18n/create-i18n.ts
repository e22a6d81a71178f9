import type { Language } from '@store/shared';
import { createInstance, type i18n, type ThirdPartyModule } from 'i18next';
import { type Catalogue, en } from './catalogues/en';

/**
 * An i18next instance of its own for one render or one page's app, so renders on the server never share a
 * language. Synchronous: the catalogues are in memory, and a drawn page hydrates with the words it was drawn in.
 */
export function createI18n(language: Language, hindi?: Catalogue, plugin?: ThirdPartyModule): i18n {
  const instance = createInstance();
  if (plugin) instance.use(plugin);
  void instance.init({
    lng: hindi ? language : 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en }, ...(hindi ? { hi: { translation: hindi } } : {}) },
    initAsync: false,
    // React escapes what it draws.
    interpolation: { escapeValue: false },
  });
  return instance;
}
