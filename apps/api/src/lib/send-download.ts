import type { FastifyReply } from 'fastify';

/**
 * Answers with a file to download under `fileName`, never kept by a shared cache: every such file (an invoice,
 * a customer's data archive) carries a customer's details.
 */
export function sendDownload(reply: FastifyReply, contentType: string, fileName: string, bytes: Uint8Array) {
  return reply
    .type(contentType)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes));
}
