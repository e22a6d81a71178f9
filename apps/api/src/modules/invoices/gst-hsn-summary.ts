import { allocatePaise, GST_PERCENT, type GstHsnRow } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { linesOfOrders } from '../checkout';
import { lineKindOf, lineSac } from './invoice-pdf';

type Paise = number | string | bigint;

/** An invoice (sign 1) or a credit note reversing one (sign -1), with its order and tax lines. */
export interface SummarisedDocument {
  orderId: string;
  sign: 1 | -1;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** A partial credit note's own lines; without them the document covers all its order's lines. */
  lines?: Array<{ position: number; taxablePaise: number; reportQuantity: number }>;
}

const DESCRIPTION = { design: 'IT design and development services', plan: 'Advertising services' } as const;

/**
 * GSTR-1 table 12 from the documents' order lines: each line under the SAC it was placed with, its
 * document's CGST, SGST and IGST shared among its lines by taxable value (largest remainder, so
 * every document's shares add up to its tax to the paisa), credit notes taken off.
 */
export async function hsnSummary(db: Kysely<Database>, documents: SummarisedDocument[]): Promise<GstHsnRow[]> {
  const lines = await linesOfOrders(db, [...new Set(documents.map((document) => document.orderId))]);
  const rows = new Map<string, GstHsnRow>();
  for (const document of documents) {
    const credited = document.lines && new Map(document.lines.map((line) => [line.position, line]));
    const own = lines.filter(
      (line) => line.order_id === document.orderId && (!credited || credited.has(Number(line.position))),
    );
    const part = (line: (typeof own)[number]) => credited?.get(Number(line.position));
    const taxable = own.map(
      (line) => part(line)?.taxablePaise ?? Number(line.unit_price_paise) * Number(line.quantity),
    );
    const [cgst, sgst, igst] = [document.cgstPaise, document.sgstPaise, document.igstPaise].map((tax) =>
      allocatePaise(Number(tax), taxable),
    ) as [number[], number[], number[]];
    own.forEach((line, index) => {
      const sac = lineSac(line);
      const row = rows.get(sac) ?? {
        sac,
        description: DESCRIPTION[lineKindOf(line)],
        quantity: 0,
        ratePercent: GST_PERCENT,
        totalPaise: 0,
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
      };
      const parts = {
        taxablePaise: taxable[index] ?? 0,
        cgstPaise: cgst[index] ?? 0,
        sgstPaise: sgst[index] ?? 0,
        igstPaise: igst[index] ?? 0,
      };
      row.quantity += document.sign * (part(line)?.reportQuantity ?? Number(line.quantity));
      for (const [key, paise] of Object.entries(parts) as Array<[keyof typeof parts, number]>) {
        row[key] += document.sign * paise;
        row.totalPaise += document.sign * paise;
      }
      rows.set(sac, row);
    });
  }
  return [...rows.values()].sort((a, b) => a.sac.localeCompare(b.sac));
}
