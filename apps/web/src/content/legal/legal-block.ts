/** One headed section of a legal page: paragraphs first, then an optional bullet list. */
export interface LegalBlock {
  title: string;
  paragraphs: string[];
  items?: string[];
}
