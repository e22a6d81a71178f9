import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '../lib/router';

/** A new page starts at the top; back and forward leave the browser to restore the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page change
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
