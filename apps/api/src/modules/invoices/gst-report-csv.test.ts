import { describe, expect, it } from 'vitest';
import { csvField } from './gst-report-csv';

// OWASP's CSV injection rule: a cell a spreadsheet could read as a formula starts with a quote.
describe('GST report CSV cells', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['-1,2', `"'-1,2"`],
    ['-A1', "'-A1"],
    ['-', "'-"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('defuses %j as %j', (text, cell) => {
    expect(csvField(text)).toBe(cell);
  });

  it.each([
    ['-118.00', '-118.00'],
    ['-5', '-5'],
    [-118, '-118'],
    ['118.00', '118.00'],
    ['INV/26-27/00001', 'INV/26-27/00001'],
    ['27-Maharashtra', '27-Maharashtra'],
    ['Rao Traders, Pune', '"Rao Traders, Pune"'],
    ['', ''],
  ])('keeps %j as %j (plain numbers stay numbers)', (value, cell) => {
    expect(csvField(value)).toBe(cell);
  });
});
