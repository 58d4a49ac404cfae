/**
 * The served OpenAPI document is valid (issue 22, item 1): the real app with the built pages on
 * (`npm run build`; `npm test` builds first: the pages' catch-all is registered as in production), on
 * a real database. (Vite's middleware mode took some 20 s to render the first page: too slow for CI.) `/api/docs/json` passes @readme/openapi-parser's validation (before, the catch-all page
 * route put `/{*}` with a QUERY operation in it, which OpenAPI 3.0 does not have: the document was
 * invalid). No page route is in it; member and admin routes require the session cookie scheme and
 * public routes nothing, as `config.access` says; every operation documents its 4xx answers with
 * the API's error shape. The document is checked against the server: the cookie the scheme names is
 * the one signing in sets and the one the admin routes accept, and real 4xx answers have the
 * documented shape.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/contracts/errors.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedSampleContent } from '../db/seed.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { createUser } from '../testing/auth.ts';
import { createTestDatabase, testDatabaseKinds } from '../testing/databases.ts';
import { TEST_SETTINGS } from '../testing/settings.ts';

interface Operation {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { $ref?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    schemas: Record<string, unknown>;
  };
}

/** The OpenAPI path of a Fastify route URL (`/api/webinars/:id` → `/api/webinars/{id}`). */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

/** What a 4xx answer must look like: the documented shape, and nothing else at the top. */
function expectApiError(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  expect(apiErrorSchema.safeParse(body).success, res.body).toBe(true);
}

describe.each(testDatabaseKinds())('the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let doc: Document;

  beforeAll(async () => {
    const db = await createTestDatabase(kind);
    await seedSampleContent(db.database.db);
    const config = loadConfig(TEST_SETTINGS);
    app = await buildApp(config, { database: db.database, pages: 'production', logger: false, readCacheMs: 0 });
    await app.ready();
    t = { app, db, config, close: async () => (await app.close(), await db.drop()) };
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t?.close());

  it('is valid OpenAPI for @readme/openapi-parser, and holds the API only', async () => {
    // validate() dereferences in place: give it a copy.
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    // Unknown API paths (the JSON 404 catch-all) and the documentation's own routes are not operations.
    expect(Object.keys(doc.paths).filter((p) => p === '/api/{*}' || p.startsWith('/api/docs'))).toEqual([]);
    // And the pages are really served by this app (the catch-all is registered, only hidden).
    expect((await app.inject('/events')).statusCode).toBe(200);
  });

  it('requires the session cookie exactly on the member and admin routes', () => {
    expect(doc.components.securitySchemes).toEqual({ session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'antarman.session_token' }) });
    const routes = app.apiRouteTable().filter((r) => r.method !== 'HEAD' && r.url !== '/api/*');
    expect(routes.length).toBeGreaterThan(50);
    const mismatches: string[] = [];
    for (const { method, url, access } of routes) {
      const operation = doc.paths[openapiPath(url)]?.[method.toLowerCase()];
      if (!operation) {
        mismatches.push(`${method} ${url}: not in the document`);
        continue;
      }
      const expected = access === 'public' ? undefined : [{ session: [] }];
      if (JSON.stringify(operation.security) !== JSON.stringify(expected)) mismatches.push(`${method} ${url} (${access}): ${JSON.stringify(operation.security)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('documents 4xx answers with the error shape on every operation, and the server answers in that shape', async () => {
    const ref = doc.components.responses.Error.content['application/json'].schema.$ref;
    expect(ref).toBe('#/components/schemas/ApiError');
    expect(doc.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['error'], properties: { error: { required: ['code', 'message'] } } });
    const without: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) if (operation.responses['4XX']?.$ref !== '#/components/responses/Error') without.push(`${method} ${path}`);
    }
    expect(without).toEqual([]);

    const admin = await createUser(t, { role: 'admin' });
    const member = await createUser(t);
    // Only the cookie the scheme names: enough for an admin route.
    const name = doc.components.securitySchemes.session.name;
    const session = admin.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
    expect(session, admin.cookie).toBeDefined();
    expect((await app.inject({ url: '/api/admin/stats', headers: { cookie: session! } })).statusCode).toBe(200);
    expectApiError(await app.inject('/api/admin/stats'), 401);
    expectApiError(await app.inject({ url: '/api/admin/stats', headers: { cookie: member.cookie } }), 403);
    expectApiError(await app.inject('/api/webinars/no-such-event'), 404);
    expectApiError(await app.inject({ method: 'POST', url: '/api/contact', payload: { name: '', email: 'nope' } }), 400);
  });
});

describe.each(testDatabaseKinds())('the OpenAPI document of an https site on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, env: { PUBLIC_URL: 'https://antarman.example' } });
  });
  afterAll(() => t?.close());

  it("names the cookie signing in sets there (better-auth's __Secure- name)", async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as Document;
    const name = doc.components.securitySchemes.session.name;
    expect(name).toBe('__Secure-antarman.session_token');
    const admin = await createUser(t, { role: 'admin' });
    const session = admin.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
    expect(session, admin.cookie).toBeDefined();
    expect((await t.app.inject({ url: '/api/admin/stats', headers: { cookie: session! } })).statusCode).toBe(200);
  });
});
