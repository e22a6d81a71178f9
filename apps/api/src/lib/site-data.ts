import type { SellerDisplay } from '@store/shared';

/** Data every page the server sends carries (the store settings), with what fills the page's placeholders. */
export interface SiteData {
  elementId: string;
  json: unknown;
  /** The seller's texts, for a page drawn on this request (it shows them as they are, with no placeholders). */
  seller: SellerDisplay;
  /** Replaces the placeholders a prerendered page was built with by the current texts, HTML-escaped. */
  fill(html: string): string;
}
