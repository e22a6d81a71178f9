import type { NameFont, NameSlot } from '@store/shared';
import { registerBundledFonts } from '../../../lib/bundled-fonts';
import { sharpLibrary } from '../../../lib/sharp-library';
import type { DemoDesign } from './demo-designs';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 800;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\"";

function navigation(design: DemoDesign): string {
  const { palette } = design;
  const links = design.sections
    .map(
      (section, index) =>
        `<text x="${560 + index * 150}" y="122" ${FONT} font-size="17" fill="${palette.ink}" opacity="0.75">${escapeXml(section.split(' ')[0] ?? section)}</text>`,
    )
    .join('');
  return `
    <rect x="0" y="0" width="1200" height="56" fill="#e2e8f0"/>
    <circle cx="30" cy="28" r="8" fill="#f87171"/><circle cx="56" cy="28" r="8" fill="#fbbf24"/><circle cx="82" cy="28" r="8" fill="#34d399"/>
    <rect x="120" y="14" width="620" height="28" rx="14" fill="#ffffff"/>
    <text x="140" y="34" ${FONT} font-size="15" fill="#64748b">www.${escapeXml(design.key.replace('demo-', ''))}.in</text>
    <rect x="0" y="56" width="1200" height="104" fill="#ffffff"/>
    <rect x="48" y="86" width="44" height="44" rx="12" fill="${palette.primary}"/>
    <text x="70" y="116" ${FONT} font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(design.title.charAt(0))}</text>
    <text x="108" y="117" ${FONT} font-size="22" font-weight="700" fill="${palette.ink}">${escapeXml(design.title)}</text>
    ${links}`;
}

function hero(design: DemoDesign, variant: number): string {
  const { palette } = design;
  const centred = variant === 1;
  const textX = centred ? 600 : 72;
  const anchor = centred ? 'middle' : 'start';
  const art = centred
    ? ''
    : `<rect x="700" y="210" width="430" height="300" rx="24" fill="${palette.secondary}" opacity="0.9"/>
       <circle cx="830" cy="330" r="70" fill="#ffffff" opacity="0.6"/>
       <rect x="920" y="290" width="170" height="24" rx="12" fill="#ffffff" opacity="0.8"/>
       <rect x="920" y="330" width="130" height="24" rx="12" fill="#ffffff" opacity="0.6"/>
       <rect x="760" y="440" width="320" height="36" rx="18" fill="${palette.primary}"/>`;
  const buttonsX = centred ? 430 : 72;
  // Long titles shrink so they never run into the artwork beside them.
  const available = centred ? 1060 : 610;
  const titleSize = Math.min(54, Math.floor(available / (design.title.length * 0.62)));
  return `
    <defs><linearGradient id="hero" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.surface}"/><stop offset="0.5" stop-color="${palette.surface}"/><stop offset="1" stop-color="#ffffff"/>
    </linearGradient></defs>
    <rect x="0" y="160" width="1200" height="390" fill="url(#hero)"/>
    <text x="${textX}" y="270" ${FONT} font-size="${titleSize}" font-weight="800" fill="${palette.ink}" text-anchor="${anchor}">${escapeXml(design.title)}</text>
    <text x="${textX}" y="322" ${FONT} font-size="26" fill="${palette.ink}" opacity="0.7" text-anchor="${anchor}">${escapeXml(design.tagline)}</text>
    <rect x="${buttonsX}" y="370" width="190" height="58" rx="29" fill="${palette.primary}"/>
    <text x="${buttonsX + 95}" y="406" ${FONT} font-size="20" font-weight="700" fill="#ffffff" text-anchor="middle">Get started</text>
    <rect x="${buttonsX + 210}" y="370" width="150" height="58" rx="29" fill="none" stroke="${palette.primary}" stroke-width="3"/>
    <text x="${buttonsX + 285}" y="406" ${FONT} font-size="20" font-weight="700" fill="${palette.primary}" text-anchor="middle">Contact</text>
    ${art}`;
}

function cards(design: DemoDesign): string {
  const { palette } = design;
  return design.sections
    .slice(0, 3)
    .map((section, index) => {
      const x = 72 + index * 362;
      return `
        <rect x="${x}" y="590" width="330" height="180" rx="20" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>
        <rect x="${x + 24}" y="614" width="56" height="56" rx="14" fill="${index === 1 ? palette.secondary : palette.primary}" opacity="0.85"/>
        <text x="${x + 24}" y="712" ${FONT} font-size="24" font-weight="700" fill="${palette.ink}">${escapeXml(section)}</text>
        <rect x="${x + 24}" y="732" width="230" height="12" rx="6" fill="#cbd5e1"/>`;
    })
    .join('');
}

const SLOT_FONTS: NameFont[] = ['sans', 'serif', 'display'];

/**
 * The name slot over the hero's title (which sits on a solid band of the surface colour, so the
 * backdrop hides the sample title exactly): beside the artwork, or across the width when centred.
 */
export function demoNameSlot(design: DemoDesign, index: number): NameSlot {
  const centred = index % 3 === 1;
  return {
    x: centred ? 80 / PREVIEW_WIDTH : 64 / PREVIEW_WIDTH,
    y: 204 / PREVIEW_HEIGHT,
    w: centred ? 1040 / PREVIEW_WIDTH : 626 / PREVIEW_WIDTH,
    h: 90 / PREVIEW_HEIGHT,
    font: SLOT_FONTS[Math.floor(index / 3) % SLOT_FONTS.length] ?? 'sans',
    colour: design.palette.ink,
    align: centred ? 'center' : 'left',
    case: 'as-typed',
    backdrop: design.palette.surface,
  };
}

/** Draws a home-page mock-up of the design (browser frame, navigation, hero, feature cards) as SVG. */
export function previewSvg(design: DemoDesign, variant: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">
    <rect width="1200" height="800" fill="#f8fafc"/>
    ${navigation(design)}${hero(design, variant)}${cards(design)}
  </svg>`;
}

/**
 * Renders the preview as a PNG at 1200×800. The bundled faces are registered first: fontconfig reads
 * its setup at a process's first text, and a seed run inside the server's own process (tests) draws first.
 */
export async function renderPreviewPng(design: DemoDesign, variant: number): Promise<Buffer> {
  await registerBundledFonts();
  const sharp = await sharpLibrary();
  return sharp(Buffer.from(previewSvg(design, variant)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
