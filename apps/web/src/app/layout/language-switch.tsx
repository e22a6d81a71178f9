import { languagePath } from '@store/shared';
import { useLocation } from 'react-router';
import { rememberLanguage, useLanguage, useTranslation } from '../../i18n';

/**
 * "हिंदी" on English pages, "English" on Hindi ones: the same page in the other language, loaded afresh (the
 * server draws it in that language), the choice kept for the next visit.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { t } = useTranslation();
  const other = useLanguage() === 'hi' ? 'en' : 'hi';
  const { pathname, search } = useLocation();
  return (
    <a
      href={`${languagePath(pathname, other)}${search}`}
      hrefLang={other}
      lang={other}
      title={t('language.switchLabel')}
      onClick={() => rememberLanguage(other)}
      // On an English page the label is Hindi: drawn by its own small face where the device has none.
      className={other === 'hi' ? `${className} font-hindi-label` : className}
    >
      {t('language.switchTo')}
    </a>
  );
}
