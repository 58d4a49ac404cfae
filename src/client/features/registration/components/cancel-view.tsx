/** Cancelling through the signed link of a confirmation e-mail (the seat goes to the waitlist). */
import { CalendarDays, CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { Link } from '../../../lib/localized-links.tsx';
import type { RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { EventTime } from '../../../components/ui/event-time.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { api, ApiError } from '../../../lib/api.ts';
import type { RefundPreview } from '../../../../shared/contracts/ledger.ts';
import { RefundText } from './refund-note.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'gone'; message: string }
  | { kind: 'ready'; summary: RegistrationSummary; refund: RefundPreview | null }
  | { kind: 'cancelled'; already: boolean };

export function CancelView({ id, signature, exp }: { id: string; signature: string; exp?: string }) {
  const { t } = useTranslation('registration');
  const lang = useLanguage();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id || !signature) return setState({ kind: 'invalid' });
    const link = `sig=${encodeURIComponent(signature)}${exp ? `&exp=${encodeURIComponent(exp)}` : ''}`;
    // What cancelling refunds under the policy is shown before the person confirms.
    Promise.all([
      api<RegistrationSummary>(`/api/registrations/${encodeURIComponent(id)}/summary?lang=${lang}`),
      api<RefundPreview>(`/api/registrations/${encodeURIComponent(id)}/refund-preview?${link}&lang=${lang}`).catch(() => null),
    ])
      .then(([summary, refund]) => setState(summary.status === 'cancelled' ? { kind: 'cancelled', already: true } : { kind: 'ready', summary, refund }))
      .catch(() => setState({ kind: 'invalid' }));
  }, [id, signature, exp, lang]);

  async function cancel() {
    setBusy(true);
    try {
      await api(`/api/registrations/${encodeURIComponent(id)}/cancel?lang=${lang}`, { method: 'POST', body: { signature, exp } });
      setState({ kind: 'cancelled', already: false });
    } catch (err) {
      if (err instanceof ApiError && err.status === 403) setState({ kind: 'invalid' });
      // 410: the link has expired, or the event has started; the server's message says which.
      else if (err instanceof ApiError && err.status === 410) setState({ kind: 'gone', message: err.message });
      else toast({ variant: 'destructive', title: t('cancel.failedTitle'), description: err instanceof ApiError && err.status > 0 ? err.message : t('register.tryLater') });
    } finally {
      setBusy(false);
    }
  }

  if (state.kind === 'loading') {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
        {t('cancel.loading')}
      </p>
    );
  }
  if (state.kind === 'invalid') return <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">{t('cancel.invalid')}</p>;
  if (state.kind === 'gone') {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900" data-testid="cancel-gone">
        {state.message}
      </p>
    );
  }
  if (state.kind === 'cancelled') {
    return (
      <div className="space-y-4" data-testid="cancel-done">
        <p role="status" className="flex items-start gap-2 text-slate-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {state.already ? t('cancel.already') : t('cancel.done')}
        </p>
        <Link to="/events" className="btn-secondary">
          {t('success.links.events')}
        </Link>
      </div>
    );
  }
  const { summary } = state;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {summary.event && (
        <div className="mb-5">
          <p className="text-lg font-semibold text-slate-900">{summary.event.title}</p>
          <p className="mt-1 flex gap-2 text-sm text-slate-600">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <EventTime iso={summary.event.date} />
          </p>
        </div>
      )}
      {state.refund && (
        <div className="mb-5">
          <RefundText preview={state.refund} />
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" disabled={busy} onClick={() => void cancel()} data-testid="cancel-registration">
          {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {busy ? t('cancel.cancelling') : t('cancel.button')}
        </button>
        <Link to="/" className="btn-secondary">
          {t('cancel.keep')}
        </Link>
      </div>
    </div>
  );
}
