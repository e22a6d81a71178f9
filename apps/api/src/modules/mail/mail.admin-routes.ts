import {
  type AdminMailSummary,
  adminMailSchema,
  adminMailsResponseSchema,
  errorResponseSchema,
  type MailAttachmentInfo,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { findMail, latestMails, type MailSummaryRow } from './mail.repository';
import { attachmentOf, type MailAttachmentRef } from './mail.service';

const admin = { config: { access: 'admin' as const } };
const security = [{ bearerAuth: [] }];
const LIST_LIMIT = 200;

const summary = (row: MailSummaryRow): AdminMailSummary => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** The files a mail carries when it is sent, by name and type, from the module that makes them. */
export type AttachmentNames = (attachment: MailAttachmentRef) => Promise<MailAttachmentInfo[]>;

interface MailAdminDeps {
  db: Kysely<Database>;
  smtp: boolean;
  attachmentNames?: AttachmentNames;
}

/** Admin: the mail log (every mail kept or sent) and one mail with its rendered message and attachments. */
export function registerMailAdminRoutes(app: FastifyInstance, deps: MailAdminDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/emails',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'The latest 200 mails, newest first, with their status',
        security,
        response: { 200: adminMailsResponseSchema },
      },
    },
    async () => ({ smtp: deps.smtp, emails: (await latestMails(deps.db, LIST_LIMIT)).map(summary) }),
  );

  routes.get(
    '/admin/emails/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'One mail with its HTML and text parts and the files it carries when sent',
        security,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: adminMailSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await findMail(deps.db, request.params.id);
      if (!row) throw new NotFound('No such email');
      const attachment = attachmentOf(row);
      const attachments = (attachment && (await deps.attachmentNames?.(attachment))) ?? [];
      return { ...summary(row), html: row.html, text: row.text, attachments };
    },
  );
}
