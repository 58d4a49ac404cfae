/**
 * The admin dashboard (spec §2): its tabs on real data (Availability: issue 19). The open tab (and the Schedule's month,
 * the Events tab's day filter) live in the address bar, so reloading, going back and sharing a
 * link keep the founder where she was.
 */
import { BookOpen, CalendarClock, CalendarDays, ClipboardList, Contact, Download, FileEdit, IndianRupee, LayoutDashboard, Mail, MessageSquareQuote, Newspaper, Sparkles, Tag, Users, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { Link } from '../../../lib/localized-links.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { AgendaTab } from './agenda-tab.tsx';
import { AvailabilityTab } from './availability-tab.tsx';
import { InboxTab } from './inbox-tab.tsx';
import { EventsTab } from './events-tab.tsx';
import { FormsTab } from './forms-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PaymentsTab } from './payments-tab.tsx';
import { ScheduleTab } from './schedule-tab.tsx';
import { ServicesTab } from './services-tab.tsx';
import { SiteContentTab } from './site-content-tab.tsx';
import { UsersTab } from './users-tab.tsx';

export const ADMIN_TABS = ['overview', 'users', 'events', 'services', 'availability', 'agenda', 'schedule', 'forms', 'contacts', 'payments', 'content'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const ICONS = { overview: LayoutDashboard, users: Users, events: CalendarDays, services: Sparkles, availability: CalendarClock, agenda: CalendarClock, schedule: CalendarDays, forms: ClipboardList, contacts: Mail, payments: IndianRupee, content: Newspaper } as const;

/** The admin's pages beside the dashboard's tabs, as the header links to them. */
const TOOLS: { to: string; icon: LucideIcon; label: string }[] = [
  { to: '/admin/forms', icon: FileEdit, label: 'links.formBuilder' },
  { to: '/admin/clients', icon: Contact, label: 'links.clients' },
  { to: '/admin/downloads', icon: Download, label: 'links.downloads' },
  { to: '/admin/testimonials', icon: MessageSquareQuote, label: 'testimonials:admin.title' },
  { to: '/admin/coupons', icon: Tag, label: 'coupons.title' },
  { to: '/admin/course', icon: BookOpen, label: 'course:admin.link' },
];

export function AdminDashboard() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = (ADMIN_TABS as readonly string[]).includes(requested ?? '') ? (requested as AdminTab) : 'overview';

  // On a phone the tab list scrolls sideways: keep the open tab in view.
  useEffect(() => {
    document.querySelector<HTMLElement>('[data-testid="admin-dashboard"] [role="tab"][data-state="active"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const openTab = (next: string, extra: Record<string, string> = {}) =>
    setParams(
      () => {
        const p = new URLSearchParams(next === 'overview' ? {} : { tab: next });
        for (const [k, v] of Object.entries(extra)) p.set(k, v);
        return p;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="container-page py-8 sm:py-10" data-testid="admin-dashboard">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <nav aria-label={t('moreTools')} className="flex flex-wrap gap-2">
          {TOOLS.map(({ to, icon: Icon, label }) => (
            <Link key={to} to={to} className="btn-secondary">
              <Icon aria-hidden="true" className="size-4" />
              {t(label)}
            </Link>
          ))}
        </nav>
      </div>
      <Tabs value={tab} onValueChange={(next) => openTab(next)}>
        <TabsList label={t('tabsLabel')}>
          {ADMIN_TABS.map((name) => {
            const Icon = ICONS[name];
            return (
              <TabsTrigger key={name} value={name} testId={`tab-${name}`}>
                <Icon aria-hidden="true" className="size-4" />
                {/* The Availability and Site content tabs' strings, their labels too, live in their own namespaces. */}
                {name === 'availability' ? t('availability:tab') : name === 'content' ? t('content:tab') : t(`tabs.${name}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab openTab={openTab} />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="events">
          <EventsTab day={params.get('date')} clearDay={() => openTab('events')} />
        </TabsContent>
        <TabsContent value="services">
          <ServicesTab />
        </TabsContent>
        <TabsContent value="availability">
          <AvailabilityTab />
        </TabsContent>
        <TabsContent value="schedule">
          <ScheduleTab month={params.get('month')} setMonth={(month) => openTab('schedule', { month })} openDay={(date) => openTab('events', { date })} />
        </TabsContent>
        <TabsContent value="agenda">
          <AgendaTab day={params.get('day')} />
        </TabsContent>
        <TabsContent value="forms">
          <FormsTab />
        </TabsContent>
        <TabsContent value="contacts">
          <InboxTab />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab filter={params.get('filter')} />
        </TabsContent>
        <TabsContent value="content">
          <SiteContentTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
