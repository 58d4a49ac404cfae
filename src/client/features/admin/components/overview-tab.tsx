/** Overview (spec §2, made real): the to-do list (issue 51), the setup checklist while sample content remains (issue 20), totals, registrations per week by type, and recent admin activity. */
import { CalendarDays, IndianRupee, ListChecks, Mail, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAdminStats } from '../api/overview.ts';
import { useSiteContent } from '../api/site-content.ts';
import { formatInr, formatNumber } from '../lib/format.ts';
import { ActivityList } from './activity-list.tsx';
import { RegistrationsChart } from './registrations-chart.tsx';
import { TodoList } from './todo-list.tsx';
import { ErrorState, Loading, TabHeader } from './states.tsx';

/** One figure of the overview; `action` names the tab that lists what it counts, opened by its button. */
function StatCard({ icon, label, value, detail, action, testId, wide = false }: { icon: ReactNode; label: string; value: string; detail?: ReactNode; action?: { label: string; onClick: () => void }; testId: string; wide?: boolean }) {
  return (
    <div className={`flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${wide ? 'col-span-2 sm:col-span-1' : ''}`} data-testid={testId}>
      <div className="flex items-center gap-3 text-slate-600">
        <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
        <span className="text-sm font-medium">{label}</span>
      </div>
      <p className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl" data-testid={`${testId}-value`}>
        {value}
      </p>
      {detail && <div className="mt-1 text-sm text-slate-600">{detail}</div>}
      {action && (
        <div className="mt-3">
          <button type="button" className="text-left text-sm font-semibold text-brand-700 underline-offset-2 hover:underline" onClick={action.onClick}>
            {action.label}
          </button>
        </div>
      )}
    </div>
  );
}

export function OverviewTab({ openTab }: { openTab: (tab: string) => void }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const stats = useAdminStats();

  return (
    <section aria-labelledby="overview-heading">
      <TabHeader id="overview-heading" title={t('overview.title')} description={t('overview.description')} />
      <TodoList />
      <SetupChecklist openTab={openTab} />
      {stats.isPending ? (
        <Loading />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => stats.refetch()} />
      ) : (
        <div className="space-y-6">
          <div className="grid grid-flow-row-dense grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
            <StatCard
              testId="stat-users"
              icon={<Users aria-hidden="true" className="size-5" />}
              label={t('overview.users')}
              value={formatNumber(stats.data.users.total, lang)}
              detail={t('overview.admins', { count: stats.data.users.admins })}
            />
            <StatCard
              testId="stat-registrations"
              wide
              icon={<UserRound aria-hidden="true" className="size-5" />}
              label={t('overview.registrations')}
              value={formatNumber(stats.data.registrations.total, lang)}
              detail={
                <ul className="space-y-0.5">
                  {(['consultancy', 'webinar', 'course', 'event'] as const).map((kind) => (
                    <li key={kind} className="flex justify-between gap-2">
                      <span>{t(`overview.kinds.${kind}`)}</span>
                      <span className="font-semibold text-slate-800">{formatNumber(stats.data.registrations[kind], lang)}</span>
                    </li>
                  ))}
                </ul>
              }
            />
            <StatCard
              testId="stat-revenue"
              icon={<IndianRupee aria-hidden="true" className="size-5" />}
              label={t('ledger:revenue.label')}
              value={formatInr(stats.data.revenueInr, lang)}
              detail={
                <>
                  {t('overview.paidPayments', { count: stats.data.paidPayments })}
                  <span className="block text-xs">{t('ledger:revenue.hint')}</span>
                </>
              }
              action={{ label: t('ledger:tab.title'), onClick: () => openTab('payments') }}
            />
            <StatCard
              testId="stat-events"
              icon={<CalendarDays aria-hidden="true" className="size-5" />}
              label={t('overview.upcomingEvents')}
              value={formatNumber(stats.data.upcomingEvents, lang)}
              action={{ label: t('overview.seeEvents'), onClick: () => openTab('events') }}
            />
            <StatCard
              testId="stat-contacts"
              icon={<Mail aria-hidden="true" className="size-5" />}
              label={t('overview.pendingContacts')}
              value={formatNumber(stats.data.contacts.pending, lang)}
              detail={t('overview.ofContacts', { count: stats.data.contacts.total })}
              action={{ label: t('overview.seeContacts'), onClick: () => openTab('contacts') }}
            />
          </div>
          <div className="grid gap-6 xl:grid-cols-3">
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm xl:col-span-2">
              <RegistrationsChart weekly={stats.data.weekly} />
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <ActivityList />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

/** Which sections of Site content still hold the sample (shown until none does). */
function SetupChecklist({ openTab }: { openTab: (tab: string) => void }) {
  const { t } = useTranslation('content');
  const content = useSiteContent();
  const sample = content.data?.content.sample ?? [];
  if (sample.length === 0) return null;
  return (
    <section aria-labelledby="setup-checklist" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="setup-checklist">
      <h3 id="setup-checklist" className="flex items-center gap-2 font-semibold text-slate-900">
        <ListChecks aria-hidden="true" className="size-5 text-amber-800" />
        {t('checklist.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('checklist.description')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {sample.map((section) => (
          <li key={section} className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-amber-200">
            {t(`sections.${section}.title`)}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-secondary mt-4" onClick={() => openTab('content')}>
        {t('checklist.open')}
      </button>
    </section>
  );
}
