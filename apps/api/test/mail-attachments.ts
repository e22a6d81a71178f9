import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { documentAttachments as attachmentsOfReference } from '../src/modules/invoices';

/**
 * The files the mail worker attaches to the stored mail with this kind and event key: the document its stored
 * attachment reference names (nothing for a mail without one).
 */
export function documentAttachments(db: Kysely<Database>) {
  return async ({ kind, eventKey }: { kind: string; eventKey: string }) => {
    const mail = await db
      .selectFrom('mail_outbox')
      .select(['attachment_kind', 'attachment_id'])
      .where('kind', '=', kind)
      .where('event_key', '=', eventKey)
      .executeTakeFirst();
    if (!mail?.attachment_kind || !mail.attachment_id) return [];
    return attachmentsOfReference(db)({ kind: mail.attachment_kind, id: mail.attachment_id });
  };
}
