import {
  DESIGN_IMAGE_SIZES,
  DESIGN_PAGE_ELEMENT_ID,
  type DesignPage,
  type Language,
  languagePath,
} from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { renderPageHead } from '../../lib/page-head';
import { hindiDesignWords, inLanguage } from '../../lib/page-languages';
import type { DesignPageLoader } from '../../lib/web-pages';
import { lookUpDesign } from './catalogue.service';
import { designPageMeta, designPath } from './design-page-meta';

/**
 * What the HTML layer sends for `/designs/<slug>` (or `/hi/designs/<slug>` in Hindi): the page's data, head tags
 * and large image, or its status.
 */
export function designPageLoader(db: Kysely<Database>, publicUrl: string): DesignPageLoader {
  return async (rawSlug, language = 'en') => {
    const found = await lookUpDesign(db, rawSlug);
    if (found.kind === 'moved') return { kind: 'moved', location: languagePath(designPath(found.slug), language) };
    if (found.kind !== 'found') return { kind: found.kind };
    const { design } = found.page;
    return {
      kind: 'found',
      page: found.page,
      head: renderPageHead(designHead(found.page, publicUrl, language)),
      data: {
        elementId: DESIGN_PAGE_ELEMENT_ID,
        json: found.page,
        preloadImage: { href: design.imageSrc, srcset: design.imageSrcSet, sizes: DESIGN_IMAGE_SIZES },
      },
    };
  };
}

function designHead(page: DesignPage, publicUrl: string, language: Language) {
  const meta = inLanguage(designPageMeta(page, publicUrl), publicUrl, designPath(page.design.slug), language);
  return language === 'hi' ? { ...meta, ...hindiDesignWords(page) } : meta;
}
