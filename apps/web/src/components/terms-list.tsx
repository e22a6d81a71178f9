import { buyerTerms } from '../content/terms';
import { CheckIcon } from './ui/check-icon';

/** The buyer terms as a compact list (terms modal, checkout notes). */
export function TermsList({ className = '' }: { className?: string }) {
  return (
    <ul className={`space-y-2 text-sm text-slate-700 ${className}`}>
      {buyerTerms.map((term) => (
        <li key={term} className="flex gap-2">
          <CheckIcon className="mt-0.5 h-4 w-4 text-brand-600" />
          <span>{term}</span>
        </li>
      ))}
    </ul>
  );
}
