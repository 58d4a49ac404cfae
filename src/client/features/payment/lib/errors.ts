import type { TFunction } from '../../../../shared/i18n/translator.ts';
import { ApiError } from '../../../lib/api.ts';

/** A refusal's words: the server's (already translated) for a 4xx, ours for the network or a fault. */
export function errorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return t(err.message === 'offline' ? 'errors.offline' : 'errors.network');
    // A 4xx without our error shape says "413: …": not words for a visitor.
    if (err.status >= 400 && err.status < 500 && !err.message.startsWith(`${err.status}:`)) return err.message;
  }
  return t('errors.failedDescription');
}
