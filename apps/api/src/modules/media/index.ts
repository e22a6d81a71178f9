export { type EncodedImage, encodeImageVariants, encodeOriginalImage, IMAGE_WIDTHS } from './image-variants';
export { countFiles } from './media.repository';
export { registerMediaRoutes } from './media.routes';
export {
  countCacheFiles,
  deleteAsset,
  type PreparedAsset,
  prepareEncodedImage,
  prepareImage,
  preparePdf,
  readFile,
  type StoredImage,
  type StoredPdf,
  savePrepared,
  storeCacheFile,
} from './media.service';
export type { MediaTables } from './media.tables';
