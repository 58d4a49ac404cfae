/**
 * What the server's log may say about a request. Links that carry a secret in their query string
 * (password reset and e-mail confirmation tokens, the `sig=` of cancel and payment links, the
 * `signature=` of upload and download links, Google's `code=`) must not end up in a log file that
 * more people read than the founder, nor in a log shipper: every query value is replaced by a
 * marker and the path is kept. Two addresses carry their secret in the path itself, and lose it
 * too: the calendar feed (`/calendar/<token>.ics`) and an upload URL (`/api/objects/upload/<token>`).
 * Cookies and the Authorization header are never logged either
 * (the request serializer leaves headers out; pino's redact paths cover anything that logs them).
 */

export const REDACTED = '[redacted]';

/** A query parameter name worth keeping in the log (anything else may itself be the secret). */
const PLAIN_NAME = /^[A-Za-z0-9_.[\]-]{1,40}$/;

/** Paths that carry a secret (issue 49 item 5): the calendar feed's token, an upload URL's; each regex keeps its groups 1 and 2. */
const SECRET_PATHS = [/^(\/calendar\/)[^?#]*?(\.ics)?(?=$|[?#])/, /^(\/api\/objects\/upload\/)[^/?#]+()/];

/**
 * The URL with each query value replaced by REDACTED (`/reset-password?token=[redacted]`), and the
 * secret of a secret path too (`/calendar/[redacted].ics`).
 */
export function redactUrl(url: string): string {
  for (const secretPath of SECRET_PATHS) url = url.replace(secretPath, (_m, prefix: string, suffix?: string) => `${prefix}${REDACTED}${suffix ?? ''}`);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q + 1);
  if (!query) return url;
  const pairs = query.split('&').map((pair) => {
    if (!pair) return pair;
    const eq = pair.indexOf('=');
    const name = eq < 0 ? '' : pair.slice(0, eq);
    return PLAIN_NAME.test(name) ? `${name}=${REDACTED}` : REDACTED;
  });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/** Secrets written as `name=value` inside a message (an error that quotes a URL, a library's debug line). */
const SECRET_PAIR = /\b(token|sig|signature|code|state|password|secret|session_token)=[^&\s"'<>]+/gi;

/**
 * A failed query as Drizzle words its error (`Failed query: <SQL>\nparams: <values>`, in the message
 * and the stack's first lines): the values are what visitors sent (names, e-mail addresses, phone
 * numbers, a registration's answers, an e-mail's text), and may span lines, up to the first frame.
 */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/** An e-mail address quoted in a message: an SMTP server's refusal names its recipient. */
const EMAIL_ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * A log message (an error's text, a library's line) with the values of secret-looking `name=value`
 * pairs, a failed query's values and the e-mail addresses it quotes replaced by REDACTED: an address
 * says who a visitor is, and a line that needs to name a row does so by its id. Every log line's
 * text passes here, so each replacement is tried only when its marker is in the text.
 */
export function redactText(text: string): string {
  let out = text;
  if (out.includes('\nparams: ')) out = out.replace(QUERY_PARAMS, `\nparams: ${REDACTED}`);
  if (out.includes('@')) out = out.replace(EMAIL_ADDRESS, REDACTED);
  if (out.includes('=')) out = out.replace(SECRET_PAIR, (_m, name: string) => `${name}=${REDACTED}`);
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's request serializer (method, url, host, address), with the query's values redacted. No
 * headers: cookies and authorization never reach the log through a request.
 */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** PostgreSQL's `detail` of a refused row names its values: `Key (email)=(a@b.c) already exists.`, `Failing row contains (…).` */
const ROW_VALUES = /(=|contains )\(.*\)/gs;

/**
 * Errors as pino logs them (type, message, stack, code and the other plain fields), with secrets
 * taken out of their text, and without Node's `rawPacket`: the raw bytes of a request Node could not
 * parse (Fastify logs that error at trace level), cookies and the query string among them. A failed
 * query keeps its SQL and the database's reason, not the values it carried.
 */
export function serializeError(err: Error, depth = 0): SerializedError {
  if (!(err instanceof Error)) {
    // An error's message logged as `err` (`{ err: err.message }`), or a plain object ({ message, code }):
    // its text is redacted, nothing else changes.
    if (typeof err === 'string') return redactText(err) as unknown as SerializedError;
    if (!err || typeof err !== 'object') return err;
    return Object.fromEntries(Object.entries(err).map(([k, v]) => [k, typeof v === 'string' ? redactText(v) : v])) as SerializedError;
  }
  const out: SerializedError = {
    type: err.constructor?.name ?? 'Error',
    message: redactText(String(err.message)),
    stack: redactText(err.stack ?? ''),
  };
  for (const [name, value] of Object.entries(err)) {
    if (name === 'rawPacket' || name in out) continue;
    if (typeof value === 'string') out[name] = redactText(name === 'detail' ? value.replace(ROW_VALUES, `$1(${REDACTED})`) : value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[name] = value;
  }
  const cause: unknown = err.cause;
  if (cause !== undefined && depth < 3) out.cause = cause instanceof Error ? serializeError(cause, depth + 1) : typeof cause === 'string' ? redactText(cause) : undefined;
  return out;
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Wherever a request's or reply's headers are logged by hand: the values pino replaces. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  'res.headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/** A pino destination: anything with write() (tests capture the log with one). */
export interface LogStream {
  write(line: string): void;
}

/** The Fastify logger options of the app: level, redaction, and where the lines go. */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest, err: serializeError },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    hooks: {
      // A message that quotes a link, a failed query or an address (an error's text, a library's
      // debug line) loses the link's secrets, the query's values and the address.
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = redactText(args[i] as string);
        method.apply(this, args);
      },
    },
  };
}
