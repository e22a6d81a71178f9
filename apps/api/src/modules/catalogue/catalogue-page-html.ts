import { CARD_IMAGE_SIZES, FIRST_DESIGNS_ELEMENT_ID } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CataloguePageLoader } from '../../lib/web-pages';
import { catalogueChanges } from './catalogue-changes';
import { type CataloguePageRequest, cataloguePage, readCatalogueAddress } from './catalogue-page';

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
