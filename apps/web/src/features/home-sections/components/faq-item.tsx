import type { FaqEntry } from '../../../content/faq';

interface FaqItemProps {
  entry: FaqEntry;
  /** Unique prefix for the button and panel ids. */
  idPrefix: string;
}

/**
 * One accordion row (WAI-ARIA accordion pattern): a heading button that shows or hides its answer region.
 * Drawn closed; the page's own controls (lib/page-controls.ts) open it, with or without the app.
 */
export function FaqItem({ entry, idPrefix }: FaqItemProps) {
  const buttonId = `${idPrefix}-${entry.id}-button`;
  const panelId = `${idPrefix}-${entry.id}-panel`;
  return (
    <li className="border-b border-slate-200 last:border-b-0">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={false}
          aria-controls={panelId}
          className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6"
        >
          <span>{entry.question}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-aria-expanded:rotate-180"
          >
            <path
              fillRule="evenodd"
              d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z"
              clipRule="evenodd"
            />
          </svg>
        </button>
      </h3>
      {/* Kept in the DOM while closed so aria-controls always points at a real element. */}
      <section
        id={panelId}
        aria-labelledby={buttonId}
        hidden
        className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6"
      >
        <p>{entry.answer}</p>
      </section>
    </li>
  );
}
