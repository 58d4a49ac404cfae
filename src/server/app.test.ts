import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './testing/databases.ts';
import { withApp } from './testing/fixtures.ts';

describe.each(testDatabaseKinds())('API base on %s', (kind) => {
  const { t } = withApp(kind);

  it('answers unknown API paths with a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing', payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('translates error messages into the visitor language', async () => {
    const en = await t.app.inject({ url: '/api/no-such-thing' });
    const hi = await t.app.inject({ url: '/api/no-such-thing', cookies: { i18nextLng: 'hi' } });
    expect(en.json().error.message).toBe('There is no such API route.');
    expect(hi.json().error.message).toMatch(/[\u0900-\u097F]/);
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
  });

  it('sends security headers on API responses', async () => {
    const res = await t.app.inject({ url: '/api/services' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('publishes an OpenAPI description that lists the public routes', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/webinars', '/api/webinars/{id}', '/api/services', '/api/forms/type/{type}']));
  });

  it('leads the login path to the sign-in page with a safe return path', async () => {
    const res = await t.app.inject({ url: '/api/login?returnTo=%2Fdashboard' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?returnTo=%2Fdashboard');
    const evil = await t.app.inject({ url: '/api/login?returnTo=https%3A%2F%2Fevil.example' });
    expect(evil.headers.location).toBe('/login?returnTo=%2F');
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('never leaks a stack trace when something fails inside', async () => {
    t.app.services.cache.invalidate();
    const original = t.app.services.services.list;
    t.app.services.services.list = async () => {
      throw new Error('secret internal detail at /srv/app/db.ts:42');
    };
    try {
      const res = await t.app.inject({ url: '/api/services' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('secret internal detail');
      expect(res.json().error.code).toBe('server_error');
    } finally {
      t.app.services.services.list = original;
    }
  });
});
