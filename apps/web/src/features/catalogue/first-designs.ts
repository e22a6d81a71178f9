import { DESIGNS_PAGE_SIZE, type DesignCard, FIRST_DESIGNS_ELEMENT_ID } from '@store/shared';
import type { CardsPage, CardsParams } from './api/get-cards';

interface FirstDesigns {
  seed: number;
  total: number;
  cards: DesignCard[];
}

/** The first page of designs the server put into /designs' HTML, if this visit started there. */
function readFirstDesigns(): FirstDesigns | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(FIRST_DESIGNS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<FirstDesigns>;
    if (Number.isInteger(value.seed) && Number.isInteger(value.total) && Array.isArray(value.cards)) {
      return value as FirstDesigns;
    }
  } catch {
    // Unreadable: the page asks the API as usual.
  }
  return undefined;
}

let firstDesigns = readFirstDesigns();

/** The server's shuffle seed for this visit, when it sent the first page. */
export const serverSeed = firstDesigns?.seed;

/** The page sent with the HTML, given once and only for exactly that page. */
export function takeFirstDesigns(params: CardsParams): CardsPage | undefined {
  const page = firstDesigns;
  const isThatPage =
    page !== undefined &&
    params.seed === page.seed &&
    params.page === 1 &&
    params.limit === DESIGNS_PAGE_SIZE &&
    !params.category &&
    !params.q;
  if (!isThatPage) return undefined;
  firstDesigns = undefined;
  return { cards: page.cards, total: page.total };
}
