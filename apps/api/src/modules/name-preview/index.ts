export { registerNamePreviewRoutes } from './name-preview.routes';
export { NAME_PREVIEW_CACHE_LIMIT, NAME_PREVIEW_ROLE } from './name-preview.service';
