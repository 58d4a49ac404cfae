/**
 * Until the member confirms their e-mail address, what was sent with it (before the account, or
 * signed out) is not shown: this banner says so and sends the confirmation link again.
 */
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { sendVerificationEmail } from '../api/profile.ts';
import { errorMessage } from './states.tsx';

export function VerifyBanner({ email, linkInvalid }: { email: string; linkInvalid: boolean }) {
  const { t } = useTranslation('dashboard');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  async function send() {
    setState('sending');
    setError(null);
    try {
      await sendVerificationEmail();
      setState('sent');
    } catch (err) {
      setError(errorMessage(err, t));
      setState('idle');
    }
  }
  return (
    <section aria-labelledby="verify-title" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-start sm:p-5" data-testid="verify-banner">
      <MailCheck aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
      <div className="flex-1 space-y-2">
        <h2 id="verify-title" className="font-semibold">
          {t('verify.title')}
        </h2>
        {linkInvalid && <p className="text-sm font-medium">{t('verify.linkInvalid')}</p>}
        <p className="text-sm break-words">{t('verify.body', { email })}</p>
        <div aria-live="polite">
          {state === 'sent' ? (
            <p className="text-sm font-medium" data-testid="verify-sent">
              {t('verify.sent', { email })}
            </p>
          ) : (
            <button type="button" className="btn-secondary" onClick={send} disabled={state === 'sending'} aria-busy={state === 'sending' || undefined}>
              {state === 'sending' ? t('verify.sending') : t('verify.send')}
            </button>
          )}
          {error && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {error}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
