/** What an admin is told when a call fails: the server's message (already translated) or ours. */
import type { TFunction } from '../../../../shared/i18n/translator.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';

export function messageOf(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.status === 0) return t(err.message === 'offline' ? 'common:generic.offline' : 'admin:states.networkError');
  if (err instanceof ApiError && err.status > 0 && err.status < 500) return err.message;
  return t('admin:states.tryAgain');
}

/** A destructive toast: the spec's title ("Error creating event") and what went wrong. */
export function errorToast(title: string, err: unknown, t: TFunction): void {
  toast({ title, description: messageOf(err, t), variant: 'destructive' });
}
