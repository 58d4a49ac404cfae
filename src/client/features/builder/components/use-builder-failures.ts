/**
 * How the builder says a call failed: the accounts feature's 401 path (once, however many calls
 * answer 401 together: one toast, one redirect), else a destructive toast with the server's reason
 * or "try again later".
 */
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';

/** A 4xx the server explained (its message is already in the admin's language). */
const explained = (err: unknown): err is ApiError => err instanceof ApiError && err.status >= 400 && err.status < 500 && !!err.code;

export function useBuilderFailures(redirectOn401: (error: unknown) => boolean) {
  const { t } = useTranslation('builder');
  const redirecting = useRef(false);
  const onUnauthorized = useCallback(
    (err: unknown) => {
      if (redirecting.current && err instanceof ApiError && err.status === 401) return true;
      const handled = redirectOn401(err);
      if (handled) redirecting.current = true;
      return handled;
    },
    [redirectOn401],
  );
  const failed = useCallback(
    (title: string) => (err: unknown) => {
      if (onUnauthorized(err)) return;
      toast({ variant: 'destructive', title, description: explained(err) ? err.message : t('toast.tryAgainLater') });
    },
    [onUnauthorized, t],
  );
  return { onUnauthorized, failed };
}
