import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { CloseIcon } from '../ui/icons';
import { AccountLinks } from './account-links';
import { BrandLogo } from './brand-logo';
import { publicNavLinks } from './nav-links';

/** Slide-out menu for phones; locks page scrolling while open and closes on Escape. */
export function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <button
        type="button"
        aria-label="Close menu"
        className="absolute inset-0 bg-slate-950/50"
        onClick={onClose}
        tabIndex={-1}
      />
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85%] flex-col gap-6 bg-white p-5 shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <BrandLogo onNavigate={onClose} />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
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
                  onClick={onClose}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
        </ul>
        <AccountLinks onNavigate={onClose} stacked />
      </nav>
    </div>
  );
}
