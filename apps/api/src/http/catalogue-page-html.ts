import { CARD_IMAGE_SIZES, type CataloguePage, FIRST_DESIGNS_ELEMENT_ID } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type CataloguePageRequest, catalogueChanges, cataloguePage, readCatalogueAddress } from '../modules/catalogue';
import type { PageData } from './page-data';

/** A catalogue page's data, and the same data as the page carries it for the browser. */
export interface CataloguePageAnswer {
  page: CataloguePage;
  data: PageData;
}

/**
 * Looks up what `/` or `/designs?…` shows first, in `visitSeed` when the address brings no seed;
 * undefined for an address the page itself would refuse. `changes` counts this instance's changes to
 * the catalogue, so a page kept from before one is never sent after it.
 */
export type CataloguePageLoader = ((
  pathname: string,
  search: URLSearchParams,
  visitSeed?: number,
) => Promise<CataloguePageAnswer | undefined>) & { changes?: () => number };

/** `/` shows page 1 of the catalogue whatever its query; `/designs` what its address asks for. */
export function cataloguePageLoader(db: Kysely<Database>): CataloguePageLoader {
  const load: CataloguePageLoader = async (pathname, search, visitSeed) => {
    const read: CataloguePageRequest | undefined = pathname === '/' ? { page: 1 } : readCatalogueAddress(search);
    if (!read) return undefined;
    const page = await cataloguePage(db, { ...read, seed: read.seed ?? visitSeed });
    const first = page.cards[0];
    return {
      page,
      data: {
        elementId: FIRST_DESIGNS_ELEMENT_ID,
        json: page,
        // The first card's image is the largest thing /designs paints first; fetched with the HTML.
        preloadImage:
          pathname === '/designs' && first
            ? { href: first.imageSrc, srcset: first.imageSrcSet, sizes: CARD_IMAGE_SIZES }
            : undefined,
      },
    };
  };
  load.changes = () => catalogueChanges(db);
  return load;
}
