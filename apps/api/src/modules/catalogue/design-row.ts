import type { NameSlot } from '@store/shared';
import { rupeesToPaise } from '@store/shared';
import type { PreparedAsset, StoredImage, StoredPdf } from '../media';
import type { DesignRow } from './catalogue.repository';
import { newDesignId } from './design-id';
import { randomShuffleKey } from './shuffle';

export interface DesignRowInput {
  title: string;
  /** Free slug for the title (see freeSlug), found in the transaction that inserts the row. */
  slug: string;
  priceRupees: number;
  category: string;
  image: PreparedAsset & { image: StoredImage };
  pdf?: PreparedAsset & { pdf: StoredPdf };
  demoKey?: string;
  nameSlot?: NameSlot;
  createdAt?: Date;
}

/** A new active design row pointing at its prepared image and PDF, with fresh shuffle keys. */
export function newDesignRow(input: DesignRowInput): DesignRow {
  const timestamp = (input.createdAt ?? new Date()).toISOString();
  return {
    id: newDesignId(),
    title: input.title,
    slug: input.slug,
    price_paise: rupeesToPaise(input.priceRupees),
    category: input.category,
    image_asset_id: input.image.assetId,
    image_src: input.image.image.src,
    image_srcset: input.image.image.srcSet,
    pdf_asset_id: input.pdf?.assetId ?? null,
    pdf_src: input.pdf?.pdf.src ?? null,
    name_slot: input.nameSlot ? JSON.stringify(input.nameSlot) : null,
    shuffle_a: randomShuffleKey(),
    shuffle_b: randomShuffleKey(),
    status: 'active',
    demo_key: input.demoKey ?? null,
    created_at: timestamp,
    updated_at: timestamp,
  };
}
