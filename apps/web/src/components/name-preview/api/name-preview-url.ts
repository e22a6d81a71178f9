import type { NamePreviewWidth } from '@store/shared';

/** `GET /api/cards/:id/preview.webp?name=…&w=…`: the design with the name drawn in by the server (a plain image URL). */
export function namePreviewUrl(cardId: string, name: string, width: NamePreviewWidth = 1200): string {
  const search = new URLSearchParams({ name, w: String(width) });
  return `/api/cards/${encodeURIComponent(cardId)}/preview.webp?${search}`;
}
