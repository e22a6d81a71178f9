import type { CardForm } from '@store/shared';
import { FormField } from '../../components/ui/form-field';

interface CardFieldsProps {
  form: CardForm;
  errors: Partial<Record<keyof CardForm, string>>;
  onChange: (field: keyof CardForm, value: string) => void;
}

/** Card number, Expiry (MM/YY), CVV and Name on card. */
export function CardFields({ form, errors, onChange }: CardFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-4">
      <FormField
        className="col-span-2"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4111 1111 1111 1111"
        value={form.cardNumber}
        error={errors.cardNumber}
        onChange={(event) => onChange('cardNumber', event.target.value)}
      />
      <FormField
        label="Expiry"
        placeholder="MM/YY"
        autoComplete="cc-exp"
        value={form.expiry}
        error={errors.expiry}
        onChange={(event) => onChange('expiry', event.target.value)}
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
