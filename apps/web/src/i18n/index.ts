export { type Catalogue, en } from './catalogues/en';
export { EnglishOnly } from './english-only';
export { messageIn, setHindiMessages } from './message-in';
export type { CatalogueKey, MessageKey, TFunction } from './message-keys';
export { rememberLanguage } from './remember-language';
export { Trans } from './trans';
export { createTranslator, type Translator } from './translator';
export { englishTranslator, TranslationProvider, useLanguage, useTranslation } from './use-translation';
