/**
 * The baseline of the throughput figures: a bare Fastify hello-world, nothing else. `/bytes/:n`
 * answers n incompressible bytes, to show what the load generator itself manages for an answer
 * as large as a page. `/page` is the baseline of the Lighthouse figures: a minimal HTML page (no
 * script, no style), whose blocking time is the browser's own on this machine.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const payloads = new Map<number, Buffer>();
app.get('/', async () => ({ hello: 'world' }));
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>A minimal page</title><meta name="description" content="The baseline of the benchmark\'s Lighthouse figures."></head>' +
  '<body><main><h1>A minimal page</h1><p>A heading and a paragraph: what any page costs the browser.</p></main></body></html>';
app.get('/page', async (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
app.get<{ Params: { n: string } }>('/bytes/:n', async (req, reply) => {
  const n = Math.min(Math.max(Number(req.params.n) || 0, 0), 1_000_000);
  let payload = payloads.get(n);
  if (!payload) payloads.set(n, (payload = randomBytes(n)));
  return reply.type('application/octet-stream').send(payload);
});
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
