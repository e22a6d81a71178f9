import { useEffect } from 'react';
import { company } from '../content/company';

/** Sets the tab title for the page ("Designs · SiteInMinutes"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${company.brand}` : `${company.brand} – Website designs for small businesses`;
  }, [title]);
}
