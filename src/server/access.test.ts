/**
 * Every API route, as Fastify registered it, tried as a visitor, a member and an admin. Routes
 * added later are covered without touching this file: a route without a rule does not even start
 * (authz.ts), and one with the wrong rule fails here.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiRouteRule } from './plugins/authz.ts';
import { createUser } from './testing/auth.ts';
import { testDatabaseKinds } from './testing/databases.ts';
import { appWithPeople } from './testing/fixtures.ts';

/** Public routes that answer 401 by design: "who am I" says "nobody" to a visitor (spec §7). */
const PUBLIC_SESSION_ROUTES = new Set(['GET /api/auth/user', 'HEAD /api/auth/user']);

/**
 * Public routes that Meta's servers call (issue 52): open to anyone, but they answer only Meta's
 * own credentials. A caller without them gets exactly this: 403 for the subscription check without
 * WHATSAPP_VERIFY_TOKEN, 401 for a delivery without a valid X-Hub-Signature-256.
 */
const PUBLIC_SIGNED_ROUTES = new Map([
  ['GET /api/whatsapp/webhook', 403],
  ['HEAD /api/whatsapp/webhook', 403],
  ['POST /api/whatsapp/webhook', 401],
]);

/** Issue §6 and ARCHITECTURE.md "Security rules": what must be admin-only, whoever adds it. */
function mustBeAdmin({ method, url }: ApiRouteRule): string | null {
  if (url.startsWith('/api/admin/')) return 'every /api/admin/* route';
  // Exports of people's data; a member's export of their own data (/api/me/...) is theirs.
  if (url.includes('/export') && !url.startsWith('/api/me/')) return "every export of people's data";
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  if (write && /^\/api\/(admin\/)?(webinars|services|forms)(\/:[^/]+)?$/.test(url)) return 'create/update/delete of webinars, services and forms';
  if (method === 'PATCH' && /^\/api\/contact\/:[^/]+\/responded$/.test(url)) return 'marking a contact as responded';
  if (/bulk-reply/.test(url)) return 'bulk reply';
  const peopleData = [
    /^\/api\/users$/,
    /^\/api\/contact$/,
    /^\/api\/responses$/,
    /^\/api\/registrations$/,
    /^\/api\/webinar-registrations$/,
    /^\/api\/unified-registrations$/,
    /^\/api\/forms\/:[^/]+\/responses$/,
    /^\/api\/webinars\/:[^/]+\/registrations$/,
  ];
  if ((method === 'GET' || method === 'HEAD') && peopleData.some((re) => re.test(url))) return "listings of people's data";
  return null;
}

/** A concrete URL for a route pattern: a fresh id for each parameter, a word for a wildcard. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => randomUUID()).replace(/\*$/, 'x');
}

describe.each(testDatabaseKinds())('access rules of every API route on %s', (kind) => {
  let routes: readonly ApiRouteRule[];
  const { t, admin, member } = appWithPeople(kind);
  beforeAll(() => {
    routes = t.app.apiRouteTable();
  });

  const call = (route: ApiRouteRule, cookie?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: { ...(cookie ? { cookie } : {}), origin: t.config.publicUrl },
      payload: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
    });

  it('reads the route table Fastify built, spec routes included', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/auth/user',
        'GET /api/login',
        'GET /api/logout',
        'POST /api/direct-admin-promotion',
        'POST /api/admin/users',
        'GET /api/users',
        'GET /api/admin/export/users',
        'GET /api/webinars',
        // What cancelling refunds, asked before the member confirms (issue 51).
        'GET /api/me/registrations/:id/refund-preview',
        // The 7-day course (issue 54 part 3): the founder's lessons, the learner's days.
        'GET /api/admin/course',
        'PUT /api/admin/course/:serviceId/lessons/:day',
        'DELETE /api/admin/course/:serviceId/lessons/:day',
        'GET /api/me/courses',
        'GET /api/me/course/:slug',
        'GET /api/me/course/:slug/days/:day',
        'POST /api/me/course/:slug/days/:day/done',
        'GET /api/me/course/:slug/days/:day/video',
        'GET /api/me/course/:slug/days/:day/file',
        'GET /api/me/course/:slug/certificate',
      ]),
    );
  });

  it('keeps admin-only what must be admin-only', () => {
    const wrong = routes.filter((r) => mustBeAdmin(r) && r.access !== 'admin').map((r) => `${r.method} ${r.url} (${mustBeAdmin(r)}) is ${r.access}`);
    expect(wrong).toEqual([]);
  });

  it('declares the course routes for admins (lessons) and members (their days)', () => {
    const course = routes.filter((r) => r.url.startsWith('/api/admin/course') || r.url.startsWith('/api/me/course'));
    expect(course.length).toBeGreaterThanOrEqual(10);
    for (const r of course) expect(r.access, `${r.method} ${r.url}`).toBe(r.url.startsWith('/api/admin/') ? 'admin' : 'member');
  });

  it('answers visitors, members and admins as each route declares', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url} [${route.access}]`;
      const asVisitor = await call(route);
      if (route.access === 'public') {
        if (PUBLIC_SESSION_ROUTES.has(`${route.method} ${route.url}`)) continue;
        const signed = PUBLIC_SIGNED_ROUTES.get(`${route.method} ${route.url}`);
        if (signed !== undefined) {
          if (asVisitor.statusCode !== signed) problems.push(`${name}: a caller without Meta's credentials got ${asVisitor.statusCode}, not ${signed}`);
          continue;
        }
        if ([401, 403].includes(asVisitor.statusCode) || asVisitor.statusCode >= 500) problems.push(`${name}: visitor got ${asVisitor.statusCode}`);
        continue;
      }
      if (asVisitor.statusCode !== 401) problems.push(`${name}: visitor got ${asVisitor.statusCode}, not 401`);
      const asMember = await call(route, member.cookie);
      if (route.access === 'member') {
        if ([401, 403].includes(asMember.statusCode) || asMember.statusCode >= 500) problems.push(`${name}: member got ${asMember.statusCode}`);
        continue;
      }
      if (asMember.statusCode !== 403) problems.push(`${name}: member got ${asMember.statusCode}, not 403`);
      const asAdmin = await call(route, admin.cookie);
      if ([401, 403].includes(asAdmin.statusCode) || asAdmin.statusCode >= 500) problems.push(`${name}: admin got ${asAdmin.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it('starts no payment and takes no UTR for a registration id alone: a visitor and another member get 403 (issue 49 item 7)', async () => {
    const paying = [
      ['/api/registrations/:id/payment', { method: 'card' }],
      ['/api/registrations/:id/payment/utr', { utr: '661234567890' }],
    ] as const;
    for (const [url, payload] of paying) {
      expect(routes.find((r) => r.method === 'POST' && r.url === url)?.access).toBe('public');
      for (const cookie of [undefined, member.cookie]) {
        const res = await t.app.inject({ method: 'POST', url: concrete(url), payload, headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) } });
        expect(res.statusCode, `${url} ${cookie ? 'member' : 'visitor'}`).toBe(403);
      }
    }
  });

  it('answers 401 and 403 in the error shape, translated', async () => {
    const visitor = await t.app.inject({ url: '/api/users', cookies: { i18nextLng: 'gu' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('unauthorized');
    expect(visitor.json().error.message).toMatch(/[\u0A80-\u0AFF]/);
    const asMember = await t.app.inject({ url: '/api/users', headers: { cookie: member.cookie } });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().error.code).toBe('forbidden');
  });

  it('does not take a forged or ended session for a user', async () => {
    const forged = await t.app.inject({ url: '/api/users', headers: { cookie: 'antarman.session_token=made-up.signature' } });
    expect(forged.statusCode).toBe(401);
    const someone = await createUser(t, { role: 'admin' });
    await t.app.inject({ url: '/api/logout', headers: { cookie: someone.cookie } });
    expect((await t.app.inject({ url: '/api/users', headers: { cookie: someone.cookie } })).statusCode).toBe(401);
  });
});
