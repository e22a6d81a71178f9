import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  formatPaise,
  formatRupees,
  formatWholeRupees,
  formatWithGst,
  GST_PERCENT,
  gstOnPaise,
  paiseToRupees,
  priceDisplay,
  rupeesToPaise,
} from './money';

describe('GST', () => {
  it('is 18 percent', () => {
    expect(GST_PERCENT).toBe(18);
  });

  it.each([
    [0, 0],
    [100, 18],
    [299_900, 53_982],
    [899_700, 161_946], // ₹2,999 × 3
    [1, 0], // 0.18 paise rounds down
    [3, 1], // 0.54 paise rounds up
    [25, 5], // 4.5 paise: half rounds up
    [2_499_900, 449_982],
  ])('GST on %i paise is %i paise', (subtotal, gst) => {
    expect(gstOnPaise(subtotal)).toBe(gst);
  });

  it('refuses fractional or negative paise', () => {
    expect(() => gstOnPaise(1.5)).toThrow(RangeError);
    expect(() => gstOnPaise(-1)).toThrow(RangeError);
  });
});

describe('cart totals', () => {
  it('₹2,999 × 3 is 8,997 + 1,619.46 GST = 10,616.46', () => {
    expect(cartTotals([{ unitPaise: 299_900, quantity: 3 }])).toEqual({
      subtotalPaise: 899_700,
      gstPaise: 161_946,
      totalPaise: 1_061_646,
    });
  });

  it('adds lines before taxing, so the parts sum to the total', () => {
    const totals = cartTotals([
      { unitPaise: 1_499_900, quantity: 1 },
      { unitPaise: 999_900, quantity: 2 },
      { unitPaise: 33, quantity: 1 },
    ]);
    expect(totals.subtotalPaise).toBe(3_499_733);
    expect(totals.gstPaise).toBe(629_952); // 629951.94 rounds up
    expect(totals.subtotalPaise + totals.gstPaise).toBe(totals.totalPaise);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotalPaise: 0, gstPaise: 0, totalPaise: 0 });
  });

  it('refuses quantities below 1', () => {
    expect(() => cartTotals([{ unitPaise: 100, quantity: 0 }])).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99_900, '₹999.00'],
    [299_900, '₹2,999.00'],
    [11_999_800, '₹1,19,998.00'],
    [1_061_646, '₹10,616.46'],
    [123_456_789_00, '₹12,34,56,789.00'],
    [-150, '-₹1.50'],
    [10_000_000, '₹1,00,000.00'], // one lakh
    [1_000_000_000, '₹1,00,00,000.00'], // one crore
    [99_999_999_99, '₹9,99,99,999.99'],
    [1_234_567_890_123_456, '₹1,23,45,67,89,01,234.56'], // paise exact far past a double's cents
    [Number.MAX_SAFE_INTEGER, '₹9,00,71,99,25,47,409.91'],
  ])('%i paise shows as %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it('writes what Intl.NumberFormat writes for en-IN and hi-IN, rupees with paise and whole rupees', () => {
    // Powers of ten, their neighbours and a spread of amounts, both signs: every grouping boundary.
    const amounts = new Set<number>([0, 1, 5, 99, 100]);
    for (let power = 1; power <= 15; power += 1) {
      for (const near of [-1, 0, 1]) amounts.add(10 ** power + near);
    }
    for (let seed = 1; amounts.size < 400; seed = (seed * 48_271) % 2_147_483_647) amounts.add(seed * 7919);
    for (const language of ['en', 'hi'] as const) {
      const locale = `${language}-IN`;
      const withPaise = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
      const whole = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
      for (const amount of amounts) {
        for (const signed of [amount, -amount]) {
          if (signed === 0 && Object.is(signed, -0)) continue;
          if (Math.abs(signed) < 2 ** 53 / 1000) {
            expect(formatPaise(signed, language), `${signed} paise`).toBe(withPaise.format(`${signed / 100}` as never));
          }
          expect(formatWholeRupees(signed, language), `${signed} rupees`).toBe(whole.format(signed));
        }
      }
    }
  });

  it('formats whole rupees for plan prices', () => {
    expect(formatWholeRupees(9999)).toBe('₹9,999');
    expect(formatWholeRupees(19999)).toBe('₹19,999');
    expect(formatWholeRupees(150000)).toBe('₹1,50,000');
    expect(formatWholeRupees(10_000_000)).toBe('₹1,00,00,000');
  });

  it.each([
    [10_616.46, '₹10,616.46'],
    [2999, '₹2,999.00'],
    [1499.5, '₹1,499.50'],
    [10.15, '₹10.15'],
    [100_000, '₹1,00,000.00'],
    [-1.5, '-₹1.50'],
  ])('%d rupees shows as %s', (rupees, text) => {
    expect(formatRupees(rupees)).toBe(text);
  });
});

describe('rupee conversion', () => {
  it('avoids binary artefacts', () => {
    expect(rupeesToPaise(10.15)).toBe(1015);
    expect(rupeesToPaise(2999)).toBe(299_900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('converts paise back to rupees', () => {
    expect(paiseToRupees(1_061_646)).toBe(10_616.46);
  });
});

describe('price display', () => {
  it('MRP is double the price and the second year is half, with two decimals', () => {
    const display = priceDisplay(299_900);
    expect(display).toEqual({ firstYearPaise: 299_900, mrpPaise: 599_800, renewalPaise: 149_950 });
    expect(formatPaise(display.renewalPaise)).toBe('₹1,499.50');
    expect(formatPaise(display.mrpPaise)).toBe('₹5,998.00');
  });

  it('rounds a half paisa up', () => {
    expect(priceDisplay(3).renewalPaise).toBe(2);
  });
});

describe('cart totals (property)', () => {
  it('for every valid cart: subtotal = Σ price × quantity, GST = 18% rounded half-up, total = subtotal + GST', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ rupees: fc.integer({ min: 1, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) }),
          { minLength: 1, maxLength: 50 },
        ),
        (lines) => {
          const totals = cartTotals(lines.map((line) => ({ unitPaise: line.rupees * 100, quantity: line.quantity })));
          const subtotal = lines.reduce((sum, line) => sum + BigInt(line.rupees * 100) * BigInt(line.quantity), 0n);
          // Half-up to the paisa, computed independently in exact integers.
          const gst = (subtotal * 18n + 50n) / 100n;
          expect(BigInt(totals.subtotalPaise)).toBe(subtotal);
          expect(BigInt(totals.gstPaise)).toBe(gst);
          expect(BigInt(totals.totalPaise)).toBe(subtotal + gst);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the price with its GST, shown before the cart', () => {
  it.each([
    [699_900, '₹8,258.82'], // ₹6,999
    [999_900, '₹11,798.82'], // a ₹9,999 plan month
    [100, '₹1.18'], // ₹1
    [11_999_800, '₹1,41,597.64'], // ₹1,19,998: lakh grouping
    [499_925, '₹5,899.12'], // ₹4,999.25: GST 89,986.5 paise, the half paisa rounds up
    [25, '₹0.30'], // 25 paise: GST 4.5 paise rounds up
    [1, '₹0.01'], // GST 0.18 paise rounds down
  ])('%i paise with its GST shows as %s', (paise, text) => {
    expect(formatWithGst(paise)).toBe(text);
  });

  it('a line of several is taxed as the cart taxes it: ₹6,999 × 2 is ₹16,517.64', () => {
    expect(formatWithGst(699_900, 2)).toBe('₹16,517.64');
  });

  it('is for every price and quantity the total of a cart holding just that line, rounded half-up', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 10 }), (paise, quantity) => {
        const cart = cartTotals([{ unitPaise: paise, quantity }]);
        expect(formatWithGst(paise, quantity)).toBe(formatPaise(cart.totalPaise));
        // Half-up to the paisa, computed independently in exact integers.
        const subtotal = BigInt(paise) * BigInt(quantity);
        expect(BigInt(cart.totalPaise)).toBe(subtotal + (subtotal * 18n + 50n) / 100n);
      }),
      { numRuns: 500 },
    );
  });
});
