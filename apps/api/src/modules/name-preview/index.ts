export { namePreviewModule } from './name-preview.module';
export { NAME_PREVIEW_CACHE_LIMIT, NAME_PREVIEW_ROLE } from './preview-cache';
