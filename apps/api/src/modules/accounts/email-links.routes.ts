import {
  errorResponseSchema,
  messageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  validationErrorResponseSchema,
  verifyEmailInputSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type EmailVerificationDeps, resendVerification, verifyEmail } from './email-verification.service';
import {
  confirmPasswordReset,
  type PasswordResetDeps,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
} from './password-reset.service';
import { requireAuth } from './require-auth';

/** The mailed one-time links: password reset and email verification. */
export function registerEmailLinkRoutes(app: FastifyInstance, deps: PasswordResetDeps & EmailVerificationDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (the same 202 whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: { 202: messageResponseSchema, 400: validationErrorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.body, request.ip);
      return reply.code(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  routes.post(
    '/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset link (single use, 30 minutes)',
        body: passwordResetConfirmSchema,
        response: { 200: messageResponseSchema, 400: validationErrorResponseSchema },
      },
    },
    async (request) => {
      await confirmPasswordReset(deps, request.body);
      return { message: 'Your password has been changed. Please log in with your new password.' };
    },
  );

  routes.post(
    '/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Verify an email address with its link (single use, 24 hours)',
        body: verifyEmailInputSchema,
        response: { 200: messageResponseSchema, 400: validationErrorResponseSchema },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body);
      return { message: 'Your email address is verified. Thank you!' };
    },
  );

  routes.post(
    '/verify-email/resend',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new verification link to the logged-in customer',
        security: [{ bearerAuth: [] }],
        response: { 202: messageResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await resendVerification(deps, requireAuth(request).user);
      return reply.code(202).send({ message: 'We have sent you a new verification link.' });
    },
  );
}
