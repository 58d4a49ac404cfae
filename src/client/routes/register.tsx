import { ArrowLeft, CalendarDays } from 'lucide-react';
import { EventTime } from '../components/ui/event-time.tsx';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from '../lib/localized-links.tsx';
import type { Route } from './+types/register';
import { findService } from '../../shared/service-paths.ts';
import { UNIFIED_TYPES, type UnifiedType } from '../../shared/registration-choices.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { UnifiedRegistrationForm } from '../features/registration/components/unified-registration-form.tsx';
import { SignupForm } from '../features/event-registration/components/signup-form.tsx';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { keepWhatWasTyped } from '../components/ui/form/action-form.tsx';

import { registerAction } from './register.server.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['registration', 'event-registration'] };

/** The registration's post (the unified form, or the short one of a free event), with or without the page's script: routes/register.server.ts. */
export const action = (args: Route.ActionArgs) => registerAction(args);

/** With the script: the same post, and what was typed stays if it gets no answer (components/ui/form/action-form.tsx). */
export const clientAction = keepWhatWasTyped;

const isUnifiedType = (value: unknown): value is UnifiedType => UNIFIED_TYPES.includes(value as UnifiedType);

/** ?type= chooses the service (the navigation's "Register for Webinar" opens the webinar one); ?webinarId= the webinar; ?service= the consultation or course. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const type = params.get('type');
  const webinarId = params.get('webinarId') ?? '';
  const [all, services] = await Promise.all([reads.listWebinars(lang), reads.listServices(lang)]);
  const webinars = all.filter((w) => w.isActive && !w.isPast);
  // ?service= (a slug or id, from "Book now") preselects the consultation or the course.
  const offerings = services.filter((s) => s.kind === 'consultation' || s.kind === 'course');
  const serviceParam = params.get('service');
  const service = findService(offerings, serviceParam);
  return {
    offerings,
    serviceId: service?.id ?? '',
    serviceMissing: !!serviceParam && !service,
    type: isUnifiedType(type) ? type : 'webinar',
    webinars,
    webinarId: webinars.some((w) => w.id === webinarId) ? webinarId : '',
    webinarMissing: webinarId !== '' && !webinars.some((w) => w.id === webinarId),
    // An event card names where it was pressed; the registration keeps it.
    source: params.get('source') === 'event-card' ? ('event-card' as const) : ('register' as const),
    // This rendering's key for the short form (signup.server.ts: the same answers posted twice are one registration).
    formKey: crypto.randomUUID(),
  };
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('registration');
  const { type, webinars, webinarId, webinarMissing, offerings, serviceId, serviceMissing, source, formKey } = loaderData;
  // A free event asks only the short questions (issue 18 §4); a paid one keeps the full form and its payment step.
  const freeEvent = type === 'webinar' ? webinars.find((w) => w.id === webinarId && w.priceInr === 0) : undefined;
  return (
    <>
      <PageMeta title={t('register.title')} description={t('register.subtitle')} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-4xl py-8 sm:py-12">
          <Link to="/" className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('register.backToHome')}
          </Link>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('register.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('register.subtitle')}</p>
        </div>
      </section>
      <div className="container-page max-w-4xl pb-16">
        {webinarMissing && (
          <p role="status" className="mb-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('register.webinarMissing')}
          </p>
        )}
        {serviceMissing && (
          <p role="status" className="mb-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('register.serviceMissing')}
          </p>
        )}
        {/* A new ?type, ?webinarId or ?service (a link from elsewhere) starts a fresh form. */}
        {freeEvent ? (
          <>
            {/* When it is: IST from the server, the visitor's own time added once the page runs. */}
            <p className="mb-4 flex gap-2 text-slate-800" data-testid="register-event-time">
              <CalendarDays aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
              <EventTime iso={freeEvent.date} />
            </p>
            <SignupForm key={freeEvent.id} event={freeEvent} source={source} formKey={formKey} />
          </>
        ) : (
          <UnifiedRegistrationForm
          key={`${type}:${webinarId}:${serviceId}`}
          formKey={formKey}
          initialType={type}
          webinars={webinars}
          initialWebinarId={webinarId}
          offerings={offerings}
          initialServiceId={serviceId}
          />
        )}
      </div>
    </>
  );
}
