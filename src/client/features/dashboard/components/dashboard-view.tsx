/**
 * The member dashboard (spec §2): five tabs, overview, webinars, downloads, billing and profile.
 * The chosen tab is in the address (?tab=webinars), so it survives a reload and can be linked to.
 * All data is the signed-in member's own, read from /api/me/... after the page has loaded.
 */
import { CreditCard, Download, LayoutDashboard, UserRound, Video, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast.tsx';
import { useOverview } from '../api/get-overview.ts';
import { BillingTab } from './billing-tab.tsx';
import { DownloadsTab } from './downloads-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { ErrorState, Loading } from './states.tsx';
import { VerifyBanner } from './verify-banner.tsx';
import { WebinarsTab } from './webinars-tab.tsx';
import { MyTestimonials } from '../../testimonials/member/my-testimonials.tsx';
import { MyCourses } from '../../course/member/my-courses.tsx';
import { MyCredits } from '../../packages/my-credits.tsx';

export const DASHBOARD_TABS = ['overview', 'webinars', 'downloads', 'billing', 'profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
const ICONS: Record<DashboardTab, LucideIcon> = { overview: LayoutDashboard, webinars: Video, downloads: Download, billing: CreditCard, profile: UserRound };
const isTab = (v: string | null): v is DashboardTab => (DASHBOARD_TABS as readonly string[]).includes(v ?? '');

export function DashboardView({ onProfileSaved, onAccountDeleted }: { onProfileSaved: () => void; onAccountDeleted: () => void }) {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const fromUrl: DashboardTab = isTab(params.get('tab')) ? (params.get('tab') as DashboardTab) : 'overview';
  // The tab follows a click or an arrow key at once; the address follows it.
  const [tab, setTab] = useState<DashboardTab>(fromUrl);
  useEffect(() => setTab(fromUrl), [fromUrl]);
  const overview = useOverview();
  const member = overview.data?.member;

  const choose = (next: string) => {
    if (!isTab(next)) return;
    setTab(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'overview') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // Back from the e-mailed confirmation link: say so once, then tidy the address.
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current || !member || params.get('verified') !== '1') return;
    announced.current = true;
    if (member.emailVerified && !params.get('error')) toast({ title: t('verify.confirmed') });
    if (!params.get('error')) {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.delete('verified');
          return copy;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [member, params, setParams, t]);

  const panel = (value: DashboardTab, content: ReactNode) => (
    <Tabs.Content value={value} className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4" data-testid={`tab-${value}`}>
      {content}
    </Tabs.Content>
  );

  return (
    <div className="space-y-6">
      {member && !member.emailVerified && <VerifyBanner email={member.email} linkInvalid={params.get('error') === 'invalid-link'} />}
      <Tabs.Root value={tab} onValueChange={choose}>
        {/* Phones: five equal columns, icon over label; wider screens: one row. */}
        <Tabs.List aria-label={t('tabs.label')} className="grid grid-cols-5 border-b border-slate-200 sm:flex sm:gap-1">
          {DASHBOARD_TABS.map((value) => {
            const Icon = ICONS[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className="-mb-px flex min-h-14 min-w-0 flex-col items-center justify-center gap-1 border-b-2 border-transparent px-0.5 text-[0.6875rem] font-semibold tracking-tight text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:min-h-11 sm:flex-row sm:gap-2 sm:px-4 sm:text-sm sm:tracking-normal"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 sm:size-4" />
                <span className="max-w-full truncate">{t(`tabs.${value}`)}</span>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {panel(
          'overview',
          overview.isPending ? (
            <Loading />
          ) : overview.isError ? (
            <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
          ) : (
            <>
              <OverviewTab overview={overview.data} onShowWebinars={() => choose('webinars')} />
              <MyCredits />
              <MyCourses />
            </>
          ),
        )}
        {panel(
          'webinars',
          <>
            <WebinarsTab />
            <MyTestimonials />
          </>,
        )}
        {panel('downloads', <DownloadsTab isAdmin={member?.isAdmin ?? false} />)}
        {panel('billing', <BillingTab />)}
        {panel('profile', <ProfileTab onSaved={onProfileSaved} onDeleted={onAccountDeleted} />)}
      </Tabs.Root>
    </div>
  );
}
