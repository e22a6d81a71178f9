import { describe, expect, it } from 'vitest';
import {
  allocatePaise,
  documentNumber,
  financialYearOf,
  indiaMonthBounds,
  indiaMonthOf,
  splitGst,
  supplyTypeFor,
} from './gst-invoice';
import { cartTotals } from './money';

/** A seeded generator, so a failing cart can be reproduced. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('GST split', () => {
  it('is CGST+SGST in the seller state and IGST elsewhere', () => {
    expect(supplyTypeFor('29', '29')).toBe('INTRA');
    expect(supplyTypeFor('29', '27')).toBe('INTER');
  });

  it('gives an odd paisa of GST to SGST', () => {
    expect(splitGst(1801, 'INTRA')).toEqual({ supplyType: 'INTRA', cgstPaise: 900, sgstPaise: 901, igstPaise: 0 });
    expect(splitGst(1801, 'INTER')).toEqual({ supplyType: 'INTER', cgstPaise: 0, sgstPaise: 0, igstPaise: 1801 });
  });

  it('adds up to the total paid, to the paisa, for thousands of random carts and both splits', () => {
    const next = random(20261123);
    for (let cart = 0; cart < 5000; cart += 1) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 5) }, () => ({
        unitPaise: 1 + Math.floor(next() * 20_000_000),
        quantity: 1 + Math.floor(next() * 9),
      }));
      const totals = cartTotals(lines);
      for (const type of ['INTRA', 'INTER'] as const) {
        const split = splitGst(totals.gstPaise, type);
        expect(totals.subtotalPaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(totals.totalPaise);
        expect(Math.abs(split.cgstPaise - split.sgstPaise)).toBeLessThanOrEqual(1);
        const taxable = lines.map((line) => line.unitPaise * line.quantity);
        const perLine = allocatePaise(split.cgstPaise, taxable);
        expect(perLine.reduce((sum, share) => sum + share, 0)).toBe(split.cgstPaise);
        expect(perLine.every((share) => Number.isSafeInteger(share) && share >= 0)).toBe(true);
      }
    }
  });

  it('shares by weight with the largest remainders', () => {
    expect(allocatePaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePaise(5, [0, 0])).toEqual([5, 0]);
    expect(allocatePaise(18, [100, 0])).toEqual([18, 0]);
  });
});

describe('financial year', () => {
  it('changes at midnight India time between 31 March and 1 April', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27'); // 23:59 IST
    expect(financialYearOf(new Date('2027-03-31T18:31:00Z'))).toBe('2027-28'); // 00:01 IST
    expect(financialYearOf(new Date('2026-11-23T03:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers documents within 16 characters', () => {
    expect(documentNumber('INV', '2026-27', 42)).toBe('INV/26-27/00042');
    expect(documentNumber('CN', '2026-27', 3)).toBe('CN/26-27/00003');
    expect(documentNumber('INV', '2026-27', 999_999)).toBe('INV/26-27/999999');
    expect(() => documentNumber('INV', '2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('INV', '2026-27', 0)).toThrow(RangeError);
  });
});

describe('indiaMonthBounds', () => {
  it('starts and ends a month at midnight India time, December rolling into the next year', () => {
    expect(indiaMonthBounds('2026-11')).toEqual({ from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z' });
    expect(indiaMonthBounds('2026-12')).toEqual({ from: '2026-11-30T18:30:00.000Z', to: '2026-12-31T18:30:00.000Z' });
    expect(() => indiaMonthBounds('2026-13')).toThrow(RangeError);
  });
});

describe('indiaMonthOf', () => {
  it('takes the month in India time: 18:30 UTC on the last day is already the next month', () => {
    expect(indiaMonthOf(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(indiaMonthOf(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(indiaMonthOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
  });
});
