/** The admin's words for a failed upload (spec §8 toasts); the upload itself is lib/uploads.ts. */
import { UPLOAD_RULES, megabytes, typeNames, type UploadPurpose } from '../../../../shared/upload-rules.ts';
import { UploadError, type UploadProblem } from '../../../lib/uploads.ts';

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
