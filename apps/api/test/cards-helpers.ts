import sharp from 'sharp';
import { countFiles } from '../src/modules/media/media.repository';
import type { TestApp } from './test-app';

export interface FilePart {
  data: Buffer;
  filename: string;
  type: string;
}
export type FormEntry = [name: string, value: string | FilePart];

/** Encodes form entries as the browser would (undici's FormData), for app.inject. */
export async function multipartBody(entries: FormEntry[]) {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

// The design factory, by the name the tests have long used.
export { createDesign as uploadDesign } from './factories';

/** Marker hidden in an image's EXIF and after its end; re-encoding must drop both. */
export const HIDDEN_MARKER = 'hidden-marker-7f3a';

export const fixtures = {
  /** A real PNG drawn by sharp. */
  png: () =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a6fdb' } })
      .png()
      .toBuffer(),
  /** A JPEG carrying the marker in its EXIF and a script appended after the image data. */
  jpegWithHiddenData: async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d94f2a' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: HIDDEN_MARKER } })
      .toBuffer();
    return Buffer.concat([jpeg, Buffer.from(`<script>alert("${HIDDEN_MARKER}")</script>`)]);
  },
  /** The smallest well-formed one-page PDF. */
  pdf: () => Buffer.from(minimalPdf('')),
  /** A PDF that asks the viewer to run JavaScript when opened. */
  pdfWithScript: () =>
    Buffer.from(minimalPdf('/OpenAction << /S /JavaScript /JS (app.alert\\("pwned"\\); <script>alert(1)</script>) >>')),
  text: () => Buffer.from('just some text, not a picture\n'),
  /** 11 MB: over the 10 MB image limit. */
  elevenMegabytes: () => Buffer.alloc(11 * 1024 * 1024, 0x41),
  /** 26 MB starting like a PDF: over the 25 MB PDF limit. */
  twentySixMegabytePdf: () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(26 * 1024 * 1024, 0x20)]),
};

function minimalPdf(catalogExtra: string): string {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
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
  return body;
}

/** Rows in the catalogue and the media store: unchanged after every refused upload. */
export async function storeCounts(t: TestApp) {
  const designs = await t.store.db
    .selectFrom('catalogue_designs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { designs: Number(designs.count), media: await countFiles(t.store.db) };
}
