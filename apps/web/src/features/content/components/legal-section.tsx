import { type ReactNode, useId } from 'react';

interface LegalSectionProps {
  title: string;
  children: ReactNode;
}

/** One headed section of a legal page; the heading labels the section for screen-reader navigation. */
export function LegalSection({ title, children }: LegalSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
