/**
 * The baseline of the throughput figures: a bare Fastify hello-world, nothing else. `/bytes/:n`
 * answers n incompressible bytes, to show what the load generator itself manages for an answer
 * as large as a page.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const payloads = new Map<number, Buffer>();
app.get('/', async () => ({ hello: 'world' }));
app.get<{ Params: { n: string } }>('/bytes/:n', async (req, reply) => {
  const n = Math.min(Math.max(Number(req.params.n) || 0, 0), 1_000_000);
  let payload = payloads.get(n);
  if (!payload) payloads.set(n, (payload = randomBytes(n)));
  return reply.type('application/octet-stream').send(payload);
});
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
