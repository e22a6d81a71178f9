import { z } from 'zod';
import { refundOrderSchema } from './admin';

/* @__NO_SIDE_EFFECTS__ */
const whole = (name: string, min: number) =>
  z
    .number(`${name} must be a whole number`)
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(1000, `${name} must be at most 1000`);

/** One line of a partial refund: some units of a design line, or some unstarted months of a plan line. */
export const refundLineSchema = z
  .object({
    /** The line's place in the order, from 0. */
    position: whole('position', 0),
    quantity: whole('quantity', 1).optional(),
    months: whole('months', 1).optional(),
  })
  .refine((line) => (line.quantity === undefined) !== (line.months === undefined), {
    message: 'Give a design line its quantity or a plan line its months.',
  });
export type RefundLineInput = z.infer<typeof refundLineSchema>;

/**
 * An admin's refund: in full without `lines` (as before), else of exactly these lines. The amount is
 * always the server's, worked out from the order's lines; the browser never sends one.
 */
export const refundRequestSchema = refundOrderSchema.extend({
  lines: z
    .array(refundLineSchema)
    .min(1, 'Choose at least one line to refund.')
    .max(100)
    .refine((lines) => new Set(lines.map((line) => line.position)).size === lines.length, {
      message: 'Each line may appear once.',
    })
    .optional(),
});
export type RefundRequestInput = z.input<typeof refundRequestSchema>;

/** What each line of a paid order still allows a refund of, with the order's figures for the shared math. */
export const refundableLineSchema = z.object({
  position: z.number(),
  name: z.string(),
  kind: z.enum(['design', 'plan']),
  quantity: z.number(),
  /** The line's unit price in paise (a plan line: the price of all its months). */
  unitPaise: z.number(),
  /** Set on a plan line: the months bought. */
  planMonths: z.number().nullable(),
  /** Units (a plan line: months) already refunded. */
  refundedUnits: z.number(),
  /** Units (a plan line: months not started yet) that may still be refunded. */
  refundableUnits: z.number(),
});

export const refundableOrderSchema = z.object({
  id: z.string(),
  subtotalPaise: z.number(),
  gstPaise: z.number(),
  totalPaise: z.number(),
  /** Paise given back by the refunds that succeeded so far. */
  refundedPaise: z.number(),
  lines: z.array(refundableLineSchema),
});
export type RefundableOrder = z.infer<typeof refundableOrderSchema>;
