import { GST_PERCENT, type GstB2cRow, type GstReport, gstStateName, indiaMonthBounds } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { creditNotesIssuedBetween } from './credit-notes.repository';
import type { CreditedLine } from './credited-lines';
import { hsnSummary } from './gst-hsn-summary';
import { invoicesIssuedBetween } from './invoices.repository';

type Amounts = Record<'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise', number | string | bigint>;

const amounts = (invoice: Amounts) => ({
  taxablePaise: Number(invoice.taxable_paise),
  cgstPaise: Number(invoice.cgst_paise),
  sgstPaise: Number(invoice.sgst_paise),
  igstPaise: Number(invoice.igst_paise),
});

const taxesOf = (document: Amounts) => ({
  cgstPaise: document.cgst_paise,
  sgstPaise: document.sgst_paise,
  igstPaise: document.igst_paise,
});

/**
 * The month's GST report (GSTR-1 tables 4A, 7, 9B, 12 and 13) from the issued invoices and credit notes, to the paisa.
 * Invoices of demo-provider orders are counted apart and left out: no money moved. An invoice to a
 * buyer with a GSTIN is a table 4A row of its own; the others are totalled in table 7 by place of supply.
 */
export async function gstReport(db: Kysely<Database>, month: string): Promise<GstReport> {
  const { from, to } = indiaMonthBounds(month);
  const issued = await invoicesIssuedBetween(db, from, to);
  const demo = issued.filter((invoice) => Number(invoice.demo) === 1);
  const reported = issued.filter((invoice) => Number(invoice.demo) !== 1);

  const totals = { invoices: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  const b2b: GstReport['b2b'] = [];
  const b2c = new Map<string, GstB2cRow>();
  for (const invoice of reported) {
    const parts = amounts(invoice);
    totals.invoices += 1;
    totals.totalPaise += Number(invoice.total_paise);
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) totals[key] += parts[key];
    if (invoice.buyer_gstin) {
      b2b.push({
        gstin: invoice.buyer_gstin,
        number: invoice.number,
        issuedAt: invoice.issued_at,
        totalPaise: Number(invoice.total_paise),
        placeOfSupply: invoice.place_of_supply,
        ratePercent: GST_PERCENT,
        ...parts,
      });
      continue;
    }
    const place = invoice.place_of_supply;
    const row = b2c.get(place) ?? {
      placeOfSupply: place,
      placeOfSupplyName: gstStateName(place) ?? place,
      ratePercent: GST_PERCENT,
      invoices: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    };
    row.invoices += 1;
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) row[key] += parts[key];
    b2c.set(place, row);
  }

  // Credit notes reverse their invoices: listed in table 9B and taken off the totals.
  const notes = (await creditNotesIssuedBetween(db, from, to)).filter((note) => Number(note.demo) !== 1);
  const creditNotes = notes.map((note) => ({
    number: note.number,
    issuedAt: note.issued_at,
    invoiceNumber: note.invoice_number,
    invoiceIssuedAt: note.invoice_issued_at,
    gstin: note.buyer_gstin ?? null,
    placeOfSupply: note.place_of_supply,
    ratePercent: GST_PERCENT,
    totalPaise: Number(note.total_paise),
    ...amounts(note),
  }));
  for (const note of creditNotes) {
    totals.totalPaise -= note.totalPaise;
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) totals[key] -= note[key];
  }

  const hsn = await hsnSummary(db, [
    ...reported.map((invoice) => ({ orderId: invoice.order_id, sign: 1 as const, ...taxesOf(invoice) })),
    ...notes.map((note) => ({
      orderId: note.order_id,
      sign: -1 as const,
      ...taxesOf(note),
      ...(note.lines_json ? { lines: JSON.parse(note.lines_json) as CreditedLine[] } : {}),
    })),
  ]);

  return {
    month,
    from,
    to,
    totals,
    b2b,
    hsn,
    b2c: [...b2c.values()].sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply)),
    creditNotes,
    documents: {
      first: reported[0]?.number ?? null,
      last: reported.at(-1)?.number ?? null,
      count: reported.length,
    },
    creditNoteDocuments: { first: notes[0]?.number ?? null, last: notes.at(-1)?.number ?? null, count: notes.length },
    excludedDemo: {
      invoices: demo.length,
      totalPaise: demo.reduce((sum, invoice) => sum + Number(invoice.total_paise), 0),
    },
  };
}
