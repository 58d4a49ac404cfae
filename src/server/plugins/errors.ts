/**
 * One error shape for the whole API: `{ error: { code, message, fields? } }`, the message in the
 * visitor's language. Bad input is a 4xx with field messages; a database that cannot be reached is a
 * 503; anything unexpected is logged and answered with a plain 500 that leaks nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TFunction } from '../../shared/i18n/translator.ts';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors.ts';
import { languageOf, type Translator } from '../lib/i18n.ts';

/** Translates a zod issue: a message that names a translation key wins, else a message by issue code. */
export function issueMessage(issue: { keyword: string; message: string; params: Record<string, unknown> }, t: TFunction): string {
  if (/^[a-z]+:[A-Za-z.]+$/.test(issue.message)) return t(issue.message, issue.params);
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      return t('validation:required');
    case 'too_small':
      if (p.origin === 'string') return Number(p.minimum) <= 1 ? t('validation:required') : t('validation:tooShort', { minimum: p.minimum });
      return t('validation:invalidValue');
    case 'too_big':
      return p.origin === 'string' ? t('validation:tooLong', { maximum: p.maximum }) : t('validation:invalidValue');
    case 'invalid_format':
      return p.format === 'email' ? t('validation:invalidEmail') : t('validation:invalidValue');
    case 'invalid_value':
      return t('validation:invalidChoice');
    default:
      return t('validation:invalidValue');
  }
}

export function validationFields(issues: ZodFastifySchemaValidationError[], t: TFunction): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issueMessage(issue as never, t);
  }
  return fields;
}

const CLIENT_ERRORS: Record<string, { status: number; key: string; code: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'validation:unsupportedMediaType', code: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'validation:payloadTooLarge', code: 'payload_too_large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'validation:badRequest', code: 'bad_request' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'validation:badRequest', code: 'bad_request' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'validation:badRequest', code: 'bad_request' },
  FST_ERR_VALIDATION: { status: 400, key: 'validation:invalidInput', code: 'invalid_input' },
};

/** Connection failures of node-postgres and PGlite: the database is down, not the request bad. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004'];
  if (e.code && codes.includes(e.code)) return true;
  // The last two: the database closed while the server stops (main.ts closes it once the HTTP server
  // has), reached by a request whose client had already gone and whose handler was still running.
  if (
    typeof e.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end on the pool|PGlite is clos(ed|ing)/i.test(e.message)
  )
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

function send(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: fields ? { code, message, fields } : { code, message } });
}

/**
 * Methods no page or API route answers. TRACE reached the page renderer, where the Fetch API refuses
 * to build a Request for it: a 500 and an error-level stack per request (issue 49 item 13).
 */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

export const errorsPlugin = fp<{ translator: Translator }>(async (app: FastifyInstance, { translator }) => {
  const tFor = (req: FastifyRequest) => translator.t(languageOf(req.query, req.cookies));

  app.addHook('onRequest', async (req, reply) => {
    if (REFUSED_METHODS.has(req.method)) return send(reply.header('allow', ALLOWED_METHODS), 405, 'method_not_allowed', tFor(req)('validation:methodNotAllowed'));
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const t = tFor(req);
    if (hasZodFastifySchemaValidationErrors(err)) {
      return send(reply, 400, 'invalid_input', t('validation:invalidInput'), validationFields(err.validation, t));
    }
    if (err instanceof HttpError) {
      const fields = err.fields && Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, t(v)]));
      return send(reply, err.statusCode, err.code, t(err.messageKey, err.params ?? {}), fields);
    }
    const known = err.code ? CLIENT_ERRORS[err.code] : undefined;
    if (known) return send(reply, known.status, known.code, t(known.key));
    if (err.statusCode === 429) return send(reply, 429, 'too_many_requests', t('validation:tooManyRequests'));
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
      return send(reply.header('retry-after', '5'), 503, 'service_unavailable', t('validation:serviceUnavailable'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(reply, err.statusCode, 'bad_request', t('validation:badRequest'));
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'server_error', t('validation:serverError'));
  });

  app.setNotFoundHandler((req, reply) => {
    // A method Fastify routes nowhere (TRACK) ends here, past the onRequest hook: refused the same way.
    if (REFUSED_METHODS.has(req.method)) return send(reply.header('allow', ALLOWED_METHODS), 405, 'method_not_allowed', tFor(req)('validation:methodNotAllowed'));
    return send(reply, 404, 'not_found', tFor(req)('validation:routeNotFound'));
  });
});
