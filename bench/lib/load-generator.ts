/**
 * autocannon, the load generator of every load run, without the one piece of work that is not load.
 *
 * autocannon keeps the body of every answer as a string: its queue of pipelined requests appends
 * each chunk the parser reads (`req.body += data`, a Buffer decoded as UTF-8), for checks this
 * benchmark never asks for (`expectBody`, `verifyBody`, `onResponse`). On 2 cores, with the server
 * on one core and autocannon on the other, that decoding, not the server, set the figure of any
 * answer larger than a few KB. Measured on 2026-11-25, bare Fastify sending 18.9 KB answered
 * 4,473 req/s with it and 45,907 req/s without; its 188-byte hello-world, 66,458 and 67,110.
 * So every run here, the servers measured and their bare Fastify baseline alike, skips it.
 *
 * This replaces a method of an internal module: package.json pins autocannon's version, and an
 * upgrade that moves the method stops the benchmark with this explanation instead of measuring the
 * wrong thing.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const queue = (require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody?: unknown } }).prototype;
if (typeof queue.addBody !== 'function') {
  throw new Error('autocannon no longer has PipelinedRequestsQueue.addBody: see bench/lib/load-generator.ts before upgrading it');
}
queue.addBody = () => undefined;

export default autocannon;
export type { Result } from 'autocannon';
