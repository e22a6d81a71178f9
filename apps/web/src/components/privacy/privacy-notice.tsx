import {
  PRIVACY_NOTICE_AGE,
  PRIVACY_NOTICE_COMPLAIN,
  PRIVACY_NOTICE_ITEMS,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_NOTICE_WITHDRAW,
} from '@store/shared';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n';

/** The short itemised notice shown where personal data is asked for (the same lines everywhere). */
export function PrivacyNotice({ agreement }: { agreement: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('privacy.notice')}
      className="rounded-xl bg-slate-50 p-3 text-xs text-slate-700 ring-1 ring-slate-200"
    >
      <p className="font-semibold text-slate-800">{t('privacy.heading')}</p>
      {/* The notice's versioned lines are recorded with each consent in English: marked as such on a Hindi page. */}
      <ul lang="en" className="mt-1 list-disc space-y-0.5 pl-4">
        {PRIVACY_NOTICE_ITEMS.map((item) => (
          <li key={item.data}>
            <span className="font-medium">{item.data}</span>: {item.purpose}
          </li>
        ))}
      </ul>
      <p className="mt-1 font-medium text-slate-800">{agreement}</p>
      <p className="mt-1">
        <span lang="en">
          {PRIVACY_NOTICE_WITHDRAW} {PRIVACY_NOTICE_COMPLAIN} {PRIVACY_NOTICE_AGE}
        </span>{' '}
        <Link to={paths.privacyPolicy} className="font-semibold text-brand-700 hover:underline">
          {t('privacy.policy')}
        </Link>{' '}
        <span className="text-slate-500">{t('privacy.version', { version: PRIVACY_NOTICE_VERSION })}</span>
      </p>
    </section>
  );
}
