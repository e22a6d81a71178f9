export { type EncodedImage, encodeImageVariants, encodeOriginalImage, IMAGE_WIDTHS } from './image-variants';
export { mediaModule } from './media.module';
export {
  cacheFileKeys,
  countCacheFiles,
  deleteAsset,
  deleteCacheFiles,
  deleteCacheFilesStoredBefore,
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
