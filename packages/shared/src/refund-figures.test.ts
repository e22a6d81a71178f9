import { describe, expect, it } from 'vitest';
import { gstOnPaise } from './money';
import { refundFigures } from './refund-figures';

const lines = [
  { position: 0, unitPaise: 1_049_900, quantity: 2 },
  { position: 1, unitPaise: 549_933, quantity: 1 },
  { position: 2, unitPaise: 2_999_700, quantity: 1, planMonths: 3 },
];
const subtotalPaise = 1_049_900 * 2 + 549_933 + 2_999_700;
const order = { subtotalPaise, gstPaise: gstOnPaise(subtotalPaise) };

describe('refundFigures', () => {
  it('gives a design unit back at its price with its GST share', () => {
    const one = refundFigures(order, lines, [], [{ position: 0, units: 1 }]);
    expect(one.lines).toEqual([{ position: 0, units: 1, taxablePaise: 1_049_900 }]);
    expect(one.gstPaise).toBe(188_982);
    expect(one.totalPaise).toBe(1_238_882);
  });

  it('adds up to the order exactly however it is refunded in parts (odd paise, plan months)', () => {
    const steps = [
      [{ position: 2, units: 1 }],
      [{ position: 1, units: 1 }],
      [
        { position: 0, units: 1 },
        { position: 2, units: 1 },
      ],
      [
        { position: 0, units: 1 },
        { position: 2, units: 1 },
      ],
    ];
    const before: { position: number; units: number }[] = [];
    let taxable = 0;
    let gst = 0;
    for (const step of steps) {
      const part = refundFigures(order, lines, before, step);
      taxable += part.taxablePaise;
      gst += part.gstPaise;
      before.push(...step);
    }
    expect(taxable).toBe(order.subtotalPaise);
    expect(gst).toBe(order.gstPaise);
  });
});
