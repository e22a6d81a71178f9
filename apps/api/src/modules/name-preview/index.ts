export { namePreviewModule } from './name-preview.module';
export { NAME_PREVIEW_CACHE_LIMIT } from './preview-cache';
export { NAME_PREVIEW_ROLE } from './preview-cache.repository';
