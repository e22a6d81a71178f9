import { languagePath } from '@store/shared';
import { rememberLanguage, useLanguage, useTranslation } from '../../i18n';
import { useLocation } from '../../lib/router';
import { HINDI_LABEL_OUTLINE } from './hindi-label-outline';

/**
 * "हिंदी" on English pages, "English" on Hindi ones: the same page in the other language, loaded afresh (the
 * server draws it in that language), the choice kept for the next visit.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { t } = useTranslation();
  const other = useLanguage() === 'hi' ? 'en' : 'hi';
  const { pathname, search } = useLocation();
  const label = t('language.switchTo');
  return (
    <a
      href={`${languagePath(pathname, other)}${search}`}
      hrefLang={other}
      lang={other}
      title={t('language.switchLabel')}
      onClick={() => rememberLanguage(other)}
      className={className}
    >
      {label === HINDI_LABEL_OUTLINE.text ? <HindiLabel /> : label}
    </a>
  );
}

/**
 * On an English page the label is Hindi, drawn as its outline (scripts/hindi-label-outline.mjs): no device needs
 * a Devanagari font for it and no page waits on one. Read aloud and found as its text.
 */
function HindiLabel() {
  const { text, unitsPerEm, width, ascender, descender, path } = HINDI_LABEL_OUTLINE;
  const em = (units: number) => `${units / unitsPerEm}em`;
  return (
    <>
      <span className="sr-only">{text}</span>
      <svg
        aria-hidden="true"
        viewBox={`0 ${-ascender} ${width} ${ascender - descender}`}
        overflow="visible"
        fill="currentColor"
        className="inline-block"
        // Its baseline on the text's: the box's bottom sits the face's descent below it.
        style={{ width: em(width), height: em(ascender - descender), verticalAlign: em(descender) }}
      >
        <path d={path} />
      </svg>
    </>
  );
}
