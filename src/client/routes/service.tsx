/**
 * /services/:slug, one catalogue item's page (a consultation or the course): what it is, its price
 * from the catalogue, and Book now with it preselected. An unknown or hidden one answers a 404 page.
 */
import { ArrowLeft, CheckCircle, Clock, IndianRupee } from 'lucide-react';
import { data } from 'react-router';
import { Link } from '../lib/localized-links.tsx';
import type { Route } from './+types/service';
import { bookingPath, findService } from '../../shared/service-paths.ts';
import { formatInr } from '../../shared/money.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { PageShell } from '../components/layout/page-shell.tsx';
import { JsonLd } from '../components/ui/json-ld.tsx';
import { ServiceIcon } from '../features/services/components/service-icon.tsx';
import { TestimonialList } from '../features/testimonials/components/testimonial-list.tsx';
import { serviceStructuredData } from '../features/services/structured-data.ts';
import { useTranslation } from '../i18n/react.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { appContext } from '../lib/app-context.ts';
import { useRootData } from '../lib/root-data.ts';
import { useLanguage } from '../lib/use-language.ts';
import { fallbackLang } from '../../shared/content-languages.ts';
import { ServicePackages } from '../features/packages/service-packages.tsx';
import { serviceAction } from './service.server.ts';

/**
 * A content page: it carries only the strings it shows (ADR 0014). Its packages' forms show no
 * string of their own the render did not: their refusals come translated from the page's action.
 */
export const handle: I18nHandle = { i18n: ['services', 'packages'], embed: 'shown' };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const service = findService(await reads.listServices(lang), params.slug);
  if (!service) return data({ service: null, testimonials: [] }, { status: 404 });
  // What clients said of this service, approved by the founder, each in the language it was written in.
  // This rendering's key: the same answers posted twice buy one package (page-actions.ts).
  return { service, testimonials: await reads.serviceTestimonials(service.id, lang), formKey: crypto.randomUUID() };
}

/** A package's "Buy" form, with or without the page's script (routes/service.server.ts). */
export const action = (args: Route.ActionArgs) => serviceAction(args);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const root = useRootData();
  const { service, testimonials } = loaderData;
  const formKey = 'formKey' in loaderData ? loaderData.formKey : '';

  if (!service) {
    return (
      <PageShell title={t('page.notFoundTitle')} description={t('page.notFoundBody')} noIndex>
        <div className="flex flex-wrap gap-3" data-testid="service-not-found">
          <Link to="/services" className="btn-primary">
            {t('page.allServices')}
          </Link>
          <Link to="/contact" className="btn-secondary">
            {t('page.contact')}
          </Link>
        </div>
      </PageShell>
    );
  }

  const category = service.category.toLowerCase();
  const price = formatInr(service.priceInr, lang);
  return (
    <>
      <PageMeta title={service.title} description={service.description} />
      <JsonLd data={import.meta.env.SSR && serviceStructuredData(service, root?.publicUrl ?? '', lang)} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <Link to="/services" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('page.allServices')}
          </Link>
          <div className="mt-4 flex items-center gap-3">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
              <ServiceIcon name={service.iconName} />
            </span>
            <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
              {service.kind === 'course' ? t('page.course') : t(`categories.${category}`, { defaultValue: service.category })}
            </span>
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl" lang={fallbackLang(service, 'title')}>
            {service.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg whitespace-pre-line text-slate-700" lang={fallbackLang(service, 'description')}>
            {service.description}
          </p>
          <dl className="mt-6 flex flex-wrap gap-3 text-slate-800">
            <div className="flex items-center gap-2 rounded-xl bg-white/80 px-4 py-3 shadow-sm">
              <dt className="flex items-center">
                <IndianRupee aria-hidden="true" className="size-5 text-brand-700" />
                <span className="sr-only">{t('page.price')}</span>
              </dt>
              <dd className="text-xl font-bold text-brand-800" data-testid="service-price">
                {price}
              </dd>
            </div>
            <div className="flex items-center gap-2 rounded-xl bg-white/80 px-4 py-3 shadow-sm">
              <dt className="flex items-center">
                <Clock aria-hidden="true" className="size-5 text-brand-700" />
                <span className="sr-only">{t('page.duration')}</span>
              </dt>
              <dd lang={fallbackLang(service, 'duration')}>{service.duration}</dd>
            </div>
          </dl>
          <Link to={bookingPath(service)} className="btn-primary mt-8 w-full sm:w-auto" data-testid="service-book" aria-label={`${t('bookNow')}: ${service.title} (${price})`}>
            {t('bookNow')}
          </Link>
        </div>
      </section>
      <ServicePackages packages={service.packages ?? []} formKey={formKey} />
      {service.features.length > 0 && (
        <section aria-labelledby="service-features" className="container-page max-w-4xl py-10">
          <h2 id="service-features" className="text-2xl font-bold text-slate-900">
            {t('page.includes')}
          </h2>
          <ul className="mt-5 space-y-3" lang={fallbackLang(service, 'features')}>
            {service.features.map((f) => (
              <li key={f} className="flex gap-3 text-slate-700">
                <CheckCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {f}
              </li>
            ))}
          </ul>
        </section>
      )}
      {testimonials.length > 0 && (
        <section aria-labelledby="service-testimonials" className="container-page max-w-4xl py-10" data-testid="service-testimonials">
          <h2 id="service-testimonials" className="text-2xl font-bold text-slate-900">
            {t('page.testimonials')}
          </h2>
          <TestimonialList items={testimonials} className="mt-5 grid gap-6 sm:grid-cols-2" />
        </section>
      )}
    </>
  );
}
