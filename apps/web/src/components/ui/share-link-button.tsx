import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';

type Outcome = 'copied' | 'copy-by-hand' | null;

const saying = { copied: 'catalogue.linkCopied', 'copy-by-hand': 'catalogue.copyByHand' } as const;

interface ShareLinkButtonProps {
  title: string;
  /** Asked at the click, so it can first write what the page shows into the URL. */
  address: () => string;
  label?: string;
  buttonClassName?: string;
  /** Other ways to share (a WhatsApp link), shown after the button. */
  children?: ReactNode;
}

const defaultButton =
  'rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50';

/** Shares an address: the system share sheet where the browser has one (phones), else the clipboard. */
export function ShareLinkButton({
  title,
  address,
  label,
  buttonClassName = defaultButton,
  children,
}: ShareLinkButtonProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), 4000);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const url = address();
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects; nothing to say then.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('copy-by-hand');
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button type="button" onClick={share} className={buttonClassName}>
        {label ?? t('catalogue.shareDesigns')}
      </button>
      {children}
      <span role="status" className="text-sm text-slate-700">
        {outcome ? t(saying[outcome]) : ''}
      </span>
    </span>
  );
}
