import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sharpLibrary } from '../../../lib/sharp-library';
import { type EncodedImage, encodeImageVariants, IMAGE_WIDTHS } from '../../media';
import { type DemoDesign, demoDesigns } from './demo-designs';
import { renderDesignPdf } from './render-pdf';
import { renderPreviewPng } from './render-preview';

/** A demo design's picture, encoded as the store keeps it, and its PDF. */
export interface DemoMedia {
  images: EncodedImage[];
  pdf?: Buffer;
}

/** Draws a demo design's preview and PDF: about a quarter of a second each, most of it WebP encoding. */
export async function renderDemoMedia(design: DemoDesign, index: number): Promise<DemoMedia> {
  const png = await renderPreviewPng(design, index % 3);
  const images = await encodeImageVariants(png);
  return { images, pdf: design.hasPdf ? Buffer.from(await renderDesignPdf(design, png)) : undefined };
}

interface PackManifest {
  fingerprint: string;
  designs: Record<string, { images: Omit<EncodedImage, 'data'>[]; pdf: boolean }>;
}

const MANIFEST = 'manifest.json';
const imageFile = (key: string, role: string) => `${key}-${role}.webp`;
const pdfFile = (key: string) => `${key}.pdf`;

/** What the pack was drawn from: a pack drawn from other designs, widths or libvips is not used. */
async function fingerprint(): Promise<string> {
  const { versions } = await sharpLibrary();
  const inputs = { format: 1, designs: demoDesigns, widths: IMAGE_WIDTHS, vips: versions.vips };
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

/**
 * Draws every demo design's media into `dir` (replacing what was there), so that seeding a new
 * store copies files instead of drawing them: the build does it once, and so does the test run.
 */
export async function writeDemoMediaPack(dir: string): Promise<void> {
  const staging = `${dir}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const manifest: PackManifest = { fingerprint: await fingerprint(), designs: {} };
  for (const [index, design] of demoDesigns.entries()) {
    const media = await renderDemoMedia(design, index);
    for (const image of media.images)
      await writeFile(path.join(staging, imageFile(design.key, image.role)), image.data);
    if (media.pdf) await writeFile(path.join(staging, pdfFile(design.key)), media.pdf);
    manifest.designs[design.key] = {
      images: media.images.map(({ role, width, height }) => ({ role, width, height })),
      pdf: Boolean(media.pdf),
    };
  }
  await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest));
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
}

/** Reads a design's media from a pack, or undefined when the pack lacks them. */
export type DemoMediaPack = (design: DemoDesign) => Promise<DemoMedia | undefined>;

/** Opens the pack in `dir`: undefined when there is none, or it was drawn from anything else. */
export async function openDemoMediaPack(dir: string): Promise<DemoMediaPack | undefined> {
  let manifest: PackManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as PackManifest;
  } catch {
    return undefined;
  }
  if (manifest.fingerprint !== (await fingerprint())) return undefined;
  return async (design) => {
    const entry = manifest.designs[design.key];
    if (!entry || entry.pdf !== design.hasPdf) return undefined;
    try {
      const images = await Promise.all(
        entry.images.map(async (image) => ({
          ...image,
          data: await readFile(path.join(dir, imageFile(design.key, image.role))),
        })),
      );
      return { images, pdf: entry.pdf ? await readFile(path.join(dir, pdfFile(design.key))) : undefined };
    } catch {
      return undefined;
    }
  };
}
