import {
  formatPaise,
  type RefundableOrder,
  type RefundLineInput,
  type RefundUnits,
  refundFigures,
} from '@store/shared';

/** Chosen units per line position: a design's units, a plan's months; absent or 0 means not chosen. */
export type RefundChoice = Record<number, number>;

/** The request's lines for a choice: quantity for a design line, months for a plan line. */
export function choiceLines(order: RefundableOrder, choice: RefundChoice): RefundLineInput[] {
  return order.lines
    .filter((line) => (choice[line.position] ?? 0) > 0)
    .map((line) =>
      line.kind === 'plan'
        ? { position: line.position, months: choice[line.position] ?? 0 }
        : { position: line.position, quantity: choice[line.position] ?? 0 },
    );
}

/** The refund of a choice in paise, by the same shared math the server confirms it with. */
export function choiceFigures(order: RefundableOrder, choice: RefundChoice) {
  const before: RefundUnits[] = order.lines.map((line) => ({ position: line.position, units: line.refundedUnits }));
  const refund: RefundUnits[] = choiceLines(order, choice).map((line) => ({
    position: line.position,
    units: line.months ?? line.quantity ?? 0,
  }));
  return refundFigures(order, order.lines, before, refund);
}

const stepper =
  'w-20 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-base focus:outline-none focus:ring-2 focus:ring-brand-500';

/**
 * The lines of a partial refund: a checkbox per design line (with a units field when more than one is
 * left) and a months field per plan line, limited to its months not started. Lines with nothing left to
 * refund are shown, disabled, with the reason.
 */
export function RefundLinesPicker({
  order,
  choice,
  onChange,
}: {
  order: RefundableOrder;
  choice: RefundChoice;
  onChange: (choice: RefundChoice) => void;
}) {
  const set = (position: number, units: number) => onChange({ ...choice, [position]: units });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-semibold text-red-900">Lines to refund</legend>
      {order.lines.map((line) => {
        const id = `refund-line-${line.position}`;
        const chosen = choice[line.position] ?? 0;
        const none = line.refundableUnits === 0;
        const note =
          line.kind === 'plan'
            ? `${line.refundableUnits} of ${line.planMonths} months not started${line.refundedUnits ? `, ${line.refundedUnits} refunded` : ''}`
            : `${line.quantity - line.refundedUnits} of ${line.quantity} left to refund`;
        return (
          <div
            key={line.position}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-white p-2 ring-1 ring-red-100"
          >
            {line.kind === 'plan' ? (
              <>
                <label htmlFor={id} className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{line.name}</span>
                  <span className="block text-sm text-slate-600">{note}</span>
                </label>
                <span className="flex items-center gap-2">
                  <input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={line.refundableUnits}
                    value={chosen}
                    disabled={none}
                    onChange={(event) => set(line.position, clamp(event.target.valueAsNumber, line.refundableUnits))}
                    className={stepper}
                  />
                  <span className="text-sm text-slate-700">months</span>
                </span>
              </>
            ) : (
              <>
                <label className="flex min-w-0 flex-1 items-start gap-2">
                  <input
                    type="checkbox"
                    checked={chosen > 0}
                    disabled={none}
                    onChange={(event) => set(line.position, event.target.checked ? line.refundableUnits : 0)}
                    className="mt-1 size-5 accent-red-700"
                  />
                  <span>
                    <span className="block font-medium text-slate-900">{line.name}</span>
                    <span className="block text-sm text-slate-600">{note}</span>
                  </span>
                </label>
                {line.refundableUnits > 1 && chosen > 0 ? (
                  <span className="flex items-center gap-2">
                    <label htmlFor={id} className="text-sm text-slate-700">
                      Units
                    </label>
                    <input
                      id={id}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={line.refundableUnits}
                      value={chosen}
                      onChange={(event) =>
                        set(line.position, Math.max(1, clamp(event.target.valueAsNumber, line.refundableUnits)))
                      }
                      className={stepper}
                    />
                  </span>
                ) : null}
              </>
            )}
          </div>
        );
      })}
      <RefundSum order={order} choice={choice} />
    </fieldset>
  );
}

const clamp = (value: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.trunc(value))) : 0;

function RefundSum({ order, choice }: { order: RefundableOrder; choice: RefundChoice }) {
  const figures = choiceFigures(order, choice);
  if (figures.totalPaise === 0) return <p className="text-sm text-red-900">Choose at least one line to refund.</p>;
  return (
    <p className="text-red-900" aria-live="polite" data-testid="refund-sum">
      {formatPaise(figures.taxablePaise)} + GST {formatPaise(figures.gstPaise)} ={' '}
      <strong>{formatPaise(figures.totalPaise)}</strong>
    </p>
  );
}
