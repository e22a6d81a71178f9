import type { Language } from '@store/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { createTranslator, type Translator } from './translator';

/** English, also for any part drawn outside a provider (a component's test), so it speaks the spec's words. */
export const englishTranslator = createTranslator('en');

const TranslatorContext = createContext<Translator>(englishTranslator);

/** Gives the parts inside it their page's words. */
export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The page's words: `t(key, options)`, and the translator itself. */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: translator };
}

/** The language the page is drawn in. */
export function useLanguage(): Language {
  return useContext(TranslatorContext).language;
}
