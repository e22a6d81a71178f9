import { PRIVACY_NOTICE_VERSION, privacyNoticeText } from '@store/shared';
import { paths } from '../../config/paths';
import { useLanguage, useTranslation } from '../../i18n';
import { Link } from '../../lib/router';

/** The short itemised notice shown where personal data is asked for (the same lines everywhere). */
export function PrivacyNotice({ agreement }: { agreement: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notice = privacyNoticeText(language);
  return (
    <section
      aria-label={t('privacy.notice')}
      className="rounded-xl bg-slate-50 p-3 text-xs text-slate-700 ring-1 ring-slate-200"
    >
      <p className="font-semibold text-slate-800">{t('privacy.heading')}</p>
      {/* The same notice version in the page's language; each consent records which one it was shown in. */}
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {notice.items.map((item) => (
          <li key={item.data}>
            <span className="font-medium">{item.data}</span>: {item.purpose}
          </li>
        ))}
      </ul>
      <p className="mt-1 font-medium text-slate-800">{agreement}</p>
      <p className="mt-1">
        {notice.withdraw} {notice.complain} {notice.age}{' '}
        <Link to={paths.privacyPolicy} className="font-semibold text-brand-700 hover:underline">
          {t('privacy.policy')}
        </Link>{' '}
        <span className="text-slate-500">{t('privacy.version', { version: PRIVACY_NOTICE_VERSION })}</span>
      </p>
    </section>
  );
}
