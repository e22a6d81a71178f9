import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMoneyArithmetic, moneyArithmeticIn } from './money-arithmetic.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lines = (text) => moneyArithmeticIn(text).map(({ code }) => code);

describe('money arithmetic', () => {
  it('happens only in money.ts across the apps and the shared package', () => {
    expect(findMoneyArithmetic(repoDir)).toEqual([]);
  });

  it('finds paise turned into rupees or back by hand', () => {
    expect(
      lines(
        [
          'const rupees = Number(row.total_paise) / 100;',
          'price_paise: input.priceRupees * 100,',
          'const x = paise/100;',
          'const y = 100 * rupees;',
          'const z = (amount * 100).toFixed(0);',
        ].join('\n'),
      ),
    ).toEqual([
      'const rupees = Number(row.total_paise) / 100;',
      'price_paise: input.priceRupees * 100,',
      'const x = paise/100;',
      'const y = 100 * rupees;',
      'const z = (amount * 100).toFixed(0);',
    ]);
  });

  it('leaves percentages, larger numbers, comments and lines marked as not money alone', () => {
    expect(
      lines(
        [
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
          'left: `${slot.x * 100}%`,',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
          'style={{ fontSize: `${fontSize * 100}cqw` }}',
          'const lakh = Math.floor(n / 100_000);',
          'bodyLimit: 100 * 1024,',
          '// price / 100 in a comment',
          ' * a doc comment: paise / 100',
          'const hundreds = Math.floor(n / 100); // not money: a number in words',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
