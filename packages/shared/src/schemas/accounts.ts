import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { containsPersonalWord, isLongEnough, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '../password-rules';
import { hiddenCharactersMessage } from '../plain-text-rule';
import { oneOfMessage } from './common';
import { emailSchema } from './email';
import { plainLine } from './plain-text';
import { privacyChoiceSchema } from './privacy';

const MAX_PASSWORD_LENGTH = 256;

/* @__NO_SIDE_EFFECTS__ */
const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A password being chosen (sign-up, reset): the rules a browser can check at once. */
const newPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .refine(isLongEnough, PASSWORD_MESSAGES.tooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
  // The length the refine checks, for the API document (zod cannot describe a refine).
  .meta({ minLength: MIN_PASSWORD_LENGTH });

/**
 * Sign-up's fields; the server also refuses listed and easily guessed
 * passwords (judgePassword in password-strength.ts), which needs the dictionaries.
 */
export const signupInputSchema = z
  .object({
    name: plainLine(requiredText('Name', 100), hiddenCharactersMessage('Name'), 'Name is required'),
    email: emailSchema,
    password: newPasswordSchema,
    /** The privacy notice shown with the form and the optional consents ticked: recorded with the account. */
    privacy: privacyChoiceSchema.optional(),
  })
  .superRefine((input, ctx) => {
    if (containsPersonalWord(input.password, input)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.personal });
    }
  });
export type SignupInput = z.infer<typeof signupInputSchema>;

/** A one-time link's token as it arrives from the mail (43 base64url characters). */
const emailTokenSchema = z
  .string({ message: 'The link has no token' })
  .trim()
  .min(1, 'The link has no token')
  .max(200, 'The link is not valid');

/** "Forgot password?": the address to send a reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The reset link's token and the new password (the server also applies the full password rule). */
export const passwordResetConfirmSchema = z.object({ token: emailTokenSchema, password: newPasswordSchema });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The verification link's token. */
export const verifyEmailInputSchema = z.object({ token: emailTokenSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

export const loginInputSchema = z.object({
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const adminLoginInputSchema = z.object({
  username: z.string({ message: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type SessionUserRecord = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const adminRecordSchema = z.object({ _id: z.string(), username: z.string(), name: z.string() });
export type AdminRecord = z.infer<typeof adminRecordSchema>;
export const adminLoginResponseSchema = z.object({
  token: z.string(),
  message: z.string(),
  admin: adminRecordSchema,
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** The spec's name and email, and whether the email address was verified through its link. */
export const profileResponseSchema = z.object({ name: z.string(), email: z.string(), emailVerified: z.boolean() });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** The store's language a customer chooses with the language switch, kept on their account. */
export const accountLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: oneOfMessage('language', LANGUAGES) }),
});
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

export const userSummarySchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type UserSummary = z.infer<typeof userSummarySchema>;

export const usersQuerySchema = z.object({
  q: z.string().max(200).optional(),
  page: z
    .string()
    .regex(/^\d+$/, 'page must be a whole number')
    .transform(Number)
    .refine((value) => value >= 1, 'page must be at least 1')
    .optional(),
  limit: z
    .string()
    .regex(/^\d+$/, 'limit must be a whole number')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 100, 'limit must be between 1 and 100')
    .optional(),
});

/** The admin's customers export: the list's search, every page. */
export const customersExportQuerySchema = usersQuerySchema.pick({ q: true });
export type CustomersExportQuery = z.infer<typeof customersExportQuerySchema>;

/** Status message answers (login failures, rate limits) carry `message`, as the spec's screens read it. */
export const statusMessageSchema = z.object({ message: z.string() });

/** The admin users list: the spec's fields plus when they joined, paid orders and total spent (rupees). */
export const adminUserSchema = userSummarySchema.extend({
  joinedAt: z.string(),
  orders: z.number(),
  totalSpent: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);
