import { randomUUID } from 'node:crypto';
import { documentNumber, financialYearOf, placeOfSupplyFor, splitGst, supplyTypeFor } from '@store/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaidOrder } from '../checkout';
import { sellerDetails } from '../settings';
import { insertInvoice, nextSerial } from './invoices.repository';

/**
 * An order-paid listener: issues the order's tax invoice in the transaction that marks it PAID,
 * so it exists exactly once whichever path paid the order. Place of supply (IGST Act s.12): the
 * GSTIN's state for a registered buyer, else the billing state, else (an order placed without
 * billing details: no recipient address on record) the seller's state.
 */
export async function issueInvoiceForPaidOrder(trx: Transaction<Database>, paid: PaidOrder): Promise<void> {
  const seller = await sellerDetails(trx);
  const issuedAt = paid.order.paid_at ?? new Date().toISOString();
  const financialYear = financialYearOf(new Date(issuedAt));
  const serial = await nextSerial(trx, `INV/${financialYear}`);
  const placeOfSupply = placeOfSupplyFor(seller.stateCode, {
    gstin: paid.order.buyer_gstin,
    stateCode: paid.order.billing_state_code,
  });
  const split = splitGst(Number(paid.order.gst_paise), supplyTypeFor(seller.stateCode, placeOfSupply));
  await insertInvoice(trx, {
    id: randomUUID(),
    order_id: paid.order.id,
    number: documentNumber('INV', financialYear, serial),
    financial_year: financialYear,
    serial,
    issued_at: issuedAt,
    seller_state_code: seller.stateCode,
    place_of_supply: placeOfSupply,
    supply_type: split.supplyType,
    taxable_paise: Number(paid.order.subtotal_paise),
    cgst_paise: split.cgstPaise,
    sgst_paise: split.sgstPaise,
    igst_paise: split.igstPaise,
    total_paise: Number(paid.order.total_paise),
    demo: paid.order.provider === 'demo' ? 1 : 0,
    seller_json: JSON.stringify({
      legalName: seller.legalName,
      tradeName: seller.tradeName,
      gstin: seller.gstin,
      address: seller.address,
      stateCode: seller.stateCode,
    }),
    buyer_gstin: paid.order.buyer_gstin ?? null,
  });
}
