/**
 * The overview's to-do list (issue 51): what waits on the founder, each as how many and a link to
 * where she acts (GET /api/admin/todo, server features/todo). An empty list says "Nothing to do".
 */
import { CheckCircle2, ClipboardCheck } from 'lucide-react';
import type { AdminTodoKind } from '../../../../shared/contracts/admin.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { useAdminTodo } from '../api/overview.ts';
import { ErrorState, Loading } from './states.tsx';

/** Where each item is acted on: the tab (and the queue or state it opens with). */
const WHERE: Record<AdminTodoKind, string> = {
  verifyUpi: '/admin?tab=payments&filter=awaiting',
  overdueUtrs: '/admin?tab=payments&filter=overdue',
  refundsByHand: '/admin?tab=payments&filter=refund_pending',
  sessionsWithoutLink: '/admin?tab=agenda',
  eventsWithoutLink: '/admin?tab=events',
  dayOffConflicts: '/admin?tab=availability',
  unansweredMessages: '/admin?tab=contacts&state=new',
  staleCalendars: '/admin?tab=availability',
};

export function TodoList() {
  const { t } = useTranslation('admin');
  const todo = useAdminTodo();
  return (
    <section aria-labelledby="todo-heading" className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="todo-list">
      <h3 id="todo-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ClipboardCheck aria-hidden="true" className="size-5 text-brand-700" />
        {t('todo.title')}
      </h3>
      {todo.isPending ? (
        <Loading />
      ) : todo.isError ? (
        <div className="mt-3">
          <ErrorState error={todo.error} onRetry={() => todo.refetch()} />
        </div>
      ) : todo.data.items.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700" data-testid="todo-nothing">
          <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />
          {t('todo.nothing')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {todo.data.items.map((item) => (
            <li key={item.kind} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-testid={`todo-${item.kind}`}>
              <span className="min-w-0 text-sm font-medium text-slate-800">{t(`todo.items.${item.kind}`, { count: item.count })}</span>
              <Link to={WHERE[item.kind]} className="btn-secondary min-h-11 text-sm">
                {t(`todo.actions.${item.kind}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
