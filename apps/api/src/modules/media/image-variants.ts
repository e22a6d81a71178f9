import { UnsupportedMediaType } from '../../lib/errors';
import { sharpLibrary } from '../../lib/sharp-library';

/** Widths of the WebP variants the catalogue grid offers in `srcset`; all are cropped to 3:2. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_ASPECT = { width: 3, height: 2 } as const;
/** Largest side kept for the re-encoded original. */
const ORIGINAL_MAX_SIDE = 2400;
/** Refuses decompression bombs: 50 megapixels is far beyond any real preview. */
const MAX_INPUT_PIXELS = 50_000_000;
const tooManyPixels = () => new UnsupportedMediaType('The image is too large in pixels (at most 50 megapixels)');
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface EncodedImage {
  role: 'original' | `w${(typeof IMAGE_WIDTHS)[number]}`;
  width: number;
  height: number;
  data: Buffer;
}

/** Judges an upload by its bytes (header only, nothing decoded yet): 415 unless a picture format we take. */
async function ensurePicture(input: Buffer): Promise<void> {
  let format: string | undefined;
  try {
    const sharp = await sharpLibrary();
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw new UnsupportedMediaType('The image file is not a picture we can read (use JPEG, PNG, WebP, GIF or AVIF)');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new UnsupportedMediaType('The image file must be a JPEG, PNG, WebP, GIF or AVIF picture');
  }
}

/** Runs an encode, answering a damaged or oversized picture with 415. */
async function encoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw new UnsupportedMediaType('The image file is damaged or not a picture we can read');
  }
}

const source = async (input: Buffer) =>
  (await sharpLibrary())(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

async function encodeOriginal(input: Buffer): Promise<EncodedImage> {
  const original = await (await source(input))
    .resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { role: 'original', width: original.info.width, height: original.info.height, data: original.data };
}

/**
 * Decodes an uploaded picture (its type judged from its bytes) and re-encodes it as WebP:
 * the original (capped in size) and one 3:2 variant per grid width. Re-encoding drops
 * metadata such as EXIF GPS and anything appended after the image data.
 */
export async function encodeImageVariants(input: Buffer): Promise<EncodedImage[]> {
  await ensurePicture(input);
  return encoding(async () => {
    const original = await encodeOriginal(input);
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const height = Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width);
        const data = await (await source(input))
          .resize({ width, height, fit: 'cover', position: 'top' })
          .webp({ quality: 78 })
          .toBuffer();
        return { role: `w${width}` as const, width, height, data };
      }),
    );
    return [original, ...variants];
  });
}

/**
 * The original alone, for a picture kept as it is (a project's logo or thread picture): decoded
 * and encoded once, under the same checks, with no grid widths nobody would serve.
 */
export async function encodeOriginalImage(input: Buffer): Promise<EncodedImage> {
  await ensurePicture(input);
  return encoding(() => encodeOriginal(input));
}
