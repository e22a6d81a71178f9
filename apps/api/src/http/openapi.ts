import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeDocument, type RouteFacts } from './openapi-document';

/** OpenAPI 3.1 generated from the routes' zod schemas, with interactive docs at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const facts: RouteFacts = new Map();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SiteInMinutes store API',
        description: 'Catalogue, accounts, checkout, payments, orders and admin calls of the store.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (route) => {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const access = route.route.config?.access;
      if (access) for (const method of [route.route.method].flat()) facts.set(`${method} ${path}`, { access });
      return jsonSchemaTransform(route);
    },
    // Named shared schemas (`.meta({ id })`: Error, ValidationError, DesignCard…) go to components.schemas.
    transformObject: (document) => completeDocument(jsonSchemaTransformObject(document), facts),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
