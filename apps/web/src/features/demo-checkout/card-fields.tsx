import type { CardForm } from '@store/shared';
import { useLayoutEffect, useRef } from 'react';
import { FormField } from '../../components/ui/form-field';
import { messageIn, useLanguage, useTranslation } from '../../i18n';
import { formatCardNumberInput, formatExpiryInput } from './card-input-format';

interface CardFieldsProps {
  form: CardForm;
  errors: Partial<Record<keyof CardForm, string>>;
  onChange: (field: keyof CardForm, value: string) => void;
}

/** Card number (grouped 4-4-4-4 as typed), Expiry (MM/YY, also from four digits), CVV and Name on card. */
export function CardFields({ form, errors, onChange }: CardFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorOf = (field: keyof CardForm) => messageIn(language, errors[field]);
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
        label={t('demoCheckout.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4111 1111 1111 1111"
        value={form.cardNumber}
        error={errorOf('cardNumber')}
        onChange={(event) => {
          const typed = event.target.value;
          const next = formatCardNumberInput(form.cardNumber, typed, event.target.selectionStart ?? typed.length);
          numberCaret.current = next.caret;
          onChange('cardNumber', next.value);
        }}
      />
      <FormField
        label={t('demoCheckout.expiry')}
        placeholder="MM/YY"
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={7}
        value={form.expiry}
        error={errorOf('expiry')}
        onChange={(event) => onChange('expiry', formatExpiryInput(form.expiry, event.target.value))}
      />
      <FormField
        label="CVV"
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={form.cvv}
        error={errorOf('cvv')}
        onChange={(event) => onChange('cvv', event.target.value)}
      />
      <FormField
        className="col-span-2"
        label={t('demoCheckout.nameOnCard')}
        autoComplete="cc-name"
        value={form.name}
        error={errorOf('name')}
        onChange={(event) => onChange('name', event.target.value)}
      />
    </div>
  );
}
