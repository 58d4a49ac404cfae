import { CheckCircle, Ear, Heart, Sprout, Users } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import { useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/services';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { CtaBanner } from '../components/ui/cta-banner.tsx';
import { FilterLinks } from '../components/ui/filter-links.tsx';
import { PageHero } from '../components/ui/page-hero.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ServiceCard } from '../features/services/components/service-card.tsx';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { splitLanguage } from '../../shared/language-address.ts';

/** The translation namespaces this page uses; it carries only the strings it shows (no interaction adds any: ADR 0014). */
export const handle: I18nHandle = { i18n: ['services'], embed: 'shown' };

/** The filter buttons of spec §2, in order; `all` shows every service. */
const SERVICE_FILTERS = ['coaching', 'healing', 'analysis', 'speaking', 'meditation'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  return { services: await reads.listServices(lang) };
}

/** Choosing a category filters what is already loaded: no new request. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

const BENEFITS = ['b1', 'b2', 'b3', 'b4', 'b5'] as const;
const SUITABLE = ['s1', 's2', 's3', 's4', 's5'] as const;
const PILLARS = [
  { key: 'understand', Icon: Ear },
  { key: 'heal', Icon: Heart },
  { key: 'grow', Icon: Sprout },
] as const;

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('services');
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const requested = params.get('category')?.toLowerCase() ?? null;
  const category = (SERVICE_FILTERS as readonly string[]).includes(requested ?? '') ? requested : null;
  const shown = category ? loaderData.services.filter((s) => s.category.toLowerCase() === category) : loaderData.services;
  const loading = navigation.state === 'loading' && splitLanguage(navigation.location.pathname).path === '/services';
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHero badge={t('hero.badge')} title={t('hero.title')} description={t('hero.description')} />

      <section aria-labelledby="service-list" className="container-page py-10">
        <h2 id="service-list" className="sr-only">
          {t('listTitle')}
        </h2>
        <FilterLinks
          label={t('filter.label')}
          param="category"
          current={category}
          options={[{ value: null, label: t('categories.all') }, ...SERVICE_FILTERS.map((c) => ({ value: c, label: t(`categories.${c}`) }))]}
        />
        <p className="mt-4 text-sm text-slate-600" role="status" aria-live="polite">
          {loading ? (
            <span className="inline-flex items-center gap-2">
              <Spinner /> {t('loading')}
            </span>
          ) : (
            t('showing', { count: shown.length })
          )}
        </p>
        {shown.length === 0 ? (
          <p className="mt-6 rounded-2xl bg-slate-50 p-6 text-slate-700">{t('empty')}</p>
        ) : (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((s) => (
              <ServiceCard key={s.id} service={s} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="benefits" className="content-auto bg-slate-50 py-14">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="benefits" title={t('benefits.title')} align="left" />
            <ul className="mt-6 space-y-3">
              {BENEFITS.map((b) => (
                <li key={b} className="flex gap-3 text-slate-700">
                  <CheckCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {t(`benefits.${b}`)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <SectionHeading id="suitable" title={t('suitable.title')} align="left" />
            <ul className="mt-6 space-y-3">
              {SUITABLE.map((s) => (
                <li key={s} className="flex gap-3 text-slate-700">
                  <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {t(`suitable.${s}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-approach" className="content-auto container-page py-14">
        <SectionHeading id="services-approach" badge={t('approach.badge')} title={t('approach.title')} description={t('approach.description')} />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {PILLARS.map(({ key, Icon }, i) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm font-semibold text-brand-700">{t('approach.step', { number: i + 1 })}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`approach.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`approach.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <CtaBanner
        id="services-cta"
        title={t('cta.title')}
        description={t('cta.description')}
        primary={{ to: '/personal-consultancy', label: t('cta.consult') }}
        secondary={{ to: '/webinar-registration', label: t('cta.webinar') }}
      />
    </>
  );
}
