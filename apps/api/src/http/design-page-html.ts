import { DESIGN_IMAGE_SIZES, DESIGN_PAGE_ELEMENT_ID } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { designPageMeta, designPath, lookUpDesign } from '../modules/catalogue';
import { renderPageHead } from './page-head';
import type { DesignPageLoader } from './web-app';

/** What the HTML layer sends for `/designs/<slug>`: the page's data, head tags and large image, or its status. */
export function designPageLoader(db: Kysely<Database>, publicUrl: string): DesignPageLoader {
  return async (rawSlug) => {
    const found = await lookUpDesign(db, rawSlug);
    if (found.kind === 'moved') return { kind: 'moved', location: designPath(found.slug) };
    if (found.kind !== 'found') return { kind: found.kind };
    const { design } = found.page;
    return {
      kind: 'found',
      page: found.page,
      head: renderPageHead(designPageMeta(found.page, publicUrl)),
      data: {
        elementId: DESIGN_PAGE_ELEMENT_ID,
        json: found.page,
        preloadImage: { href: design.imageSrc, srcset: design.imageSrcSet, sizes: DESIGN_IMAGE_SIZES },
      },
    };
  };
}
