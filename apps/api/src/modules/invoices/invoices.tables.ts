import type { InvoicesCreditNotesTable } from './credit-notes.tables';

/** The invoices module's tables: tax invoices and their consecutive serials per financial year. */
export interface InvoicesSeriesTable {
  /** Series and financial year, such as `INV/2026-27`. */
  series: string;
  /** The last serial issued; the next invoice takes last_serial + 1 in the same transaction. */
  last_serial: number;
}

export interface InvoicesInvoicesTable {
  id: string;
  /** One invoice per order. */
  order_id: string;
  /** Such as `INV/26-27/00042`. */
  number: string;
  financial_year: string;
  serial: number;
  issued_at: string;
  seller_state_code: string;
  /** GST state code of the place of supply. */
  place_of_supply: string;
  supply_type: 'INTRA' | 'INTER';
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  /** 1 for an order paid through the demo provider: no money moved, left out of the GST report. */
  demo: number;
  /** The seller's details as they stood when the invoice was issued (settings may change later). */
  seller_json: string;
  /** The recipient's GSTIN as issued (migration 0014); null for an unregistered buyer. */
  buyer_gstin?: string | null;
}

/** Each invoice's PDF as first made: every download returns these bytes. */
export interface InvoicesDocumentsTable {
  invoice_id: string;
  pdf: Uint8Array;
  created_at: string;
}

/** Each credit note's PDF as first made (migration 0022): every download returns these bytes. */
export interface InvoicesCreditNoteDocumentsTable {
  credit_note_id: string;
  pdf: Uint8Array;
  created_at: string;
}

export interface InvoicesTables {
  invoices_series: InvoicesSeriesTable;
  invoices_invoices: InvoicesInvoicesTable;
  invoices_credit_notes: InvoicesCreditNotesTable;
  invoices_documents: InvoicesDocumentsTable;
  invoices_credit_note_documents: InvoicesCreditNoteDocumentsTable;
}
