/** Loading, error and empty states shared by the dashboard's tabs. */
import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-slate-600" data-testid="dashboard-loading">
      <Spinner className="size-5 text-brand-700" />
      {label ?? t('states.loading')}
    </p>
  );
}

/** The server's message (already translated) or ours; offline said as such. */
export function errorMessage(err: unknown, t: (key: string) => string): string {
  if (err instanceof ApiError && err.status === 0) return t(err.message === 'offline' ? 'common:generic.offline' : 'dashboard:errors.generic');
  if (err instanceof ApiError && err.status < 500) return err.message;
  return t('dashboard:errors.generic');
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center" data-testid="dashboard-error">
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">{t('states.error')}</p>
        <p className="text-sm text-red-800">{errorMessage(error, t)}</p>
      </div>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}

export function Empty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-5 py-8 text-center text-slate-600" data-testid="dashboard-empty">
      <Inbox aria-hidden="true" className="size-6 text-slate-400" />
      <p className="max-w-md">{children}</p>
      {action}
    </div>
  );
}

/** A titled section inside a tab. */
export function Panel({ title, id, children, actions }: { title: string; id: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
