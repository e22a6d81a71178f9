// zod/mini: the app checks answers with these from its start-up file (see ./design-cards.ts).
import * as z from 'zod/mini';

export const errorResponseSchema = z.object({ error: z.string() }).check(z.meta({ id: 'Error' }));
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A refused request body: the first problem, and one message per field (`phone`, `grievanceEmail`) for forms. */
export const validationErrorResponseSchema = z
  .object({ error: z.string(), fields: z.optional(z.record(z.string(), z.string())) })
  .check(z.meta({ id: 'ValidationError' }));
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;

/** "font must be one of serif, sans": what a field limited to a list says of any other value. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOfMessage(field: string, values: readonly string[]): string {
  return `${field} must be one of ${values.join(', ')}`;
}
