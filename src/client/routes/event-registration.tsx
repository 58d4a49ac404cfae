import { CalendarDays, Clock, IndianRupee, Users, Video, MapPin, Sparkles } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/event-registration';
import { formatInr } from '../../shared/money.ts';
import { formatDuration } from '../../shared/duration.ts';
import { MEDITATION_CIRCLE_SLUG } from '../../shared/registration-choices.ts';
import { useLanguage } from '../lib/use-language.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { EventTime } from '../components/ui/event-time.tsx';
import { EventRegistrationForm } from '../features/event-registration/components/event-registration-form.tsx';
import { SignupForm } from '../features/event-registration/components/signup-form.tsx';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { keepWhatWasTyped } from '../components/ui/form/action-form.tsx';
import { fallbackLang } from '../../shared/content-languages.ts';

import { signupAction } from './signup.server.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['event-registration', 'registration'] };

/** The short registration's post (a free occurrence), with or without the page's script: routes/signup.server.ts. */
export const action = (args: Route.ActionArgs) => signupAction(args, { page: '/event-registration' });

/** With the script: the same post, and what was typed stays if it gets no answer (components/ui/form/action-form.tsx). */
export const clientAction = keepWhatWasTyped;

/** The Monthly Meditation Circle's next occurrence (the series' slug names it), from the database: date, seats left and details (spec §2). */
export async function loader({ context }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const event = await reads.getWebinar(MEDITATION_CIRCLE_SLUG, lang);
  // formKey: this rendering's key for the form (signup.server.ts: the same answers posted twice are one registration).
  return { event: event && event.isActive && !event.isPast ? event : null, title: event?.title ?? null, formKey: crypto.randomUUID() };
}

export default function EventRegistration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('event-registration');
  const lang = useLanguage();
  const { event } = loaderData;
  const title = loaderData.title ?? t('common:pages.eventRegistration');
  return (
    <>
      <PageMeta title={title} description={event?.shortDescription ?? undefined} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-5xl py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('badge')}
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl" lang={loaderData.title && event ? fallbackLang(event, 'title') : undefined}>
            {title}
          </h1>
          {event?.shortDescription && (
            <p className="mt-4 max-w-2xl text-lg text-slate-700" lang={fallbackLang(event, 'shortDescription')}>
              {event.shortDescription}
            </p>
          )}
          {event && (
            <ul className="mt-6 grid gap-3 text-slate-800 sm:grid-cols-2 lg:grid-cols-3" data-testid="event-facts">
              <li className="flex gap-3 rounded-xl bg-white/80 p-3 shadow-sm sm:col-span-2 lg:col-span-1">
                <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <EventTime iso={event.date} />
              </li>
              <li className="flex items-center gap-3 rounded-xl bg-white/80 p-3 shadow-sm">
                <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {formatDuration(event.duration, lang)}
              </li>
              <li className="flex items-center gap-3 rounded-xl bg-white/80 p-3 shadow-sm">
                {event.isOnline ? <Video aria-hidden="true" className="size-5 shrink-0 text-brand-700" /> : <MapPin aria-hidden="true" className="size-5 shrink-0 text-brand-700" />}
                {event.isOnline ? t('online') : event.location ? <span lang={fallbackLang(event, 'location')}>{event.location}</span> : t('inPerson')}
              </li>
              <li className="flex items-center gap-3 rounded-xl bg-white/80 p-3 shadow-sm" data-testid="event-seats">
                <Users aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {event.seatsLeft > 0 ? t('seatsLeft', { count: event.seatsLeft }) : t('full')}
              </li>
              <li className="flex items-center gap-3 rounded-xl bg-white/80 p-3 shadow-sm">
                <IndianRupee aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {formatInr(event.priceInr, lang)}
              </li>
              <li className="flex items-center gap-3 rounded-xl bg-white/80 p-3 shadow-sm">
                <Sparkles aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                {t('allLevels')}
              </li>
            </ul>
          )}
        </div>
      </section>
      <div className="container-page grid max-w-5xl grid-cols-1 gap-8 pb-16 lg:grid-cols-5">
        {event ? (
          <>
            <section aria-labelledby="about-circle" className="lg:col-span-2">
              <h2 id="about-circle" className="text-xl font-semibold text-slate-900">
                {t('aboutTitle')}
              </h2>
              <p className="mt-3 whitespace-pre-line text-slate-700">{event.description}</p>
            </section>
            <div className="lg:col-span-3">
              {/* A free occurrence asks only the short questions (issue 18 §4). */}
              {event.priceInr === 0 ? <SignupForm event={event} source="event-page" idPrefix="ev" formKey={loaderData.formKey} /> : <EventRegistrationForm event={event} />}
            </div>
          </>
        ) : (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900 lg:col-span-5">{t('notScheduled')}</p>
        )}
      </div>
    </>
  );
}
