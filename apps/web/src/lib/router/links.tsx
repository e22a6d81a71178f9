import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';
import { type NavigateOptions, pathOf, useNavigation, withBase } from './navigation';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  /** A store path, `/`-led; the page's base (`/hi`) is put before it. */
  to: string;
}

/** A click the browser should handle itself: another tab or window, a download, a modified or other-button click. */
const leftToTheBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  (target !== undefined && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/** A link to a page of the store, followed without reloading the page. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const { base, location, navigate } = useNavigation();
  return (
    <a
      {...rest}
      ref={ref}
      href={withBase(base, to)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToTheBrowser(event, target)) return;
        event.preventDefault();
        // A link to where the visitor already is does not add a step to Back.
        navigate(to, { replace: replace ?? pathOf(location) === to, state });
      }}
    />
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on `to` itself, not on the pages under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
}

/** A menu's link, marked `aria-current="page"` (and styled by `className`) on its own page. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, ...rest },
  ref,
) {
  const current = useNavigation().location.pathname.toLowerCase();
  const target = rest.to.split(/[?#]/)[0]?.toLowerCase() ?? '';
  const isActive =
    current === target || (!end && target !== '/' && current.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
});
