import { z } from 'zod';

export const errorResponseSchema = z.object({ error: z.string() }).meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
