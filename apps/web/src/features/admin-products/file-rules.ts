import { MAX_IMAGE_UPLOAD_BYTES, MAX_IMAGE_UPLOAD_MB, MAX_PDF_UPLOAD_BYTES, MAX_PDF_UPLOAD_MB } from '@store/shared';

/** What the file fields say they take, from the limits the server enforces. */
export const IMAGE_HINT = `JPEG, PNG, WebP, GIF or AVIF, up to ${MAX_IMAGE_UPLOAD_MB} MB`;
export const PDF_HINT = `Up to ${MAX_PDF_UPLOAD_MB} MB`;

/** Quick checks in the browser so a wrong file is caught before it is sent; the server checks the bytes. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)';
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return `The image must be ${MAX_IMAGE_UPLOAD_MB} MB or smaller`;
  return null;
}

export function pdfProblem(file: File): string | null {
  if (file.type !== 'application/pdf') return 'Please choose a PDF file';
  if (file.size > MAX_PDF_UPLOAD_BYTES) return `The PDF must be ${MAX_PDF_UPLOAD_MB} MB or smaller`;
  return null;
}
