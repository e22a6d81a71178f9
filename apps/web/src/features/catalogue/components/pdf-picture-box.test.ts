import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pictureBoxOnPage } from './pdf-picture-box';

type Placement = { x: number; y: number; width: number; height: number };

/** A one-page PDF of `page` points that paints a one-pixel image at each placement (PDF space: origin bottom left). */
function pdfWithPictures(page: [number, number], placements: Placement[]): Uint8Array {
  const content = placements.map((at) => `q ${at.width} 0 0 ${at.height} ${at.x} ${at.y} cm /Im Do Q`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page[0]} ${page[1]}] /Resources << /XObject << /Im 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /ASCIIHexDecode /Length 7 >>\nstream\n2a6fdb>\nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const LOGO: Placement = { x: 10, y: 10, width: 30, height: 20 };

async function boxOf(bytes: Uint8Array, scale = 1) {
  // pdf.js takes the bytes over (they are detached afterwards), so it gets a copy.
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  try {
    const page = await pdf.getPage(1);
    return pictureBoxOnPage(await page.getOperatorList(), OPS, page.getViewport({ scale }));
  } finally {
    await pdf.destroy();
  }
}

describe('the design picture on a PDF page', () => {
  it('is the box the page draws its picture in, as fractions from the top left, at any scale', async () => {
    // The demo brochures' cover: A4 landscape, the picture 600 × 400 at (36, 70).
    const bytes = pdfWithPictures([842, 595], [LOGO, { x: 36, y: 70, width: 600, height: 400 }]);
    for (const scale of [1, 2.5]) {
      const box = await boxOf(bytes, scale);
      expect(box.x).toBeCloseTo(36 / 842, 4);
      expect(box.y).toBeCloseTo((595 - 70 - 400) / 595, 4);
      expect(box.w).toBeCloseTo(600 / 842, 4);
      expect(box.h).toBeCloseTo(400 / 595, 4);
    }
  });

  it('is the whole page when the page is the picture, or draws none large enough', async () => {
    const full = await boxOf(pdfWithPictures([600, 400], [{ x: 0, y: 0, width: 600, height: 400 }]));
    expect(full.x).toBeCloseTo(0, 4);
    expect(full.y).toBeCloseTo(0, 4);
    expect(full.w).toBeCloseTo(1, 4);
    expect(full.h).toBeCloseTo(1, 4);
    expect(await boxOf(pdfWithPictures([842, 595], [LOGO]))).toEqual({ x: 0, y: 0, w: 1, h: 1 });
  });

  it('follows saved and restored transforms and form objects', () => {
    const ops = { ...OPS };
    const viewport = { transform: [1, 0, 0, -1, 0, 100], width: 200, height: 100 };
    const box = pictureBoxOnPage(
      {
        fnArray: [OPS.save, OPS.transform, OPS.paintFormXObjectBegin, OPS.transform, OPS.paintImageXObject],
        argsArray: [null, [2, 0, 0, 2, 0, 0], [[1, 0, 0, 1, 10, 5], null], [50, 0, 0, 25, 0, 0], null],
      },
      ops,
      viewport,
    );
    // The image: 100 × 50 at (20, 10) in PDF space, so from the top: 100 - 10 - 50 = 40.
    expect(box).toEqual({ x: 0.1, y: 0.4, w: 0.5, h: 0.5 });
  });
});
