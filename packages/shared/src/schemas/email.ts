import { z } from 'zod';

/**
 * An email address as every form takes it (sign-up, the store's contact and grievance addresses, a brief): in a
 * module of its own, so the settings' schema does not bring the account forms' schemas into every page's code.
 */
export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ message: 'Email must be a valid email address' }))
  // The document shows the address rule; zod describes only the pipe's first step.
  .meta({ format: 'email' });
