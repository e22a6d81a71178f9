import type { ReactNode } from 'react';

interface PageHeroProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The coloured title band at the top of content pages. */
export function PageHero({ title, eyebrow, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-brand-50">{children}</div> : null}
      </div>
    </section>
  );
}
