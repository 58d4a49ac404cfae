import { useTranslation } from '../i18n/react.tsx';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/events';
import { EVENT_CATEGORIES, EVENTS_POLL_MS, type EventCategory } from '../../shared/constants.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { FilterLinks } from '../components/ui/filter-links.tsx';
import { JsonLd } from '../components/ui/json-ld.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { EventBenefits } from '../features/events/components/event-benefits.tsx';
import { WebinarCard } from '../features/events/components/webinar-card.tsx';
import { eventsStructuredData } from '../features/events/structured-data.ts';
import { useLiveRefresh } from '../features/events/use-live-refresh.ts';
import { appContext } from '../lib/app-context.ts';
import { useLanguage } from '../lib/use-language.ts';
import { useRootData, useSite } from '../lib/root-data.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses; it carries only the strings it shows (no interaction adds any: ADR 0014). */
export const handle: I18nHandle = { i18n: ['events'], embed: 'shown' };

export async function loader({ context }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const all = (await reads.listWebinars(lang)).filter((w) => w.isActive);
  return {
    // Soonest first; then the most recent past ones first.
    upcoming: all.filter((w) => !w.isPast),
    past: all.filter((w) => w.isPast).reverse(),
  };
}

/** Choosing a type filters what is already loaded; the 30 s refresh and focus still reload. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

const FILTER_LABELS: Record<EventCategory, string> = {
  workshop: 'filters.workshop',
  webinar: 'filters.webinar',
  retreat: 'filters.retreat',
  'group-session': 'filters.groupSession',
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('events');
  const lang = useLanguage();
  const root = useRootData();
  const site = useSite();
  const [params] = useSearchParams();
  const refreshState = useLiveRefresh(EVENTS_POLL_MS);
  const requested = params.get('type');
  const type = (EVENT_CATEGORIES as readonly string[]).includes(requested ?? '') ? (requested as EventCategory) : null;
  const matches = <T extends { category: EventCategory }>(list: T[]) => (type ? list.filter((w) => w.category === type) : list);
  const upcoming = matches(loaderData.upcoming);
  const past = matches(loaderData.past);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      {loaderData.upcoming.length > 0 && <JsonLd data={import.meta.env.SSR && eventsStructuredData(loaderData.upcoming, root?.publicUrl ?? '', lang, site.founder.name)} />}
      <PageHero badge={t('hero.badge')} title={t('hero.title')} description={t('hero.description')} />

      <div className="container-page pt-10">
        <FilterLinks
          label={t('filters.label')}
          param="type"
          current={type}
          options={[{ value: null, label: t('filters.all') }, ...EVENT_CATEGORIES.map((c) => ({ value: c, label: t(FILTER_LABELS[c]) }))]}
        />
        <p className="mt-3 min-h-6 text-sm text-slate-600" role="status" aria-live="polite">
          {refreshState === 'loading' && (
            <span className="inline-flex items-center gap-2">
              <Spinner /> {t('loading')}
            </span>
          )}
        </p>
      </div>

      <section aria-labelledby="upcoming-events" className="container-page py-8" data-testid="upcoming-events">
        <SectionHeading id="upcoming-events" title={t('upcoming')} description={t('upcomingIntro')} align="left" />
        {upcoming.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-slate-50 p-6 text-slate-700">{type ? t('noUpcomingOfType') : t('noUpcoming')}</p>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((w) => (
              <WebinarCard key={w.id} webinar={w} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="recent-activities" className="container-page py-8" data-testid="recent-activities">
        <SectionHeading id="recent-activities" title={t('recent')} description={t('recentIntro')} align="left" />
        {past.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-slate-50 p-6 text-slate-700">{t('noRecent')}</p>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {past.map((w) => (
              <WebinarCard key={w.id} webinar={w} />
            ))}
          </div>
        )}
      </section>

      <EventBenefits />
    </>
  );
}
