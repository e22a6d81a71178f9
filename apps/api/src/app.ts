import { createServer } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { pingDatabase } from './db/app-meta';
import type { DataStore } from './db/database';
import { registerAccessControl } from './http/access-control';
import { trackAllowedMethods } from './http/allowed-methods';
import { cachedListingAnswer, type EarlyAnswer } from './http/cached-listing';
import { cataloguePageLoader } from './http/catalogue-page-html';
import { designPageLoader } from './http/design-page-html';
import { registerErrorHandler } from './http/error-handler';
import { inlineScriptsOf } from './http/inline-scripts';
import { registerJsonBodyParser } from './http/json-body';
import { registerOpenApi } from './http/openapi';
import type { PageData } from './http/page-data';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { registerServerTiming } from './http/server-timing';
import { registerWebApp } from './http/web-app';
import { loadOrCreateSecret } from './lib/secrets';
import { shortMemo } from './lib/short-memo';
import { createTokenService, registerAccountsRoutes, registerEmailLinkRoutes } from './modules/accounts';
import { registerAdminRoutes, registerUsersAdminRoutes } from './modules/admin';
import {
  ListingCache,
  registerCardsAdminRoutes,
  registerCatalogueRoutes,
  registerCrawlerFiles,
} from './modules/catalogue';
import {
  type CheckoutDeps,
  createEncRespCodec,
  isDesignOrdered,
  registerCheckoutRoutes,
  registerOrdersAdminRoutes,
  registerWebhookRoutes,
} from './modules/checkout';
import { registerEnquiriesAdminRoutes, registerEnquiriesRoutes } from './modules/enquiries';
import {
  documentAttachmentNames,
  issueCreditNoteForRefundedOrder,
  issueInvoiceForPaidOrder,
  registerInvoicesAdminRoutes,
  registerInvoicesRoutes,
} from './modules/invoices';
import {
  accountMails,
  mailForEnquiry,
  mailsForPaidOrder,
  mailsForRefundedOrder,
  mailsForUnpaidOrder,
  registerMailAdminRoutes,
} from './modules/mail';
import { registerMediaRoutes } from './modules/media';
import { registerNamePreviewRoutes } from './modules/name-preview';
import {
  createPaymentProvider,
  DEMO_PAYMENTS_NOTICE,
  registerDemoGatewayRoutes,
  type Transport,
} from './modules/payments';
import {
  endPlansForRefundedOrder,
  ensurePlans,
  listPlans,
  recordPlansForPaidOrder,
  registerPlansAdminRoutes,
  registerPlansRoutes,
} from './modules/plans';
import {
  closeProjectsOfRefundedOrder,
  createProjectsForPaidOrder,
  registerMonthlyBriefRoutes,
  registerProjectsAdminRoutes,
  registerProjectsRoutes,
} from './modules/projects';
import { ensureStoreSettings, registerSettingsRoutes, storeSettingsSiteData } from './modules/settings';

export interface AppOptions {
  env: Env;
  store: DataStore;
  /** Folder of the built front end; the API alone is served when it is missing. */
  webRoot?: string;
  logger?: boolean;
  /** How the payment provider is reached (tests point Cashfree at a local double). */
  paymentTransport?: Transport;
}

/** Cashfree's JS SDK and checkout frames, allowed only when Cashfree is the provider. */
const CASHFREE_CSP = {
  scriptHosts: ['https://sdk.cashfree.com'],
  connectHosts: ['https://sdk.cashfree.com', 'https://api.cashfree.com', 'https://sandbox.cashfree.com'],
  frameHosts: [
    'https://sdk.cashfree.com',
    'https://api.cashfree.com',
    'https://sandbox.cashfree.com',
    'https://payments.cashfree.com',
    'https://payments-test.cashfree.com',
  ],
};

/** Contact-form messages one network address may send an hour (offices and mobile networks share addresses). */
const ENQUIRY_LIMIT_PER_HOUR = 10;

export interface BuiltApp {
  app: FastifyInstance;
  checkout: CheckoutDeps;
}

/** Builds the HTTP server: the API under /api, media, and the front end, on one port. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await buildStore(options)).app;
}

/** Builds the app and hands back the checkout services too (the reconciler and tests use them). */
export async function buildStore({
  env,
  store,
  webRoot,
  logger = true,
  paymentTransport,
}: AppOptions): Promise<BuiltApp> {
  // Set once the routes exist: answers the catalogue's cached listings before the app's routing.
  let earlyAnswer: EarlyAnswer = () => false;
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] } : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 100 * 1024,
    logController: new LogController({ disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace' }),
    serverFactory: (handler) =>
      createServer((request, response) => {
        if (!earlyAnswer(request, response)) handler(request, response);
      }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerServerTiming(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  const security = securityHeaders({
    https: env.PUBLIC_URL?.startsWith('https://') ?? false,
    inlineScripts: webRoot ? inlineScriptsOf(path.resolve(webRoot)) : undefined,
    ...(env.PAYMENT_PROVIDER === 'cashfree' ? CASHFREE_CSP : {}),
  });
  registerSecurityHeaders(app, security);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  const serverSecret = loadOrCreateSecret(env.DATA_DIR, env.JWT_SECRET);
  const tokens = createTokenService(serverSecret);
  registerAccessControl(app, store.db, tokens);
  // The seller's details exist before the first request: from SELLER_* on the first start, else the demo seller.
  await ensureStoreSettings(store.db, env.seller);
  // The spec's four marketing plans exist before the first request; an admin's edits are kept.
  await ensurePlans(store.db);
  const { provider, demoGateway } = createPaymentProvider(app, env, {
    db: store.db,
    serverSecret,
    publicUrl: env.publicUrl,
    transport: paymentTransport,
  });
  // The built-in demo provider's API and hosted checkout, served by the store itself.
  if (demoGateway) registerDemoGatewayRoutes(app, demoGateway);
  // Without SMTP_URL mails are kept for /admin/emails instead of sent.
  const mailOutbox = { smtp: Boolean(env.SMTP_URL) };
  const shopMail = { ...mailOutbox, publicUrl: env.publicUrl, shopAlertTo: env.shopAlertTo };
  const projectMailer = { outbox: mailOutbox, publicUrl: env.publicUrl };
  const checkout: CheckoutDeps = {
    db: store.db,
    provider,
    encResp: createEncRespCodec(serverSecret),
    publicUrl: env.publicUrl,
    // Modules that act on a paid order (in the same transaction) subscribe here.
    onOrderPaid: [
      createProjectsForPaidOrder,
      recordPlansForPaidOrder,
      issueInvoiceForPaidOrder,
      mailsForPaidOrder(shopMail),
    ],
    onOrderUnpaid: [mailsForUnpaidOrder(shopMail)],
    // The credit note first: the refund mail's attachment is made from it when the mail is sent.
    // The plan months' periods go, and every project of the order not yet delivered is cancelled.
    onOrderRefunded: [
      issueCreditNoteForRefundedOrder,
      endPlansForRefundedOrder,
      closeProjectsOfRefundedOrder(projectMailer),
      mailsForRefundedOrder(shopMail),
    ],
  };

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await pingDatabase(store.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  const allowedMethods = trackAllowedMethods(app, '/api/');
  const listings = new ListingCache();
  // Pages drawn many times a second read the settings and the plans once a second at most; a save here clears them.
  const siteData = shortMemo(storeSettingsSiteData(store.db), 1000);
  const plansOnSale = shortMemo(async () => ({ plans: await listPlans(store.db) }), 1000);
  earlyAnswer = cachedListingAnswer(listings, security);
  await app.register(
    async (api) => {
      registerCatalogueRoutes(api, store.db, listings);
      registerCardsAdminRoutes(api, { db: store.db, isDesignOrdered, onCatalogueChanged: () => listings.clear() });
      registerNamePreviewRoutes(api, store.db, { cacheLimit: env.NAME_PREVIEW_CACHE_LIMIT });
      // Sign-up, password reset and verification mails are written with the token they carry.
      const mailer = accountMails({ ...mailOutbox, publicUrl: env.publicUrl });
      const accounts = { db: store.db, tokens, signupLimitPerIp: env.SIGNUP_LIMIT_PER_IP, mailer };
      registerAccountsRoutes(api, accounts);
      registerEmailLinkRoutes(api, { db: store.db, mailer });
      registerUsersAdminRoutes(api, store.db);
      registerCheckoutRoutes(api, checkout);
      registerWebhookRoutes(api, checkout);
      registerOrdersAdminRoutes(api, checkout);
      registerAdminRoutes(api, store.db);
      registerSettingsRoutes(api, store.db, { onSettingsChanged: siteData.clear });
      registerEnquiriesRoutes(api, {
        db: store.db,
        limitPerHour: ENQUIRY_LIMIT_PER_HOUR,
        onEnquiry: [mailForEnquiry(shopMail)],
      });
      registerEnquiriesAdminRoutes(api, store.db);
      registerMailAdminRoutes(api, {
        db: store.db,
        smtp: mailOutbox.smtp,
        attachmentNames: documentAttachmentNames(store.db),
      });
      registerInvoicesRoutes(api, store.db);
      registerInvoicesAdminRoutes(api, store.db);
      registerProjectsRoutes(api, store.db, projectMailer);
      registerProjectsAdminRoutes(api, store.db, projectMailer);
      registerMonthlyBriefRoutes(api, store.db);
      registerPlansRoutes(api, store.db);
      registerPlansAdminRoutes(api, store.db, { onPlansChanged: plansOnSale.clear });
      api.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        const allow = allowedMethods(path);
        if (allow.length > 0) {
          const error = `${request.method} is not allowed on ${path}; it takes ${allow.join(', ')}`;
          return reply.code(405).header('Allow', allow.join(', ')).send({ error });
        }
        reply.code(404).send({ error: `No API route for ${request.method} ${request.url.split('?')[0]}` });
      });
    },
    { prefix: '/api' },
  );
  registerMediaRoutes(app, store.db);
  registerCrawlerFiles(app, store.db, env.publicUrl);
  if (webRoot) {
    const catalogue = cataloguePageLoader(store.db);
    // Without the server's renderer, /designs still arrives with its first page of designs to draw.
    const firstDesigns = async (): Promise<PageData | undefined> =>
      (await catalogue('/designs', new URLSearchParams()))?.data;
    // A production store on the demo provider says so on every page: nobody should believe they paid.
    const banner = env.production && env.PAYMENT_PROVIDER === 'demo' ? DEMO_PAYMENTS_NOTICE : undefined;
    await registerWebApp(
      app,
      path.resolve(webRoot),
      { '/designs': firstDesigns },
      {
        banner,
        siteData,
        designPage: designPageLoader(store.db, env.publicUrl),
        cataloguePage: catalogue,
        plansOnSale,
        publicUrl: env.publicUrl,
      },
    );
  }
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ error: 'Not found' });
  });
  return { app, checkout };
}
