// The shared schemas that the app's start-up code checks the store's answers with. This module loads with the
// first answer it checks (lib/start-up-schema.ts), so zod is not in the app's start-up file.
export {
  categoryListSchema,
  designCardListSchema,
  designPageSchema,
  marketingPlanListSchema,
  messageResponseSchema,
  publicStoreSettingsSchema,
} from '@store/shared';
