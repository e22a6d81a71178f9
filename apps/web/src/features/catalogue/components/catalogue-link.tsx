import type { MouseEvent, ReactNode } from 'react';
import type { CatalogueState } from '../catalogue-state';

interface CatalogueLinkProps {
  to: CatalogueState;
  /** The address of a catalogue state, so the link opens in a new tab and works before the app has loaded. */
  addressOf: (state: CatalogueState) => string;
  onChange: (next: CatalogueState) => void;
  className: string;
  children: ReactNode;
}

/** A link to another catalogue state: a plain click changes the state in place, like the filter does. */
export function CatalogueLink({ to, addressOf, onChange, className, children }: CatalogueLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onChange(to);
  };
  return (
    <a href={addressOf(to)} onClick={follow} className={className}>
      {children}
    </a>
  );
}
