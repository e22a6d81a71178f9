import type { FastifyReply } from 'fastify';

/** Answers with the archive to download, never kept by a shared cache (it is all of a customer's data). */
export function sendArchive(reply: FastifyReply, fileName: string, archive: Uint8Array) {
  return reply
    .type('application/zip')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(archive));
}
