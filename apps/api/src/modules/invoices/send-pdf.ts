import type { FastifyReply } from 'fastify';

/** Answers with a PDF to download under `fileName`, never kept by a shared cache (it carries a buyer's details). */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
}
