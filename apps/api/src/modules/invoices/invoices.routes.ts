import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { requireAuth } from '../accounts';
import { creditNotePdfForOrder } from './credit-note-download';
import { invoiceFileName, invoicePdfForOrder } from './invoice-download';
import { sendPdf } from './send-pdf';

/** Customers: the tax invoice of their own paid order, and the credit note of their own refunded one. */
export function registerInvoicesRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/orders/:orderNumber/invoice.pdf',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['checkout'],
        summary: "The tax invoice of the customer's own paid order, as a PDF (404 for any other order)",
        security: [{ bearerAuth: [] }],
        params: z.object({ orderNumber: z.string().min(1).max(60) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const { number, pdf } = await invoicePdfForOrder(db, request.params.orderNumber, { role: 'customer', userId });
      return sendPdf(reply, invoiceFileName(number), pdf);
    },
  );

  routes.get(
    '/orders/:orderNumber/credit-note.pdf',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['checkout'],
        summary: "The credit note of the customer's own refunded order, as a PDF (404 for any other order)",
        security: [{ bearerAuth: [] }],
        params: z.object({ orderNumber: z.string().min(1).max(60) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const { number, pdf } = await creditNotePdfForOrder(db, request.params.orderNumber, { role: 'customer', userId });
      return sendPdf(reply, invoiceFileName(number), pdf);
    },
  );
}
