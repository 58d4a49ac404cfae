/** Loading, error and empty states of the admin tabs, and small shared pieces (badges, section heads). */
import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../lib/errors.ts';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-slate-600" data-testid="admin-loading">
      <Spinner className="size-5 text-brand-700" />
      {label ?? t('states.loading')}
    </p>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center" data-testid="admin-error">
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">{t('states.error')}</p>
        <p className="text-sm text-red-800">{messageOf(error, t)}</p>
      </div>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ children, action, testId }: { children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-5 py-10 text-center text-slate-600" data-testid={testId ?? 'admin-empty'}>
      <Inbox aria-hidden="true" className="size-7 text-slate-400" />
      <div className="max-w-md">{children}</div>
      {action}
    </div>
  );
}

const TONES = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  blue: 'bg-sky-50 text-sky-800 ring-sky-200',
} as const;
export type Tone = keyof typeof TONES;

export function Badge({ tone = 'slate', children, testId }: { tone?: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}

/** A tab's heading with its actions beside it (below it on phones). */
export function TabHeader({ id, title, description, actions }: { id: string; title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
