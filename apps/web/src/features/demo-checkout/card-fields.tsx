import type { CardForm } from '@store/shared';
import { useLayoutEffect, useRef } from 'react';
import { FormField } from '../../components/ui/form-field';
import { formatCardNumberInput, formatExpiryInput } from './card-input-format';

interface CardFieldsProps {
  form: CardForm;
  errors: Partial<Record<keyof CardForm, string>>;
  onChange: (field: keyof CardForm, value: string) => void;
}

/** Card number (grouped 4-4-4-4 as typed), Expiry (MM/YY, also from four digits), CVV and Name on card. */
export function CardFields({ form, errors, onChange }: CardFieldsProps) {
  const numberInput = useRef<HTMLInputElement>(null);
  // Where the caret goes once the regrouped number is drawn.
  const numberCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (numberCaret.current === null) return;
    numberInput.current?.setSelectionRange(numberCaret.current, numberCaret.current);
    numberCaret.current = null;
  });

  return (
    <div className="grid grid-cols-2 gap-4">
      <FormField
        ref={numberInput}
        className="col-span-2"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4111 1111 1111 1111"
        value={form.cardNumber}
        error={errors.cardNumber}
        onChange={(event) => {
          const typed = event.target.value;
          const next = formatCardNumberInput(form.cardNumber, typed, event.target.selectionStart ?? typed.length);
          numberCaret.current = next.caret;
          onChange('cardNumber', next.value);
        }}
      />
      <FormField
        label="Expiry"
        placeholder="MM/YY"
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={7}
        value={form.expiry}
        error={errors.expiry}
        onChange={(event) => onChange('expiry', formatExpiryInput(form.expiry, event.target.value))}
      />
      <FormField
        label="CVV"
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={form.cvv}
        error={errors.cvv}
        onChange={(event) => onChange('cvv', event.target.value)}
      />
      <FormField
        className="col-span-2"
        label="Name on card"
        autoComplete="cc-name"
        value={form.name}
        error={errors.name}
        onChange={(event) => onChange('name', event.target.value)}
      />
    </div>
  );
}
