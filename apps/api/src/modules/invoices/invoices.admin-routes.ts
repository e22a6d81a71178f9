import { gstReportQuerySchema, gstReportSchema, validationErrorResponseSchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { creditNotePdfForOrder } from './credit-note-download';
import { gstReport } from './gst-report';
import { gstReportCsv } from './gst-report-csv';
import { invoiceFileName, invoicePdfForOrder } from './invoice-download';
import { sendPdf } from './send-pdf';

const admin = { config: { access: 'admin' as const } };
const security = [{ bearerAuth: [] }];
const orderNumberParams = z.object({ orderNumber: z.string().min(1).max(60) });

/** Admin: the month's GST report, as JSON for the screen and as CSV for the accountant. */
export function registerInvoicesAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/gst',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "A month's GST report (GSTR-1 tables 4A, 7 and 13) from the issued invoices; demo orders left out",
        security,
        querystring: gstReportQuerySchema,
        response: { 200: gstReportSchema, 400: validationErrorResponseSchema },
      },
    },
    async (request) => gstReport(db, request.query.month),
  );

  routes.get(
    '/admin/orders/:orderNumber/invoice.pdf',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Any paid order's tax invoice as a PDF",
        security,
        params: orderNumberParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { number, pdf } = await invoicePdfForOrder(db, request.params.orderNumber, { role: 'admin' });
      return sendPdf(reply, invoiceFileName(number), pdf);
    },
  );

  routes.get(
    '/admin/orders/:orderNumber/credit-note.pdf',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: "Any refunded order's credit note as a PDF",
        security,
        params: orderNumberParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { number, pdf } = await creditNotePdfForOrder(db, request.params.orderNumber, { role: 'admin' });
      return sendPdf(reply, invoiceFileName(number), pdf);
    },
  );

  routes.get(
    '/admin/gst.csv',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'The same report as a CSV in the shape of GSTR-1 tables',
        security,
        querystring: gstReportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await gstReport(db, request.query.month);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="gst-report-${report.month}.csv"`)
        .send(gstReportCsv(report));
    },
  );
}
