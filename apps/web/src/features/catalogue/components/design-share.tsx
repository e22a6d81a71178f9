import type { DesignCard } from '@store/shared';
import { useEffect, useState } from 'react';

type Outcome = 'copied' | 'copy-by-hand' | null;

const saying: Record<Exclude<Outcome, null>, string> = {
  copied: 'Link copied',
  'copy-by-hand': 'Copy the address from the address bar to share.',
};

/** Share a design: the phone's share sheet where there is one, else the clipboard; and a WhatsApp link. */
export function DesignShare({ design }: { design: DesignCard }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), 4000);
    return () => window.clearTimeout(timer);
  }, [outcome]);
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;

  const share = async () => {
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects; nothing to say then.
      await navigator.share({ title: design.title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('copy-by-hand');
    }
  };

  const whatsApp = `https://wa.me/?${new URLSearchParams({ text: `${design.title} ${url}` })}`;
  const button =
    'inline-flex items-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={share} className={button}>
        Share
      </button>
      <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={button}>
        Share on WhatsApp
      </a>
      <span role="status" className="text-sm text-slate-700">
        {outcome ? saying[outcome] : ''}
      </span>
    </div>
  );
}
