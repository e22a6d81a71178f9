/** A credit note (CGST Act s.34, rule 53): reverses a refunded order's invoice, the same amounts and tax lines. */
export interface InvoicesCreditNotesTable {
  id: string;
  /** The refunded order: one note per refund, so a partly refunded order may have several (migration 0028). */
  order_id: string;
  /** The invoice it reverses (its number and date are printed on the note). */
  invoice_id: string;
  /** Such as `CN/26-27/00003`: its own consecutive series per financial year. */
  number: string;
  financial_year: string;
  serial: number;
  issued_at: string;
  reason: string;
  /** The refund's id at the payment provider. */
  provider_refund_id: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** 1 when the order was paid through the demo provider: left out of the GST report like its invoice. */
  demo: number;
  /** JSON of the lines a partial refund credits (`CreditedLine[]`); null when it reverses the whole invoice. */
  lines_json?: string | null;
}
