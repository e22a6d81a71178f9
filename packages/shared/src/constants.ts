/** Categories offered in the upload form and the catalogue filter (the spec lists Real Estate twice; once here). */
export const OFFERED_CATEGORIES = [
  'Real Estate',
  'Design',
  'Restaurant',
  'E-commerce',
  'Portfolio',
  'Education',
  'Health Services',
] as const;

/** Designs per page on /designs. */
export const DESIGNS_PAGE_SIZE = 12;

/** Longest catalogue search the cards endpoint accepts (and the search box lets a visitor type), in characters. */
export const MAX_SEARCH_LENGTH = 200;

/** Largest `limit` the cards endpoint accepts. */
export const MAX_CARDS_LIMIT = 100;

/** Every other toast's time from the spec, in milliseconds (Add to Cart's is in page-rules.ts). */
export const DEFAULT_TOAST_MS = 5000;

/** Largest files the card upload accepts, in megabytes (as the forms say it) and in bytes. */
export const MAX_IMAGE_UPLOAD_MB = 10;
export const MAX_PDF_UPLOAD_MB = 25;
export const MAX_IMAGE_UPLOAD_BYTES = MAX_IMAGE_UPLOAD_MB * 1024 * 1024;
export const MAX_PDF_UPLOAD_BYTES = MAX_PDF_UPLOAD_MB * 1024 * 1024;

/** Longest design title and category name the back office accepts, in characters. */
export const MAX_DESIGN_TITLE_LENGTH = 120;
export const MAX_CATEGORY_LENGTH = 60;

/** Highest design price the back office accepts, in whole rupees (keeps paise far inside safe integers). */
export const MAX_DESIGN_PRICE_RUPEES = 10_000_000;

/** `sizes` of a design card's preview image (the page preloads the first one with the same value). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** `sizes` of the large preview on a design's own page (its HTML preloads it with the same value). */
export const DESIGN_IMAGE_SIZES = '(min-width: 1024px) 760px, 100vw';

/** Id of the JSON script element carrying the first page of designs in the /designs page. */
export const FIRST_DESIGNS_ELEMENT_ID = 'first-designs';
/** Id of the JSON element carrying the plans on sale in a page that shows them (`/`, `/marketing`). */
export const PLANS_ELEMENT_ID = 'plans-on-sale';
/** Id of the JSON element in which the server names a page's own code chunks, on a page the app draws in its layout. */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';
/**
 * The address the layout shell is drawn at: where its links name the page they are on (the language switch), the
 * server writes the address asked for.
 */
export const LAYOUT_SHELL_ADDRESS = '/__page__';
