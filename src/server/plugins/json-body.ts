/**
 * The JSON body parser of the API: Fastify's own (prototype-poisoning keys refused), plus what a
 * PostgreSQL text column can never hold. A string with the NUL character (`\u0000`) or half of a
 * surrogate pair (`\ud800` alone: not Unicode text, and PGlite turns it into bytes PostgreSQL
 * rejects) is refused with 400 here, before any route runs, instead of failing in the database as
 * a 500. Both can only arrive as `\u` escapes, so bodies without one are not walked.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function badText(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}

/** True when any string (value or key) in `value` cannot be stored as PostgreSQL text. */
export function holdsUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (badText(v)) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (badText(k)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parse(req, body as string, (err, value) => {
      if (err) return done(err, undefined);
      if ((body as string).includes('\\u') && holdsUnstorableText(value)) return done(badRequest(), undefined);
      return done(null, value);
    });
  });
});
