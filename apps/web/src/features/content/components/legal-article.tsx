import type { ReactNode } from 'react';
import { useLanguage, useTranslation } from '../../../i18n';

interface LegalArticleProps {
  /** Short plain-language summary shown above the sections. */
  summary: string;
  /** The legal document itself: English in every language, as that text is the binding one. */
  text: ReactNode;
  /** Sections after the document, in the page's language. */
  children: ReactNode;
}

/** The readable white sheet legal pages sit on: narrow measure for long text, sections spaced apart. */
export function LegalArticle({ summary, text, children }: LegalArticleProps) {
  const { t } = useTranslation();
  const english = useLanguage() === 'en';
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <p className="rounded-lg bg-brand-50 p-4 text-brand-900">{summary}</p>
      {english ? null : (
        <p role="note" className="mt-4 rounded-lg bg-amber-50 p-4 font-medium text-amber-900 ring-1 ring-amber-200">
          {t('legal.englishBinding')}
        </p>
      )}
      <div className="mt-8 space-y-10">
        <div lang="en" className="space-y-10">
          {text}
        </div>
        {children}
      </div>
    </article>
  );
}
