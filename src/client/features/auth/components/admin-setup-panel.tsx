import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import type { PromotionResult } from '../../../../shared/contracts/auth.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { promoteToAdmin } from '../api.ts';
import { useLoginRedirectOn401 } from '../use-login-redirect.ts';
import { refreshCurrentUser } from '../use-current-user.ts';
import { HydratedButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { messageOf } from './auth-form.tsx';

/**
 * Admin setup (spec §2): one button for the signed-in user. The server decides; the answer says
 * honestly whether anything changed, in a toast and on the page.
 */
export function AdminSetupPanel({ email, notice }: { email: string | null; notice: 'verified' | 'linkInvalid' | null }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PromotionResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onUnauthorized = useLoginRedirectOn401();

  if (!email) {
    return (
      <div className="max-w-2xl space-y-4">
        <p className="text-slate-700">{t('setup.intro')}</p>
        <p className="font-medium text-slate-900">{t('setup.signInFirst')}</p>
        {/* A server path, leaving the client router like the navigation's Log In link. */}
        <a href="/api/login?returnTo=%2Fadmin-setup" className="btn-primary">
          {t('common:nav.login')}
        </a>
      </div>
    );
  }

  const setUp = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await promoteToAdmin();
      setResult(answer);
      toast({ title: t('setup.toastTitle'), description: answer.message, variant: answer.promoted || answer.outcome === 'alreadyAdmin' ? 'default' : 'destructive' });
      if (answer.promoted) refreshCurrentUser();
    } catch (err) {
      // Signed out meanwhile (another tab, an expired session): the login path, and back here.
      if (!onUnauthorized(err)) setError(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };
  const isAdmin = result?.promoted || result?.outcome === 'alreadyAdmin';

  return (
    <div className="max-w-2xl space-y-5" data-testid="admin-setup">
      <p className="text-slate-700">{t('setup.intro')}</p>
      {notice && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900">
          {t(notice === 'verified' ? 'setup.verified' : 'setup.linkInvalid')}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('setup.signedInAs', { email })}</p>
      <HydratedButton type="button" className="btn-primary w-full sm:w-auto" disabled={busy} aria-busy={busy || undefined} onClick={setUp} data-testid="admin-setup-button">
        {busy ? t('setup.submitting') : t('setup.submit')}
      </HydratedButton>
      <div aria-live="polite">
        {result && (
          <p
            className={`rounded-lg border px-3 py-3 text-sm ${isAdmin ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}
            data-testid="admin-setup-result"
          >
            {result.message}
          </p>
        )}
      </div>
      <FormError message={error} />
      {isAdmin && (
        <Link to="/admin" className="btn-secondary">
          {t('setup.goToAdmin')}
        </Link>
      )}
    </div>
  );
}
