import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../shared/constants.ts';
import { toast, toastViewReady } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api.ts';

/** The login path with a way back to the page the visitor is on. */
export function loginPathHere(): string {
  return `/api/login?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`;
}

/**
 * The builder's 401 path (spec §6, §8): when a call answers 401, show "Unauthorized / You are
 * logged out. Logging in again..." and go to the login path 500 ms later. Answers whether it
 * handled the error, so callers show their own message otherwise:
 *
 *   const onUnauthorized = useLoginRedirectOn401();
 *   ...catch (err) { if (!onUnauthorized(err)) toast({ title: t('createFailed'), variant: 'destructive' }); }
 */
export function useLoginRedirectOn401(): (error: unknown) => boolean {
  const { t } = useTranslation('auth');
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      toast({ title: t('unauthorized.title'), description: t('unauthorized.description'), variant: 'destructive' });
      // The 500 ms count from when the toast can show: on a slow phone its view (loaded on first
      // use) may take longer than that, and the visitor would be sent away without a word.
      void toastViewReady().then(() => window.setTimeout(() => window.location.assign(loginPathHere()), LOGIN_REDIRECT_DELAY_MS));
      return true;
    },
    [t],
  );
}
