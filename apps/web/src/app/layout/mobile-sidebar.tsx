import { NavLink } from 'react-router';
import { Drawer } from '../../components/ui/drawer';
import { CloseIcon } from '../../components/ui/icons';
import { AccountLinks } from './account-links';
import { BrandLogo } from './brand-logo';
import { publicNavLinks } from './nav-links';

/** Slide-out menu for phones and tablets: a full-height panel over the page, which cannot scroll meanwhile. */
export function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} side="left" label="Menu" className="w-72 max-w-[85%] bg-white lg:hidden">
      <nav id="mobile-menu" aria-label="Mobile" className="flex h-full flex-col gap-6 overflow-y-auto p-5">
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
                    `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
        </ul>
        <AccountLinks onNavigate={onClose} stacked />
      </nav>
    </Drawer>
  );
}
