import { sharpLibrary } from '../../lib/sharp-library';

/** Link-preview size WhatsApp, Facebook and X show large. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The design's preview cropped to 1200×630 (centred, the preview is 3:2), as PNG. */
export async function shareImage(preview: Buffer): Promise<Buffer> {
  const sharp = await sharpLibrary();
  return sharp(preview)
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const STORE_TILES = { columns: 3, rows: 2, gap: 10 } as const;
const BRAND_BACKGROUND = '#4338ca';
const EMPTY_TILE = '#e0e7ff';

/**
 * The store's own link preview: the newest designs' previews as a 3×2 wall on the brand colour,
 * so a shared home or catalogue link shows what the store sells. Missing designs leave plain tiles.
 */
export async function storeShareImage(previews: Buffer[]): Promise<Buffer> {
  const sharp = await sharpLibrary();
  const { columns, rows, gap } = STORE_TILES;
  const width = Math.floor((SHARE_IMAGE_WIDTH - gap * (columns + 1)) / columns);
  const height = Math.floor((SHARE_IMAGE_HEIGHT - gap * (rows + 1)) / rows);
  const tiles = await Promise.all(
    Array.from({ length: columns * rows }, (_, index) => {
      const preview = previews[index];
      const tile = preview
        ? sharp(preview).resize(width, height, { fit: 'cover', position: 'left top' })
        : sharp({ create: { width, height, channels: 3, background: EMPTY_TILE } });
      return tile.png().toBuffer();
    }),
  );
  return sharp({
    create: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, channels: 3, background: BRAND_BACKGROUND },
  })
    .composite(
      tiles.map((input, index) => ({
        input,
        left: gap + (index % columns) * (width + gap),
        top: gap + Math.floor(index / columns) * (height + gap),
      })),
    )
    .png({ compressionLevel: 9 })
    .toBuffer();
}
