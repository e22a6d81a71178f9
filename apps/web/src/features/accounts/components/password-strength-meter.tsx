import type { PasswordOwner } from '@store/shared';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { usePasswordVerdict } from '../use-password-verdict';

const LABELS = ['account.tooWeak', 'account.tooWeak', 'account.weak', 'account.good', 'account.strong'] as const;
const BAR_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'] as const;

interface MeterProps {
  password: string;
  owner: PasswordOwner;
  /** The field already shows why the password was refused: the meter does not say it a second time. */
  refusalShown?: boolean;
}

/** Strength of the password being typed, with the reason the server would refuse it. */
export function PasswordStrengthMeter({ password, owner, refusalShown = false }: MeterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const verdict = usePasswordVerdict(password, owner);
  if (!verdict) return null;
  // A refused password never looks acceptable, whatever its score.
  const score = verdict.problem ? Math.min(verdict.score, 1) : verdict.score;
  const label = t(LABELS[score] ?? 'account.tooWeak');
  return (
    <div className="-mt-2 space-y-1" data-testid="password-strength">
      <meter
        className="sr-only"
        aria-label={t('account.strength')}
        min={0}
        max={4}
        value={score}
        aria-valuetext={label}
      />
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={`h-1.5 rounded-full ${step <= Math.max(score, 1) ? BAR_COLOURS[score] : 'bg-slate-200'}`}
          />
        ))}
      </div>
      <p aria-live="polite" className="text-xs text-slate-700">
        <span className="font-semibold">{label}</span>
        {verdict.problem && !refusalShown ? `: ${messageIn(language, verdict.problem)}` : null}
      </p>
    </div>
  );
}
