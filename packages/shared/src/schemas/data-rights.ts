import { z } from 'zod';

/** How long a prepared archive of a customer's data can be downloaded. */
export const DATA_EXPORT_DAYS = 7;
/** One archive request per this many hours (preparing one reads everything the store holds on the customer). */
export const DATA_EXPORT_INTERVAL_HOURS = 24;
/** How long the mailed link that confirms an erasure works. */
export const ERASURE_LINK_HOURS = 24;

export const DATA_EXPORT_STATES = ['preparing', 'ready', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportSchema = z.object({
  id: z.string(),
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the archive is deleted; null until it is ready. */
  expiresAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The customer's latest archive (none, or gone after its 7 days) and when they may ask for another. */
export const dataExportStatusSchema = z.object({
  export: dataExportSchema.nullable(),
  /** Null when a new request is allowed now. */
  nextRequestAt: z.string().nullable(),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const adminExportParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** Work still running for the customer: an erasure closes it first, only with their agreement. */
export const openWorkSchema = z.object({
  projects: z.array(z.object({ reference: z.string(), title: z.string(), state: z.string() })),
  plans: z.array(z.object({ title: z.string(), endsOn: z.string() })),
});
export type OpenWork = z.infer<typeof openWorkSchema>;

/** What an erasure would end now: shown before the customer asks. */
export const erasurePreviewSchema = z.object({ openWork: openWorkSchema });

export const erasureRequestInputSchema = z.object({
  password: z.string({ message: 'Enter your password' }).min(1, 'Enter your password').max(256),
  /** The customer agrees that open projects and plan months end now, without a refund. */
  closeOpenWork: z.boolean().default(false),
});
export type ErasureRequestInput = z.infer<typeof erasureRequestInputSchema>;

export const erasureRequestedSchema = z.object({
  linkExpiresAt: z.string(),
  /** Where the link went. */
  email: z.string(),
  openWork: openWorkSchema,
});
export type ErasureRequested = z.infer<typeof erasureRequestedSchema>;

export const erasureConfirmInputSchema = z.object({
  token: z.string({ message: 'The link is incomplete' }).min(1, 'The link is incomplete').max(200),
});

/** What was erased and what is kept (and why), as the confirmation page and mail say it. */
export const erasureOutcomeSchema = z.object({
  erased: z.array(z.string()),
  kept: z.array(z.object({ what: z.string(), why: z.string() })),
});
export type ErasureOutcome = z.infer<typeof erasureOutcomeSchema>;

export const ERASURE_STATES = ['awaiting-link', 'erased', 'expired'] as const;
export type ErasureState = (typeof ERASURE_STATES)[number];

export const adminErasureSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The address the link went to, while the request waits; null once the account is erased. */
  email: z.string().nullable(),
  state: z.enum(ERASURE_STATES),
  closeOpenWork: z.boolean(),
  requestedAt: z.string(),
  linkExpiresAt: z.string(),
  erasedAt: z.string().nullable(),
});
export type AdminErasure = z.infer<typeof adminErasureSchema>;

export const adminErasureListSchema = z.object({ requests: z.array(adminErasureSchema) });
export type AdminErasureList = z.infer<typeof adminErasureListSchema>;

/** The 409 of an erasure request while work is in progress: what would end without a refund. */
export const erasureOpenWorkResponseSchema = z.object({ error: z.string(), openWork: openWorkSchema });
