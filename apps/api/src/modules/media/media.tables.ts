/** The media module's tables: every stored file (images in their sizes, PDFs). */
export interface MediaFilesTable {
  key: string;
  asset_id: string;
  /** original, w400, w800, w1200 or pdf. */
  role: string;
  content_type: string;
  byte_size: number;
  sha256: string;
  data: Uint8Array;
  created_at: string;
}

export interface MediaTables {
  media_files: MediaFilesTable;
}
