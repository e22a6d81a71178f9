import { z } from 'zod';

export const GST_REPORT_MONTH_MESSAGE = 'Month must be a month such as 2026-11.';

export const gstReportQuerySchema = z.object({
  month: z.string({ message: GST_REPORT_MONTH_MESSAGE }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, GST_REPORT_MONTH_MESSAGE),
});
export type GstReportQuery = z.infer<typeof gstReportQuerySchema>;

const paise = z.number().int();
/** The amounts every table shows: taxable value and each tax. */
const taxParts = { taxablePaise: paise, cgstPaise: paise, sgstPaise: paise, igstPaise: paise };

/** GSTR-1 table 7: supplies to unregistered buyers, totalled by place of supply and rate. */
export const gstB2cRowSchema = z.object({
  placeOfSupply: z.string(),
  placeOfSupplyName: z.string(),
  ratePercent: z.number(),
  invoices: z.number().int(),
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});
export type GstB2cRow = z.infer<typeof gstB2cRowSchema>;

/** GSTR-1 table 9B: a credit note of the month, with the invoice it reverses (GSTIN when the buyer is registered). */
export const gstCreditNoteRowSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  invoiceNumber: z.string(),
  invoiceIssuedAt: z.string(),
  gstin: z.string().nullable(),
  placeOfSupply: z.string(),
  ratePercent: z.number(),
  totalPaise: paise,
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});
export type GstCreditNoteRow = z.infer<typeof gstCreditNoteRowSchema>;

/**
 * GSTR-1 table 12: the month's lines by SAC (services: no unit of quantity), net of its credit notes;
 * each document's tax lines shared among its lines in proportion to their taxable values.
 */
export const gstHsnRowSchema = z.object({
  sac: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  ratePercent: z.number(),
  totalPaise: paise,
  ...taxParts,
});
export type GstHsnRow = z.infer<typeof gstHsnRowSchema>;

/** The month's tax invoices as GSTR-1 wants them, from the invoices themselves. */
export const gstReportSchema = z.object({
  month: z.string(),
  /** Invoices issued from/to (India time), as ISO instants. */
  from: z.string(),
  to: z.string(),
  /** The month's invoices less its credit notes (the amounts are net; `invoices` counts invoices). */
  totals: z.object({
    invoices: z.number().int(),
    taxablePaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    igstPaise: paise,
    totalPaise: paise,
  }),
  /** Table 4A: one row per invoice to a registered buyer (a GSTIN given at checkout). */
  b2b: z.array(
    z.object({
      gstin: z.string(),
      number: z.string(),
      issuedAt: z.string(),
      totalPaise: paise,
      placeOfSupply: z.string(),
      ratePercent: z.number(),
      taxablePaise: paise,
      cgstPaise: paise,
      sgstPaise: paise,
      igstPaise: paise,
    }),
  ),
  b2c: z.array(gstB2cRowSchema),
  /** Table 12: the HSN/SAC summary. */
  hsn: z.array(gstHsnRowSchema),
  /** Table 9B: the month's credit notes. */
  creditNotes: z.array(gstCreditNoteRowSchema),
  /** Table 13: the first and last invoice numbers of the month and how many. */
  documents: z.object({ first: z.string().nullable(), last: z.string().nullable(), count: z.number().int() }),
  /** Table 13: the month's credit notes, first and last number and how many. */
  creditNoteDocuments: z.object({ first: z.string().nullable(), last: z.string().nullable(), count: z.number().int() }),
  /** Orders paid through the demo provider: no money moved, so not reported. */
  excludedDemo: z.object({ invoices: z.number().int(), totalPaise: paise }),
});
export type GstReport = z.infer<typeof gstReportSchema>;
