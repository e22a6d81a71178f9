import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderTaxDocument, type TaxDocumentContent } from './document-layout';

const content: TaxDocumentContent & { lines: Parameters<typeof renderTaxDocument>[0]['lines'] } = {
  number: 'INV/26-27/00007',
  issuedAt: '2026-11-25T10:00:00.000Z',
  demo: false,
  seller: {
    legalName: 'Saffron Loom Studio Private Limited',
    tradeName: 'Saffron Loom',
    gstin: '27AAPFU0939F1ZV',
    address: '12 Linking Road\nMumbai 400050',
    stateCode: '27',
  },
  buyer: {
    name: 'राम कुमार',
    email: 'ram@example.in',
    address: 'गली 4, सदर बाज़ार\nजयपुर 302001',
    stateCode: '08',
    businessName: 'कुमार मिष्ठान्न भंडार',
    gstin: '08ABCDE1234F1Z5',
  },
  placeOfSupply: '08',
  supplyType: 'INTER',
  taxablePaise: 699_900,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 125_982,
  totalPaise: 825_882,
  lines: [{ title: 'Kesar Sweets website', quantity: 1, unitPricePaise: 699_900, sac: '998314' }],
};

const wording = {
  heading: 'Tax invoice',
  title: 'Tax invoice INV/26-27/00007',
  demoNotice: '',
  references: ['INV/26-27/00007', 'Date: 25 November 2026'],
  continued: 'Invoice INV/26-27/00007 (continued)',
  lineDescriptions: ['Kesar Sweets website'],
  totals: { taxable: 'Taxable value', taxSuffix: '', total: 'Total' },
  remarks: [],
  notes: [],
};

/** Each piece of text pdf.js reads from the first page, with the name of the font it is drawn in. */
async function textWithFonts(pdf: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    const names = new Map(Object.entries(content.styles).map(([id, style]) => [id, style.fontFamily]));
    await page.getOperatorList();
    const fonts = new Map<string, string>();
    for (const id of names.keys()) {
      const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string }) : undefined;
      fonts.set(id, font?.name ?? id);
    }
    return content.items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ text: item.str, font: fonts.get(item.fontName) ?? '' }] : [],
    );
  } finally {
    await document.destroy();
  }
}

describe('a tax document', () => {
  it('draws a Hindi name, business and address in a Devanagari face, and the rest as before', async () => {
    const pieces = await textWithFonts(await renderTaxDocument(content, wording));
    const fontOf = (text: string) => pieces.find((piece) => piece.text.includes(text))?.font ?? 'not found';
    expect(fontOf('राम')).toMatch(/NotoSansDevanagari/);
    expect(fontOf('जयपुर')).toMatch(/NotoSansDevanagari/);
    expect(fontOf('भंडार')).toMatch(/NotoSansDevanagari/);
    expect(fontOf('ram@example.in')).toMatch(/DejaVuSans/);
    expect(fontOf('302001')).toMatch(/DejaVuSans/);
  });

  it('embeds no Devanagari face when nothing on it is in Hindi', async () => {
    const english = {
      ...content,
      buyer: { ...content.buyer, name: 'Ram Kumar', address: 'Jaipur', businessName: null },
    };
    const pieces = await textWithFonts(await renderTaxDocument(english, wording));
    expect(pieces.some((piece) => /NotoSansDevanagari/.test(piece.font))).toBe(false);
    expect(pieces.find((piece) => piece.text.includes('Ram Kumar'))?.font).toMatch(/DejaVuSans/);
  });
});
