/**
 * /book/:slug, booking a consultation into the founder's free time (issue 19 §5): the service, a day
 * and a time, the details, then the payment page; with or without JavaScript (issue 47: the slots
 * come from the loader, the form posts to the action, routes/book.server.ts). An unknown or hidden
 * service, or the course, answers a 404 page with the way to the services.
 */
import { ArrowLeft } from 'lucide-react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from '../lib/localized-links.tsx';
import type { Route } from './+types/book';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { PageShell } from '../components/layout/page-shell.tsx';
import { keepWhatWasTyped } from '../components/ui/form/action-form.tsx';
import { BookingView } from '../features/booking/components/booking-view.tsx';
import { useTranslation } from '../i18n/react.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { appContext } from '../lib/app-context.ts';
import { bookAction, bookingPage } from './book.server.ts';

/** The page's own words, and the registration form's labels and messages its details form shares. */
export const handle: I18nHandle = { i18n: ['booking', 'registration', 'packages'] };

/** Free slots change by the second: the page is kept by no cache (the page cache included). */
export const headers = () => ({ 'cache-control': 'no-store' });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await bookingPage(context.get(appContext), params.slug, new URL(request.url));
  if (!page) return data({ service: null }, { status: 404 });
  // This rendering's key (book.server.ts: the same answers posted twice are one booking).
  return { ...page, formKey: crypto.randomUUID() };
}

/** After a refused post too (409: the slot was taken meanwhile), the slots are read again: the fresh ones are shown. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => formMethod?.toLowerCase() === 'post' || defaultShouldRevalidate;

/** The details form's post, with or without the page's script. */
export const action = (args: Route.ActionArgs) => bookAction(args);

/** With the script: the same post, and what was typed stays if it gets no answer (components/ui/form/action-form.tsx). */
export const clientAction = keepWhatWasTyped;

export default function BookPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('booking');
  if (!loaderData.service) {
    return (
      <PageShell title={t('notFound.title')} description={t('notFound.body')} noIndex>
        <div className="flex flex-wrap gap-3" data-testid="booking-not-found">
          <Link to="/personal-consultancy" className="btn-primary">
            {t('notFound.consultations')}
          </Link>
          <Link to="/services" className="btn-secondary">
            {t('notFound.services')}
          </Link>
        </div>
      </PageShell>
    );
  }
  const { service, slots, formKey, credits } = loaderData;
  const ref = encodeURIComponent(service.slug ?? service.id);
  return (
    <>
      <PageMeta title={t('meta.title', { title: service.title })} description={t('meta.description', { title: service.title })} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-5xl py-8 sm:py-12">
          <Link to={`/services/${ref}`} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('back')}
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title', { title: service.title })}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('subtitle')}</p>
        </div>
      </section>
      <div className="container-page max-w-5xl pb-16" data-testid="booking-page">
        <BookingView key={service.id} service={service} slots={slots} formKey={formKey} credits={credits} requestPath={`/personal-consultancy?service=${ref}#consultancy-form`} />
      </div>
    </>
  );
}
