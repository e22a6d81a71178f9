import { MAX_CART_QUANTITY } from '@store/shared';
import type { Ref } from 'react';

import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n';

interface QuantityStepperProps {
  title: string;
  quantity: number;
  /** The increase control, where focus goes when the stepper replaces "Add to Cart". */
  increaseRef?: Ref<HTMLButtonElement>;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
}

const stepButton =
  'flex size-10 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Shown instead of "Add to Cart" once the design is in the cart; at quantity 1 minus becomes remove. */
export function QuantityStepper({
  title,
  quantity,
  increaseRef,
  onIncrease,
  onDecrease,
  onRemove,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between rounded-xl bg-brand-50 p-1 ring-1 ring-inset ring-brand-200">
      {quantity <= 1 ? (
        <button
          type="button"
          className={`${stepButton} text-red-700`}
          onClick={onRemove}
          aria-label={t('catalogue.removeFromCart')}
        >
          <TrashIcon />
        </button>
      ) : (
        <button type="button" className={stepButton} onClick={onDecrease} aria-label={t('catalogue.decrease')}>
          <MinusIcon />
        </button>
      )}
      <output
        className="min-w-8 text-center font-semibold"
        aria-live="polite"
        aria-label={t('catalogue.quantityOf', { title })}
      >
        {quantity}
      </output>
      <button
        ref={increaseRef}
        type="button"
        className={stepButton}
        onClick={onIncrease}
        disabled={quantity >= MAX_CART_QUANTITY}
        aria-label={t('catalogue.increase')}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
