import { MenuIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n';
import { dialogCommand } from '../../lib/dialog-command';
import { NavLink } from '../../lib/router';
import { AccountLinks } from './account-links';
import { BrandLogo } from './brand-logo';
import { CartButton } from './cart-button';
import { LanguageSwitch } from './language-switch';
import { MOBILE_MENU_ID, MobileSidebar } from './mobile-sidebar';
import { publicNavLinks } from './nav-links';

/**
 * The public header: navigation, cart button and account links; a slide-out menu on phones. The menu is
 * on the page from the start and its button opens it natively (lib/page-controls.ts), before the app has loaded.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={t('header.openMenu')}
            aria-expanded={false}
            aria-controls="mobile-menu"
            {...dialogCommand('show-modal', MOBILE_MENU_ID)}
          >
            <MenuIcon />
          </button>
          <BrandLogo />
        </div>
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {publicNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-800' : 'text-slate-700 hover:text-brand-800'}`
                  }
                >
                  {t(`nav.${link.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="rounded-lg px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-100" />
          <CartButton />
          <div className="hidden lg:block">
            <AccountLinks />
          </div>
        </div>
      </div>
      <MobileSidebar />
    </header>
  );
}
