import { FormAlert } from '../../../components/ui/form-alert';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { useResendVerification } from '../api/resend-verification';

/** The profile's line about the email: "Email verified", or a button that mails a new link. */
export function EmailVerificationStatus({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const resend = useResendVerification();
  if (verified) {
    return (
      <p className="inline-flex rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
        {t('profile.verified')}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{t('profile.notVerified')}</p>
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.isSuccess}
        className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-500"
      >
        {t('profile.resend')}
      </button>
      {resend.isSuccess ? <FormAlert tone="success">{messageIn(language, resend.data.message)}</FormAlert> : null}
      {resend.isError ? (
        <FormAlert tone="error">{failureMessage(resend.error, t('profile.failedTryAgain'))}</FormAlert>
      ) : null}
    </div>
  );
}
