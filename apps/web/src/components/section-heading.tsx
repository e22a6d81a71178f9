interface SectionHeadingProps {
  /** Id of the h2, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}

/** Centred eyebrow, h2 and intro shared by the home-page sections. */
export function SectionHeading({ id, eyebrow, title, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p> : null}
    </div>
  );
}
