/**
 * The client's one way to call the API: JSON in and out, cookies sent (spec §7). A non-OK answer
 * throws ApiError carrying the status, the server's translated message and field messages.
 */
import type { ApiError as ApiErrorBody } from '../../shared/contracts/errors.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'include',
      signal: init.signal,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, navigator.onLine === false ? 'offline' : 'network', 'network');
  }
  // Every answer's body is read to its end, a 401's and any error's too (or cancelled when there is
  // none to read): a body left unread holds its connection open, and the page never goes idle.
  if (res.status === 204) {
    await res.body?.cancel();
    return undefined as T;
  }
  const text = await res.text();
  if (!res.ok) {
    // Spec §8: the message is the status, a colon and space, then the body text (or status text).
    let body: ApiErrorBody | undefined;
    try {
      body = JSON.parse(text) as ApiErrorBody;
    } catch {
      // not JSON
    }
    const message = body?.error?.message ?? `${res.status}: ${text || res.statusText}`;
    throw new ApiError(res.status, message, body?.error?.code, body?.error?.fields);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
