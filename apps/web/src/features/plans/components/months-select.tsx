import { PLAN_MONTHS } from '@store/shared';
import { useId } from 'react';

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
            {count === 1 ? '1 month' : `${count} months`}
          </option>
        ))}
      </select>
    </>
  );
}
