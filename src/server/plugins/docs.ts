/**
 * OpenAPI description of the API, generated from the zod route schemas, browsable at /api/docs and
 * served as JSON at /api/docs/json. The document is valid OpenAPI 3.0 (docs.test.ts checks it with
 * @readme/openapi-parser), and says in one place what every route has in common:
 * - who may call it: member and admin routes (`config.access`, plugins/authz.ts) need the session
 *   cookie, described as the `session` security scheme; public routes need nothing;
 * - how it fails: every operation answers 4XX with the API's one error shape (plugins/errors.ts,
 *   `apiErrorSchema`), the message in the visitor's language.
 * Routes that are not API (the pages' catch-all, unknown /api paths) hide themselves (`hide: true`).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/contracts/errors.ts';
import type { Access } from './authz.ts';

export interface DocsOptions {
  publicUrl: string;
  /** The session cookie's name (`__Secure-` first on https), as better-auth sets it. */
  sessionCookie: string;
}

/** The security requirement of a route, from its access rule: none for public routes. */
export function securityOf(access: Access | undefined): Array<Record<string, string[]>> | undefined {
  return access === 'member' || access === 'admin' ? [{ session: [] }] : undefined;
}

const ERROR_RESPONSE = '#/components/responses/Error';
/** The keys of a path item that are operations (a path item may also hold `parameters`, `summary`...). */
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export const docsPlugin = fp<DocsOptions>(async (app, opts) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Antarman API', version: '1.0.0', description: 'Public, member and admin API of the practice website.' },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: opts.sessionCookie,
            description: 'The session cookie set by signing in (POST /api/auth/sign-in/email). Member routes need a signed-in account (else 401), admin routes an admin (else 403).',
          },
        },
        schemas: {
          ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0', io: 'output' }) as Record<string, unknown>,
        },
        responses: {
          Error: {
            description:
              'Refused: bad input (400, with a message per field), not signed in (401), not allowed or from another site (403), not found (404), conflict (409), gone (410), body too large (413), too many requests (429, with Retry-After). The message is in the visitor\'s language.',
            headers: { 'Retry-After': { description: 'Seconds to wait (429, 503).', schema: { type: 'integer' } } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
          },
        },
      },
    },
    transform(input) {
      const out = jsonSchemaTransform(input);
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      if (schema.hide) return out;
      const security = securityOf((input.route.config as { access?: Access } | undefined)?.access);
      return { url: out.url, schema: security ? { ...schema, security } : schema };
    },
    transformObject(document) {
      const openapi = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      const paths = (openapi.paths ?? {}) as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      for (const operations of Object.values(paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          if (!HTTP_METHODS.has(method)) continue;
          operation.responses = { ...operation.responses, '4XX': operation.responses?.['4XX'] ?? { $ref: ERROR_RESPONSE } };
        }
      }
      return openapi;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
