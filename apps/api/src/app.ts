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
import { razorpayPageHosts, registerPaymentPagePolicy } from './http/payment-page-policy';
import { contentSecurityPolicy, registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { registerServerTiming } from './http/server-timing';
import { registerWebApp } from './http/web-app';
import { loadOrCreateSecret } from './lib/secrets';
import { createTokenService } from './modules/accounts';
import { allModules } from './modules/all';
import type { CheckoutDeps } from './modules/checkout';
import type { ModuleContext } from './modules/module';
import { createPaymentProvider, type Transport } from './modules/payments';
import { prepareModules, registerModuleRoutes } from './modules/start-modules';

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

export interface BuiltApp {
  app: FastifyInstance;
  checkout: CheckoutDeps;
  /** What every module's jobs start with (main.ts starts them). */
  context: ModuleContext;
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
  const pagePolicy = {
    https: env.PUBLIC_URL?.startsWith('https://') ?? false,
    inlineScripts: webRoot ? inlineScriptsOf(path.resolve(webRoot)) : undefined,
  };
  const security = securityHeaders({
    ...pagePolicy,
    ...(env.PAYMENT_PROVIDER === 'cashfree' ? CASHFREE_CSP : {}),
  });
  registerSecurityHeaders(app, security);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  const serverSecret = loadOrCreateSecret(env.DATA_DIR, env.JWT_SECRET);
  const tokens = createTokenService(serverSecret);
  registerAccessControl(app, store.db, tokens);
  const payments = createPaymentProvider(app, env, {
    db: store.db,
    serverSecret,
    publicUrl: env.publicUrl,
    transport: paymentTransport,
  });
  const browserCheckout = payments.provider.checkout;
  // Razorpay's Standard Checkout is allowed on the payment page only.
  if (browserCheckout.kind === 'razorpay') {
    const hosts = razorpayPageHosts(browserCheckout.checkoutScript);
    registerPaymentPagePolicy(app, contentSecurityPolicy({ ...pagePolicy, ...hosts }));
  }
  const ctx = await prepareModules(allModules, {
    db: store.db,
    dialect: store.dialect,
    env,
    publicUrl: env.publicUrl,
    serverSecret,
    tokens,
    payments,
    // Without SMTP_URL mails are kept for /admin/emails instead of sent.
    mail: { smtp: Boolean(env.SMTP_URL), publicUrl: env.publicUrl, shopAlertTo: env.shopAlertTo },
    log: app.log,
  });

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
  earlyAnswer = cachedListingAnswer(ctx.services.listings, security);
  await app.register(
    async (api) => {
      registerModuleRoutes('api', api, allModules, ctx);
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
  registerModuleRoutes('site', app, allModules, ctx);
  if (webRoot) {
    const catalogue = cataloguePageLoader(store.db);
    // Without the server's renderer, /designs still arrives with its first page of designs to draw.
    const firstDesigns = async (): Promise<PageData | undefined> =>
      (await catalogue('/designs', new URLSearchParams()))?.data;
    const earlyPage = await registerWebApp(
      app,
      path.resolve(webRoot),
      { '/designs': firstDesigns },
      {
        banner: ctx.services.siteBanner,
        siteData: ctx.services.siteData,
        designPage: designPageLoader(store.db, env.publicUrl),
        cataloguePage: catalogue,
        plansOnSale: ctx.services.plansOnSale,
        publicUrl: env.publicUrl,
        security,
      },
    );
    const earlyListing = earlyAnswer;
    earlyAnswer = (request, response) => earlyListing(request, response) || earlyPage(request, response);
  }
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ error: 'Not found' });
  });
  return { app, checkout: ctx.services.checkout, context: ctx };
}
