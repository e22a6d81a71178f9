import type { ReactNode } from 'react';

/** One way to pay on the demo checkout, under its heading. */
export function MethodSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-3 border-t border-slate-200 pt-5 first:border-0 first:pt-0"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
