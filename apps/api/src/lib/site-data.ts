/** Data every page the server sends carries (the store settings), with what fills the page's placeholders. */
export interface SiteData {
  elementId: string;
  json: unknown;
  /** Replaces the placeholders a prerendered page was built with by the current texts, HTML-escaped. */
  fill(html: string): string;
}
