import { phoneError } from '@store/shared';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';

/** The checkout's phone number: required, exactly 10 digits; the error clears on edit. */
export function PhoneForm({ initial, onSubmit }: { initial: string; onSubmit: (phone: string) => void }) {
  const [phone, setPhone] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = phoneError(phone);
    setError(problem);
    if (!problem) onSubmit(phone.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <FormField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
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
