export { Trans, useTranslation } from 'react-i18next';
export { type Catalogue, en } from './catalogues/en';
export { createI18n } from './create-i18n';
export { defaultI18n } from './default-i18n';
export { EnglishOnly } from './english-only';
export { messageIn, setHindiMessages } from './message-in';
export { rememberLanguage } from './remember-language';
export { useLanguage } from './use-language';
