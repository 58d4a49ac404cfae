/**
 * The upload flow of spec §7, for any page: ask for a one-time upload URL, PUT the file there with
 * its own content type. The browser's type and size are checked first (quick answers, nothing sent);
 * the server checks the real content (magic bytes) and size again.
 */
import type { ApiError as ApiErrorBody } from '../../shared/contracts/errors.ts';
import type { UploadedObject, UploadTicket } from '../../shared/contracts/uploads.ts';
import { UPLOAD_ERROR_CODES, UPLOAD_RULES, type UploadPurpose } from '../../shared/upload-rules.ts';
import { api, ApiError } from './api.ts';

export type UploadProblem = 'invalidType' | 'tooLarge' | 'failed';

export class UploadError extends Error {
  constructor(
    readonly problem: UploadProblem,
    /** The server's message (translated) when it gave one. */
    readonly serverMessage?: string,
  ) {
    super(problem);
  }
}

const problemOf = (code: string | undefined): UploadProblem =>
  code === UPLOAD_ERROR_CODES.invalidType ? 'invalidType' : code === UPLOAD_ERROR_CODES.tooLarge ? 'tooLarge' : 'failed';

/**
 * Uploads one file for `purpose`. `ticketUrl` is where the upload URL is asked for: the admin's
 * `/api/objects/upload` by default; visitors' forms have their own, rate-limited one.
 */
export async function uploadFile(file: File, purpose: UploadPurpose, ticketUrl = '/api/objects/upload'): Promise<UploadedObject> {
  const rule = UPLOAD_RULES[purpose];
  if (!(rule.types as readonly string[]).includes(file.type)) throw new UploadError('invalidType');
  if (file.size > rule.maxBytes) throw new UploadError('tooLarge');
  let ticket: UploadTicket;
  try {
    ticket = await api<UploadTicket>(ticketUrl, { method: 'POST', body: { purpose, contentType: file.type, size: file.size } });
  } catch (err) {
    // Internal: "Failed to get upload URL".
    throw new UploadError(err instanceof ApiError ? problemOf(err.code) : 'failed', err instanceof ApiError ? err.message : undefined);
  }
  let res: Response;
  try {
    res = await fetch(ticket.uploadURL, { method: 'PUT', body: file, headers: { 'content-type': file.type }, credentials: 'same-origin' });
  } catch {
    throw new UploadError('failed');
  }
  if (!res.ok) {
    // Internal: "Failed to upload file".
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null;
    throw new UploadError(problemOf(body?.error?.code), body?.error?.message);
  }
  return (await res.json()) as UploadedObject;
}
