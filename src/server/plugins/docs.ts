/** OpenAPI description of the API, generated from the zod route schemas, browsable at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const docsPlugin = fp<{ publicUrl: string }>(async (app, opts) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Antarman API', version: '1.0.0', description: 'Public, member and admin API of the practice website.' },
      servers: [{ url: opts.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
