import { type CataloguePage, DESIGNS_PAGE_SIZE, FIRST_DESIGNS_ELEMENT_ID } from '@store/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type CardsPage, type CardsParams, catalogueKeys } from '../../lib/catalogue-keys';
import { readIsland } from '../../lib/read-island';

/** The catalogue page the server drew into this page's HTML (`/` or `/designs`), if this visit started there. */
let sentPage = readIsland<CataloguePage>(FIRST_DESIGNS_ELEMENT_ID);
let sentCategories = sentPage?.categories;
let sentCategoriesWithDesigns = sentPage?.categoriesWithDesigns;

/** The server's shuffle seed for this visit, when it sent a catalogue page. */
export const serverSeed = sentPage?.seed;

/** The designs sent with the HTML, given once and only for exactly the page they are. */
export function takeFirstDesigns(params: CardsParams): CardsPage | undefined {
  const page = sentPage;
  const isThatPage =
    page !== undefined &&
    params.seed === page.seed &&
    params.page === page.page &&
    params.limit === DESIGNS_PAGE_SIZE &&
    params.category === page.category &&
    params.q === page.q;
  if (!isThatPage) return undefined;
  sentPage = undefined;
  return { cards: page.cards, total: page.total };
}

/** The categories sent with the HTML, given once. */
export function takeSentCategories(): string[] | undefined {
  const categories = sentCategories;
  sentCategories = undefined;
  return categories;
}

/** The categories to try the server sent with a search that found nothing, given once. */
export function takeSentCategoriesWithDesigns(): string[] | undefined {
  const categories = sentCategoriesWithDesigns;
  sentCategoriesWithDesigns = undefined;
  return categories;
}

/** The server's render: the catalogue page is drawn from the data it looked up, as the browser will draw it. */
export function seedCataloguePage(client: QueryClient, page: CataloguePage): void {
  const params: CardsParams = {
    category: page.category,
    q: page.q,
    page: page.page,
    limit: DESIGNS_PAGE_SIZE,
    seed: page.seed,
  };
  client.setQueryData(catalogueKeys.cardList(params), { cards: page.cards, total: page.total });
  client.setQueryData(catalogueKeys.categories, page.categories);
  if (page.categoriesWithDesigns) client.setQueryData(catalogueKeys.categoriesWithDesigns, page.categoriesWithDesigns);
}
