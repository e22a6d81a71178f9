import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../lib/send-download';

/** Answers with a customer's data archive to download (all of their data: no shared cache). */
export const sendArchive = (reply: FastifyReply, fileName: string, archive: Uint8Array) =>
  sendDownload(reply, 'application/zip', fileName, archive);
