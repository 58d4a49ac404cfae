import type { FastifyPluginAsync } from 'fastify';

/** Liveness (the process answers) and readiness (the database answers) for a load balancer. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const ready = await app.services.database.ping();
    return reply.code(ready ? 200 : 503).send({ ready });
  });
};
