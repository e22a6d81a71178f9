// zod/mini: the app checks the design cards it starts with against these (see ./design-cards.ts).
import * as z from 'zod/mini';
import { NAME_FONTS } from '../name-fonts';
import { oneOfMessage } from './common';

export const NAME_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const NAME_CASES = ['as-typed', 'upper', 'lower'] as const;

/* @__NO_SIDE_EFFECTS__ */
const fraction = (field: string, least?: { min: number; message: string }) =>
  z
    .number({ error: `${field} must be a number between 0 and 1` })
    .check(
      z.minimum(0, `${field} must be between 0 and 1`),
      z.maximum(1, `${field} must be between 0 and 1`),
      ...(least ? [z.minimum(least.min, least.message)] : []),
    );
/* @__NO_SIDE_EFFECTS__ */
const colour = (field: string) =>
  z.string().check(z.regex(/^#[0-9a-f]{6}$/i, `${field} must be a colour like #1d4ed8`));

/**
 * Where and how a design shows a visitor's business name: a box on its preview picture
 * (fractions of the picture's width and height), a bundled face, a colour, an alignment, a case,
 * and optionally a backdrop colour that covers the picture's own sample name under the box.
 */
export const nameSlotSchema = z
  .object({
    x: fraction('x'),
    y: fraction('y'),
    w: fraction('w', { min: 0.05, message: 'w must be at least 0.05' }),
    h: fraction('h', { min: 0.03, message: 'h must be at least 0.03' }),
    font: z.enum(NAME_FONTS, { error: oneOfMessage('font', NAME_FONTS) }),
    colour: colour('colour'),
    align: z.enum(NAME_ALIGNMENTS, { error: oneOfMessage('align', NAME_ALIGNMENTS) }),
    case: z.enum(NAME_CASES, { error: oneOfMessage('case', NAME_CASES) }),
    backdrop: z.optional(colour('backdrop')),
  })
  .check(
    z.refine((slot) => slot.x + slot.w <= 1.0001, { message: 'The name box must end inside the picture', path: ['w'] }),
    z.refine((slot) => slot.y + slot.h <= 1.0001, { message: 'The name box must end inside the picture', path: ['h'] }),
    z.meta({ id: 'NameSlot' }),
  );
export type NameSlot = z.infer<typeof nameSlotSchema>;

/** A slot to start an admin's upload from: the upper-left third of the picture, dark sans text. */
export const DEFAULT_NAME_SLOT: NameSlot = {
  x: 0.06,
  y: 0.25,
  w: 0.5,
  h: 0.12,
  font: 'sans',
  colour: '#0f172a',
  align: 'left',
  case: 'as-typed',
};
