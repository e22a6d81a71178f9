import { indianMobileSchema, PHONE_INPUT_MAX_LENGTH } from '@store/shared';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';

/**
 * The checkout's phone number as people type it (+91, 0, spaces, dashes); the store's shared rule
 * checks it and hands on the bare ten digits. The error clears on edit.
 */
export function PhoneForm({ initial, onSubmit }: { initial: string; onSubmit: (phone: string) => void }) {
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = indianMobileSchema.safeParse(phone);
    if (parsed.success) {
      setError(null);
      onSubmit(parsed.data);
    } else {
      setError(parsed.error.issues[0]?.message ?? null);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <FormField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={phone}
        error={error ?? undefined}
        onChange={(event) => {
          setPhone(event.target.value);
          setError(null);
        }}
      />
      <p className="text-xs text-slate-600">We call or message this number about your website.</p>
      <button
        type="submit"
        className="w-full rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Proceed to Payment
      </button>
    </form>
  );
}
