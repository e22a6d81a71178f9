import { useCallback, useState } from 'react';
import { Drawer } from '../../components/ui/drawer';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { NavLink } from '../../lib/router';
import { useLogout } from '../../lib/use-logout';
import { adminNavLinks } from './admin-nav-links';
import { BrandLogo } from './brand-logo';

// One line each: eleven labels fit a 1280-pixel row only unwrapped and closely set.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium ${isActive ? 'bg-white/15 text-white' : 'text-slate-200 hover:bg-white/10 hover:text-white'}`;

/** The back office header: Dashboard, Manage Products, Manage Users, ManageOrders, Logout; a slide-out menu on phones. */
export function AdminHeader() {
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  const links = (onNavigate?: () => void) => (
    <>
      {adminNavLinks.map((link) => (
        <NavLink key={link.to} to={link.to} end onClick={onNavigate} className={linkClass}>
          {link.label}
        </NavLink>
      ))}
      <button
        type="button"
        onClick={logout}
        className="whitespace-nowrap rounded-lg px-2 py-2 text-left text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white"
      >
        Logout
      </button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 bg-slate-950 text-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-3">
          <BrandLogo tone="light" />
          <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-slate-950">Admin</span>
        </div>
        <nav aria-label="Admin" className="hidden items-center gap-0.5 xl:flex">
          {links()}
        </nav>
        <button
          type="button"
          className="rounded-lg p-2 hover:bg-white/10 xl:hidden"
          aria-label="Open admin menu"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>
      <Drawer
        open={open}
        onClose={close}
        side="right"
        label="Admin menu"
        className="w-72 max-w-[85%] bg-slate-900 text-white xl:hidden"
      >
        <nav aria-label="Admin mobile" className="flex h-full flex-col gap-1 overflow-y-auto p-5">
          <button
            type="button"
            onClick={close}
            aria-label="Close admin menu"
            className="mb-4 self-end rounded-lg p-2 hover:bg-white/10"
          >
            <CloseIcon />
          </button>
          {links(close)}
        </nav>
      </Drawer>
    </header>
  );
}
