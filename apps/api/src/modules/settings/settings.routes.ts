import {
  publicStoreSettingsSchema,
  storeSettingsInputSchema,
  storeSettingsSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { adminStoreSettings, publicStoreSettings, saveStoreSettings } from './settings.service';

const security = [{ bearerAuth: [] }];

/**
 * The seller's details: read by everyone (contact page, footer), edited by admins; `onSettingsChanged` runs
 * after a save (the pages drawn from them are drawn again).
 */
export function registerSettingsRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  { onSettingsChanged }: { onSettingsChanged?: () => void } = {},
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: "The seller's details and grievance officer, as the contact page and footer show them",
        response: { 200: publicStoreSettingsSchema },
      },
    },
    async () => publicStoreSettings(db),
  );

  routes.get(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'The store settings, with when an admin last saved them',
        security,
        response: { 200: storeSettingsSchema },
      },
    },
    async () => adminStoreSettings(db),
  );

  routes.put(
    '/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Replaces the store settings (GSTIN checked: format, check character, state)',
        security,
        body: storeSettingsInputSchema,
        response: { 200: storeSettingsSchema, 400: validationErrorResponseSchema },
      },
    },
    async (request) => {
      const saved = await saveStoreSettings(db, request.body);
      onSettingsChanged?.();
      return saved;
    },
  );
}
