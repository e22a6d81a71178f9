import { useCallback, useRef } from 'react';
import { CloseIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n';
import { dialogCommand } from '../../lib/dialog-command';
import { NavLink } from '../../lib/router';
import { useOpenAsInShell } from '../../lib/shell-dialogs';
import { AccountLinks } from './account-links';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { publicNavLinks } from './nav-links';

export const MOBILE_MENU_ID = 'mobile-menu-dialog';

/**
 * Slide-out menu for phones and tablets: a full-height panel over the page, which cannot scroll meanwhile.
 * A modal dialog the menu button opens and Escape closes natively, without the app; lib/page-controls.ts
 * closes it on a tap on the backdrop and locks the page's scrolling. Following a link closes it too. Opened in the
 * layout shell before the app has come, it is open still once the app has drawn over the shell.
 */
export function MobileSidebar() {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = useCallback(() => dialogRef.current?.close(), []);
  useOpenAsInShell(dialogRef, MOBILE_MENU_ID);
  return (
    <dialog
      ref={dialogRef}
      id={MOBILE_MENU_ID}
      aria-label={t('header.menu')}
      data-closes-on-backdrop
      data-locks-scroll
      className="m-0 mr-auto h-dvh max-h-none w-72 max-w-[85%] bg-white p-0 shadow-2xl backdrop:bg-slate-950/50 lg:hidden"
    >
      <nav id="mobile-menu" aria-label={t('nav.mobile')} className="flex h-full flex-col gap-6 overflow-y-auto p-5">
        <div className="flex items-center justify-between">
          <BrandLogo onNavigate={close} />
          <button
            type="button"
            {...dialogCommand('close', MOBILE_MENU_ID)}
            aria-label={t('header.closeMenu')}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <ul className="flex flex-col gap-1">
          {publicNavLinks
            .filter((link) => !link.desktopOnly)
            .map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  onClick={close}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`
                  }
                >
                  {t(`nav.${link.label}`)}
                </NavLink>
              </li>
            ))}
        </ul>
        <AccountLinks onNavigate={close} stacked />
        <LanguageSwitch className="rounded-lg px-3 py-2.5 font-medium text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50" />
      </nav>
    </dialog>
  );
}
