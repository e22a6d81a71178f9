/** The bundled faces a name slot can use (no zod here: the catalogue's overlay needs only these). */
export const NAME_FONTS = ['sans', 'serif', 'display', 'devanagari'] as const;
export type NameFont = (typeof NAME_FONTS)[number];

export const NAME_FONT_FAMILIES: Record<NameFont, { family: string; label: string }> = {
  sans: { family: 'Inter', label: 'Sans (Inter)' },
  serif: { family: 'Lora', label: 'Serif (Lora)' },
  display: { family: 'Playfair Display', label: 'Display (Playfair Display)' },
  devanagari: { family: 'Noto Sans Devanagari', label: 'Devanagari (Noto Sans Devanagari)' },
};

/** CSS / SVG font-family value for a slot's face; every stack ends in Noto Sans Devanagari so Hindi names render. */
export function nameFontStack(font: NameFont): string {
  const family = NAME_FONT_FAMILIES[font].family;
  const fallback = font === 'devanagari' ? '' : ", 'Noto Sans Devanagari'";
  return `'${family}'${fallback}, ${font === 'serif' || font === 'display' ? 'serif' : 'sans-serif'}`;
}
