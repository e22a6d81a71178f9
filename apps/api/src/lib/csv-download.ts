import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends CSV as a download named `<name>-<today, UTC>.csv`. */
export const sendCsvDownload = (reply: FastifyReply, name: string, csv: string | Readable) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`)
    .send(csv);
