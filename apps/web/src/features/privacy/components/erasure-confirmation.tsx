import { FormAlert } from '../../../components/ui/form-alert';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { useConfirmErasure } from '../api/erasure';

/** The mailed link's page: one deliberate tap erases the account, then what went and what is kept, and why. */
export function ErasureConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const confirm = useConfirmErasure();

  if (confirm.data)
    return (
      <div className="space-y-4 text-sm text-slate-700">
        <FormAlert tone="success">{t('erase.done')}</FormAlert>
        <div>
          <h2 className="font-semibold text-slate-900">{t('erase.whatErased')}</h2>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {confirm.data.erased.map((line) => (
              <li key={line}>{messageIn(language, line)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-slate-900">{t('erase.whatKept')}</h2>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {confirm.data.kept.map((item) => (
              <li key={item.what}>
                {messageIn(language, item.what)} <span className="text-slate-500">{messageIn(language, item.why)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    );

  if (!token) return <FormAlert tone="error">{t('erase.invalid')}</FormAlert>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('erase.warning')}</p>
      {confirm.isError ? <FormAlert tone="error">{failureMessage(confirm.error, t('erase.failed'))}</FormAlert> : null}
      <button
        type="button"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
        className="w-full rounded-xl bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
      >
        {t('erase.eraseNow')}
      </button>
    </div>
  );
}
