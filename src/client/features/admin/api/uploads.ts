/**
 * The upload flow of spec §7: ask for an upload URL, PUT the file there with its own content type.
 * The browser's type and size are checked first (quick answers); the server checks the real content.
 */
import { UPLOAD_ERROR_CODES, UPLOAD_RULES, megabytes, typeNames, type UploadedObject, type UploadPurpose, type UploadTicket } from '../../../../shared/contracts/uploads.ts';
import type { ApiError as ApiErrorBody } from '../../../../shared/contracts/errors.ts';
import { api, ApiError } from '../../../lib/api.ts';

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

/** What the spec's toasts say: the title key, and the description (with its values). */
export function uploadErrorText(err: unknown, purpose: UploadPurpose): { titleKey: string; descriptionKey: string; values: Record<string, string | number>; serverMessage?: string } {
  const rule = UPLOAD_RULES[purpose];
  const problem: UploadProblem = err instanceof UploadError ? err.problem : 'failed';
  const serverMessage = err instanceof UploadError ? err.serverMessage : undefined;
  return {
    titleKey: `admin:upload.${problem}Title`,
    descriptionKey: `admin:upload.${problem}`,
    values: { types: typeNames(rule.types), n: megabytes(rule.maxBytes) },
    serverMessage: problem === 'failed' ? undefined : serverMessage,
  };
}

const problemOf = (code: string | undefined): UploadProblem =>
  code === UPLOAD_ERROR_CODES.invalidType ? 'invalidType' : code === UPLOAD_ERROR_CODES.tooLarge ? 'tooLarge' : 'failed';

export async function uploadFile(file: File, purpose: UploadPurpose): Promise<UploadedObject> {
  const rule = UPLOAD_RULES[purpose];
  if (!(rule.types as readonly string[]).includes(file.type)) throw new UploadError('invalidType');
  if (file.size > rule.maxBytes) throw new UploadError('tooLarge');
  let ticket: UploadTicket;
  try {
    ticket = await api<UploadTicket>('/api/objects/upload', { method: 'POST', body: { purpose, contentType: file.type, size: file.size } });
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
