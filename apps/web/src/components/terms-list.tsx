import { useTranslation } from '../i18n';
import { CheckIcon } from './ui/check-icon';

/** The buyer terms (content/terms.ts in English) as a compact list, in the page's language (terms modal, checkout notes). */
export function TermsList({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`space-y-2 text-sm text-slate-700 ${className}`}>
      {t('dialogs.terms', { returnObjects: true }).map((term) => (
        <li key={term} className="flex gap-2">
          <CheckIcon className="mt-0.5 h-4 w-4 text-brand-600" />
          <span>{term}</span>
        </li>
      ))}
    </ul>
  );
}
