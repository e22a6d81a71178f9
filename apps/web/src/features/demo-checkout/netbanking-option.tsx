import { DEMO_NETBANKING_BANKS } from '@store/shared';
import { useState } from 'react';
import { useTranslation } from '../../i18n';

type Bank = (typeof DEMO_NETBANKING_BANKS)[number];

/** The bank list; continuing opens the chosen bank's (simulated) page. */
export function NetbankingOption({ busy, onChoose }: { busy: boolean; onChoose: (bank: Bank) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string>(DEMO_NETBANKING_BANKS[0].code);
  const bank = DEMO_NETBANKING_BANKS.find((entry) => entry.code === code) ?? DEMO_NETBANKING_BANKS[0];
  return (
    <div className="space-y-3">
      <label className="block text-sm font-medium text-slate-700">
        {t('demoCheckout.yourBank')}
        <select
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2"
        >
          {DEMO_NETBANKING_BANKS.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy}
        onClick={() => onChoose(bank)}
        className="w-full rounded-xl px-4 py-3 font-semibold ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
      >
        {t('demoCheckout.toBank')}
      </button>
    </div>
  );
}
