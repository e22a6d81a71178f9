import { PLAN_MONTHS } from '@store/shared';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';

/** The months a plan is bought or renewed for (1, 3, 6 or 12), with a label for screen readers. */
export function MonthsSelect({
  label,
  months,
  onChange,
  className,
}: {
  label: string;
  months: number;
  onChange: (months: number) => void;
  className: string;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <>
      <label htmlFor={selectId} className="sr-only">
        {label}
      </label>
      <select
        id={selectId}
        value={months}
        onChange={(event) => onChange(Number(event.target.value))}
        className={className}
      >
        {PLAN_MONTHS.map((count) => (
          <option key={count} value={count}>
            {t('plans.months', { count })}
          </option>
        ))}
      </select>
    </>
  );
}
