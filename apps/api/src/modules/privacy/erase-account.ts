import type { ErasureOutcome } from '@store/shared';
import { Conflict } from '../../lib/errors';
import { accountForExport, ERASED_CUSTOMER_NAME, eraseAccount } from '../accounts';
import { eraseBuyerOfOrdersOf, orderIdsOfCustomer } from '../checkout';
import { eraseEnquiriesFrom } from '../enquiries';
import { keepTaxDocuments } from '../invoices';
import type { ModuleContext } from '../module';
import { erasePlanPeriodsOf } from '../plans';
import { eraseProjectsOf } from '../projects';
import { claimErasure, deleteExportsOf, forgetConsentAddresses } from './data-rights.repository';
import type { PrivacyErasuresTable } from './data-rights.tables';
import { ERASURE_OUTCOME } from './erasure-outcome';

export interface ErasedAccount extends ErasureOutcome {
  /** Work that ended without a refund. */
  closedProjects: number;
  /** Orders kept as tax records (with the recipient's particulars as invoiced). */
  taxRecords: number;
}

const CLOSED_REASON = 'Ended without a refund: the customer erased their account';

/**
 * Erases the account of a confirmed request, in one transaction: the confirmation mail is written first
 * (to the address about to go), then each module erases its own part. Tax invoices, credit notes and the
 * order lines behind them stay, their PDFs stored beforehand so the kept document is the one issued.
 * Answers null when the request was taken by another follower of the link (or just expired).
 */
export async function eraseEverything(
  { db, events, services }: Pick<ModuleContext, 'db' | 'events' | 'services'>,
  request: PrivacyErasuresTable,
  now = new Date(),
): Promise<ErasedAccount | null> {
  const userId = request.user_id;
  const account = await accountForExport(db, userId);
  const email = account?.email ?? request.email ?? '';
  const taxRecords = await keepTaxDocuments(db, await orderIdsOfCustomer(db, userId));
  return db.transaction().execute(async (trx) => {
    if (!(await claimErasure(trx, request.id, now.toISOString()))) return null;
    if (email)
      await events.publish(trx, 'AccountErased', {
        erasureId: request.id,
        userId,
        to: email,
        name: account?.name ?? '',
        outcome: ERASURE_OUTCOME,
      });
    const projects = await eraseProjectsOf(trx, userId, {
      closeOpen: Number(request.close_open_work) === 1,
      erasedName: ERASED_CUSTOMER_NAME,
      reason: CLOSED_REASON,
      events,
    });
    if (projects.open > 0)
      throw new Conflict(
        'New work started after you asked for erasure. Ask again from your dashboard to agree to end it.',
      );
    await erasePlanPeriodsOf(trx, userId, ERASED_CUSTOMER_NAME);
    await eraseBuyerOfOrdersOf(trx, userId, taxRecords, ERASED_CUSTOMER_NAME);
    if (email) {
      await eraseEnquiriesFrom(trx, email);
      await services.mailLog.forgetMailsTo(trx, email, request.id);
    }
    await forgetConsentAddresses(trx, userId, email.trim().toLowerCase(), now.toISOString());
    await deleteExportsOf(trx, userId);
    await eraseAccount(trx, userId);
    return { ...ERASURE_OUTCOME, closedProjects: projects.closed, taxRecords: taxRecords.size };
  });
}
