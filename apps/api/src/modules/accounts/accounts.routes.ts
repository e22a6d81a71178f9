import {
  accountLanguageSchema,
  adminLoginInputSchema,
  adminLoginResponseSchema,
  errorResponseSchema,
  loginInputSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  signupInputSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chosenVisitLanguage } from '../../lib/visit-language';
import { type AccountsDeps, adminLogin, login, logout, signup } from './accounts.service';
import { requireAuth } from './require-auth';
import { setLanguage } from './users.repository';

const bearer = [{ bearerAuth: [] }];

/** Sign-up, customer and admin login, profile and logout. */
export function registerAccountsRoutes(app: FastifyInstance, deps: AccountsDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create a customer account',
        body: signupInputSchema,
        response: { 201: messageResponseSchema, 400: validationErrorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await signup(deps, request.body, { ip: request.ip, language: chosenVisitLanguage(request.headers) });
      return reply.code(201).send({ message: 'User registered successfully' });
    },
  );

  routes.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Customer login by email and password',
        body: loginInputSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => login(deps, request.body, request.ip),
  );

  routes.post(
    '/admin-login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Admin login by username and password',
        body: adminLoginInputSchema,
        response: { 200: adminLoginResponseSchema },
      },
    },
    async (request) => adminLogin(deps, request.body, request.ip),
  );

  routes.get(
    '/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in account',
        security: bearer,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return { name: user.name, email: user.email ?? '', emailVerified: user.email_verified_at !== null };
    },
  );

  routes.put(
    '/profile/language',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: "Keep the store's language the logged-in account chose (its pages and mails)",
        security: bearer,
        body: accountLanguageSchema,
        response: { 200: accountLanguageSchema, 400: validationErrorResponseSchema },
      },
    },
    async (request) => {
      await setLanguage(deps.db, requireAuth(request).user.id, request.body.language);
      return { language: request.body.language };
    },
  );

  routes.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the tokens of the logged-in account',
        security: bearer,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await logout(deps, requireAuth(request).user.id);
      return { message: 'Logged out' };
    },
  );
}
