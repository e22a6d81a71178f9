import { fitName, NAME_LINE_HEIGHT, type NameSlot, nameFontStack } from '@store/shared';
import { registerBundledFonts } from '../../lib/bundled-fonts';
import { sharpLibrary } from '../../lib/sharp-library';

/** Every character that could end an attribute or start markup becomes an entity. */
export const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const anchors = { left: 'start', center: 'middle', right: 'end' } as const;

/** The name as SVG text over a picture `width` wide (3:2), laid out by the same rule as the browser's overlay. */
export function nameOverlaySvg(name: string, slot: NameSlot, width: number): string {
  const height = Math.round((width * 2) / 3);
  const box = { x: slot.x * width, y: slot.y * height, w: slot.w * width, h: slot.h * height };
  const { lines, fontSize } = fitName(name, slot);
  const size = fontSize * width;
  const lineBox = size * NAME_LINE_HEIGHT;
  const top = box.y + (box.h - lineBox * lines.length) / 2;
  const x = slot.align === 'left' ? box.x : slot.align === 'right' ? box.x + box.w : box.x + box.w / 2;
  // Bold glyphs sit about 0.35em below the middle of their line box.
  const text = lines
    .map(
      (line, index) =>
        `<text x="${x.toFixed(1)}" y="${(top + lineBox * index + lineBox / 2 + size * 0.35).toFixed(1)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const backdrop = slot.backdrop
    ? `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.w.toFixed(1)}" height="${box.h.toFixed(1)}" fill="${escapeXml(slot.backdrop)}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${backdrop}<g font-family="${escapeXml(nameFontStack(slot.font))}" font-weight="700" font-size="${size.toFixed(2)}" fill="${escapeXml(slot.colour)}" text-anchor="${anchors[slot.align]}">${text}</g></svg>`;
}

/** The design's 3:2 picture at `width` with the name drawn in its slot, as WebP. */
export async function renderNamePreview(picture: Uint8Array, name: string, slot: NameSlot, width: number) {
  // Registered at the first render rather than at start-up, so a server start pays nothing for them.
  await registerBundledFonts();
  const height = Math.round((width * 2) / 3);
  const overlay = Buffer.from(nameOverlaySvg(name, slot, width));
  const sharp = await sharpLibrary();
  return sharp(picture)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: overlay, top: 0, left: 0 }])
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}
