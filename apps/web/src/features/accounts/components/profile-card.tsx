import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { EmailVerificationStatus } from './email-verification-status';
import { HistoryTable } from './history-table';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Avatar, name and email from GET /api/profile, whether the email is verified, and the spec's history table. */
export function ProfileCard() {
  const { t } = useTranslation();
  const { token } = useSession();
  const profile = useProfile(token);

  if (!token) return <p className="text-slate-700">{t('profile.notLoggedIn')}</p>;
  if (profile.isPending) return <Spinner label={t('profile.loading')} />;
  if (profile.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t('profile.failed')}
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4">
        <span
          className="flex size-16 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
          aria-hidden="true"
        >
          {initials(profile.data.name) || '?'}
        </span>
        <div>
          <p className="text-xl font-semibold" data-testid="profile-name">
            {profile.data.name}
          </p>
          <p className="text-slate-600" data-testid="profile-email">
            {profile.data.email}
          </p>
        </div>
      </div>
      <EmailVerificationStatus verified={profile.data.emailVerified} />
      <HistoryTable />
    </div>
  );
}
