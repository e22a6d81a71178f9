import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n';
import { Link } from '../../lib/router';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/use-logout';

const linkClass = 'rounded-lg px-3 py-2 text-sm font-semibold';

/** Dashboard and Logout when logged in, Login otherwise. */
export function AccountLinks({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const loggedIn = Boolean(session.token && session.user);
  const layout = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';

  if (!loggedIn) {
    return (
      <div className={layout}>
        <Link
          to={paths.userLogin}
          onClick={onNavigate}
          className={`${linkClass} bg-brand-700 text-center text-white hover:bg-brand-800`}
        >
          {t('header.login')}
        </Link>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Link to={paths.userDashboard} onClick={onNavigate} className={`${linkClass} text-slate-700 hover:bg-slate-100`}>
        {t('header.dashboard')}
      </Link>
      <button
        type="button"
        className={`${linkClass} text-left text-slate-700 hover:bg-slate-100`}
        onClick={() => {
          onNavigate?.();
          void logout();
        }}
      >
        {t('header.logout')}
      </button>
    </div>
  );
}
