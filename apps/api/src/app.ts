import { createServer } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { pingDatabase } from './db/app-meta';
import type { DataStore } from './db/database';
import { trackAllowedMethods } from './http/allowed-methods';
import { registerErrorHandler } from './http/error-handler';
import { inlineScriptsOf } from './http/inline-scripts';
import { registerJsonBodyParser } from './http/json-body';
import { registerOpenApi } from './http/openapi';
import { registerPagePolicies } from './http/page-policies';
import { contentSecurityPolicy, registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { registerServerTiming } from './http/server-timing';
import { registerWebApp } from './http/web-app';
import { loadOrCreateSecret } from './lib/secrets';
import type { EarlyAnswer } from './lib/web-pages';
import { allModules } from './modules/all';
import type { ModuleContext, ModuleOptions } from './modules/module';
import {
  pagePolicyOf,
  prepareModules,
  provideContext,
  registerModuleRoutes,
  webPagesOf,
} from './modules/start-modules';

/** What builds an app; the modules' own options (a test's payment transport) come with it. */
export interface AppOptions extends ModuleOptions {
  env: Env;
  store: DataStore;
  /** Folder of the built front end; the API alone is served when it is missing. */
  webRoot?: string;
  logger?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** What every module's jobs start with (main.ts starts them), its services too (the reconciler's, for tests). */
  context: ModuleContext;
}

/** Builds the HTTP server: the API under /api, media, and the front end, on one port. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await buildStore(options)).app;
}

/** Builds the app and hands back the modules' context too (main.ts starts its jobs; tests use its services). */
export async function buildStore({
  env,
  store,
  webRoot,
  logger = true,
  ...moduleOptions
}: AppOptions): Promise<BuiltApp> {
  // Set once the routes exist: what the modules and the web pages answer before the app's routing.
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
  const base = provideContext(
    allModules,
    {
      db: store.db,
      dialect: store.dialect,
      env,
      publicUrl: env.publicUrl,
      serverSecret: loadOrCreateSecret(env.DATA_DIR, env.JWT_SECRET),
      // Without SMTP_URL mails are kept for /admin/emails instead of sent.
      mail: { smtp: Boolean(env.SMTP_URL), publicUrl: env.publicUrl, shopAlertTo: env.shopAlertTo },
      log: app.log,
    },
    app,
    moduleOptions,
  );
  const pagePolicy = {
    https: env.PUBLIC_URL?.startsWith('https://') ?? false,
    inlineScripts: webRoot ? inlineScriptsOf(path.resolve(webRoot)) : undefined,
  };
  const { everyPage, pages } = pagePolicyOf(allModules, base);
  const security = securityHeaders({ ...pagePolicy, ...everyPage });
  registerSecurityHeaders(app, security);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  registerPagePolicies(
    app,
    pages.map(({ path, hosts }) => ({ path, policy: contentSecurityPolicy({ ...pagePolicy, ...hosts }) })),
  );
  const ctx = await prepareModules(allModules, base);

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
  const { earlyAnswer: modulesAnswer, pageData, ...webPages } = webPagesOf(allModules, ctx);
  earlyAnswer = modulesAnswer?.(security) ?? earlyAnswer;
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
    const earlyPage = await registerWebApp(app, path.resolve(webRoot), pageData, {
      ...webPages,
      publicUrl: env.publicUrl,
      security,
    });
    const earlyFromModules = earlyAnswer;
    earlyAnswer = (request, response) => earlyFromModules(request, response) || earlyPage(request, response);
  }
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ error: 'Not found' });
  });
  return { app, context: ctx };
}
