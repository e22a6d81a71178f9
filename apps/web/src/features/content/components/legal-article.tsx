import type { ReactNode } from 'react';

interface LegalArticleProps {
  /** Short plain-language summary shown above the sections. */
  summary: string;
  children: ReactNode;
}

/** The readable white sheet legal pages sit on: narrow measure for long text, sections spaced apart. */
export function LegalArticle({ summary, children }: LegalArticleProps) {
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <p className="rounded-lg bg-brand-50 p-4 text-brand-900">{summary}</p>
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}
