export { countFiles } from './media.repository';
export { registerMediaRoutes } from './media.routes';
export {
  countCacheFiles,
  deleteAsset,
  type PreparedAsset,
  prepareImage,
  preparePdf,
  readFile,
  type StoredImage,
  type StoredPdf,
  savePrepared,
  storeCacheFile,
} from './media.service';
export type { MediaTables } from './media.tables';
