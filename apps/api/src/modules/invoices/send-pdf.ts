import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../lib/send-download';

/** Answers with a PDF to download under `fileName` (it carries a buyer's details: no shared cache). */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Uint8Array) =>
  sendDownload(reply, 'application/pdf', fileName, pdf);
