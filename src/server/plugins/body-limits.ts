/**
 * How large a JSON body each route reads. Fastify reads a body whole before validating it, so a
 * limit far above what a route needs only lets a client make the server hold and parse megabytes
 * for a 413 or 400 anyway. The default is small (sign-in, contact, profile, cancel: a few KB at
 * most); the few routes that take more get it here, in one table, not in each feature's file.
 *
 * Bodies a route reads as a stream (the image upload's PUT) are not parsed by Fastify and keep
 * their own limits (features/uploads); page requests' bodies are never read (ssr.ts).
 */
import fp from 'fastify-plugin';

const KiB = 1024;

/**
 * Every JSON route unless listed below: the longest of them, a contact message of 5,000 characters
 * in Gujarati or Hindi (3 bytes each in UTF-8), is about 16 KB.
 */
export const DEFAULT_BODY_LIMIT = 32 * KiB;

/** A form's answers (up to 200 fields, a 5,000-character textarea among them). */
export const FORM_ANSWERS_BODY_LIMIT = 256 * KiB;

/** The back office: a form with 200 fields and its labels in three languages, an event's descriptions, a bulk reply. */
export const ADMIN_BODY_LIMIT = 1024 * KiB;

const FORM_ANSWER_ROUTES = new Set(['POST /api/forms/:id/responses', 'POST /api/unified-registration']);

/** The limit of a route, or undefined for the default. */
export function bodyLimitOf(method: string, url: string, access: string | undefined): number | undefined {
  if (access === 'admin') return ADMIN_BODY_LIMIT;
  if (FORM_ANSWER_ROUTES.has(`${method} ${url}`)) return FORM_ANSWERS_BODY_LIMIT;
  return undefined;
}

export const bodyLimitsPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const access = (route.config as { access?: string } | undefined)?.access;
    const limits = [route.method]
      .flat()
      .map((method) => bodyLimitOf(method, route.url, access))
      .filter((limit): limit is number => limit !== undefined);
    if (limits.length) route.bodyLimit = Math.max(...limits);
  });
});
