/**
 * Errors a route may throw on purpose. `messageKey` names a translation (namespace:key); the error
 * handler turns it into the visitor's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly fields?: Record<string, string>,
    /** Values for the message's placeholders ({{types}}, {{n}}). */
    readonly params?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export const notFound = (messageKey = 'validation:notFound') => new HttpError(404, 'not_found', messageKey);
export const badRequest = (messageKey = 'validation:badRequest', fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', messageKey, fields);
export const unauthorized = () => new HttpError(401, 'unauthorized', 'validation:unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden', 'validation:forbidden');
export const conflict = (messageKey: string) => new HttpError(409, 'conflict', messageKey);
