import sharp from 'sharp';

/** Link-preview size WhatsApp, Facebook and X show large. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The design's preview cropped to 1200×630 (centred, the preview is 3:2), as PNG. */
export function shareImage(preview: Buffer): Promise<Buffer> {
  return sharp(preview)
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
