import { ArrowRight, CheckCircle2, Clock3, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLanguage } from '../lib/use-language.ts';
import { Link } from '../lib/localized-links.tsx';
import type { Route } from './+types/registration-success';
import { REGISTRATION_TYPES, type RegistrationType } from '../../shared/constants.ts';
import { practice } from '../../shared/content/practice.ts';
import { whatsappLinkOf } from '../../shared/content/site-view.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { SocialIcon } from '../components/ui/social-icons.tsx';
import { ShareButtons } from '../features/registration/components/share-buttons.tsx';
import { useRootData, useSite } from '../lib/root-data.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { appContext } from '../lib/app-context.ts';
import { BookedDetails } from '../features/registration/components/booked-details.tsx';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['registration'] };

/**
 * ?type=webinar|consultancy|course[&free=true][&waitlisted=true][&booked=true] (spec §2 "Registration
 * success"); with the registration's signed link (registrationId, sig, exp: the payment page's) the
 * page reads what was booked and says it (issue 51). A link refused or absent: the general words.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const type = params.get('type');
  const registrationId = params.get('registrationId');
  const sig = params.get('sig');
  const read = registrationId && sig ? await context.get(appContext).actions.payment.summary(registrationId, { sig, exp: params.get('exp') ?? undefined }) : null;
  const summary = read?.ok ? read.value : null;
  return {
    type: (REGISTRATION_TYPES as readonly string[]).includes(type ?? '') ? (type as RegistrationType) : 'webinar',
    free: params.get('free') === 'true',
    waitlisted: params.get('waitlisted') === 'true',
    summary,
    // A consultation with its time booked (from the slot page, or its summary): nothing left to schedule.
    booked: params.get('booked') === 'true' || !!summary?.slot,
  };
}

/** It may name one registration: kept by no cache (the page cache included). */
export const headers = () => ({ 'cache-control': 'no-store' });

const STEPS = ['one', 'two', 'three'] as const;

/** The look of every link in the cards (44 px tall: a finger's target). */
const LINK = 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline';

/** One card of the page: a section named by its heading; `wide` spans both columns. */
function Card({ id, title, wide = false, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm${wide ? ' md:col-span-2' : ''}`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function RegistrationSuccess({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('registration');
  const lang = useLanguage();
  const root = useRootData();
  const { contact } = useSite();
  const { type, waitlisted, summary, booked, free } = loaderData;
  // "We will contact you to schedule" only for a consultation asked for without a time; no payment
  // spoken of for one booked at ₹0 (a free service, or a session of a package).
  const freeBooking = type === 'consultancy' && free;
  const steps = type === 'consultancy' && booked ? (freeBooking ? 'consultancyBookedFree' : 'consultancyBooked') : type;
  const title = waitlisted ? t('success.waitlistedTitle') : t('success.title');
  return (
    <>
      <PageMeta title={title} noIndex />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-4xl py-10 text-center sm:py-14">
          <span className={`mx-auto inline-flex size-16 items-center justify-center rounded-full ${waitlisted ? 'bg-amber-100 text-amber-700' : 'bg-green-100 text-green-700'}`}>
            {waitlisted ? <Clock3 aria-hidden="true" className="size-9" /> : <CheckCircle2 aria-hidden="true" className="size-9" />}
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl" data-testid="success-title">
            {title}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{waitlisted ? t('success.waitlistedText') : t(freeBooking ? 'success.intro.consultancyFree' : `success.intro.${type}`)}</p>
          <p className="mt-2 text-slate-600">{t('success.emailNote')}</p>
          {summary && !waitlisted && (
            <div className="mx-auto mt-6 max-w-xl">
              <BookedDetails summary={summary} headingLevel="h2" />
            </div>
          )}
        </div>
      </section>

      <div className="container-page grid max-w-4xl gap-6 pb-16 md:grid-cols-2">
        {!waitlisted && (
          <Card id="next-steps" title={t('success.nextStepsTitle')} wide>
            <ol className="mt-4 space-y-3">
              {STEPS.map((step, i) => (
                <li key={step} className="flex gap-3 text-slate-700">
                  <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">{i + 1}</span>
                  {t(`success.steps.${steps}.${step}`)}
                </li>
              ))}
            </ol>
          </Card>
        )}

        {type === 'webinar' && (
          <section aria-labelledby="course-cta" className="rounded-2xl bg-brand-800 p-6 text-white shadow-sm md:col-span-2">
            <h2 id="course-cta" className="text-lg font-semibold">
              {t('success.courseTitle')}
            </h2>
            <p className="mt-2 text-brand-50">{t('success.courseText')}</p>
            <Link to="/register?type=course" className="btn mt-4 bg-white text-brand-800 hover:bg-brand-50" data-testid="course-link">
              {t('success.courseLink')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </section>
        )}

        <Card id="help" title={t('success.contactTitle')}>
          <p className="mt-2 text-sm text-slate-600">{t('success.contactText')}</p>
          <ul className="mt-4 space-y-2 text-sm">
            {contact.whatsapp && (
              <li>
                <a href={whatsappLinkOf(contact.whatsapp)} target="_blank" rel="noopener noreferrer" className={LINK}>
                  <SocialIcon name="whatsapp" className="size-4" />
                  {t('success.whatsapp')}
                </a>
              </li>
            )}
            {contact.tel && (
              <li>
                <a href={`tel:${contact.tel}`} className={LINK}>
                  <Phone aria-hidden="true" className="size-4" />
                  {t('success.call', { phone: contact.phone })}
                </a>
              </li>
            )}
            {contact.email && (
              <li>
                <a href={`mailto:${contact.email}`} className={`${LINK} break-all`}>
                  <Mail aria-hidden="true" className="size-4" />
                  {contact.email}
                </a>
              </li>
            )}
          </ul>
        </Card>

        <Card id="explore" title={t('success.exploreTitle')}>
          <ul className="mt-3 grid gap-1 text-sm">
            {(
              [
                ['/about', 'about'],
                ['/services', 'services'],
                ['/events', 'events'],
                ['/', 'home'],
              ] as const
            ).map(([to, key]) => (
              <li key={key}>
                <Link to={to} className={LINK}>
                  <ArrowRight aria-hidden="true" className="size-4" />
                  {t(`success.links.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </Card>

        <Card id="share" title={t('success.shareTitle')} wide>
          <div className="mt-4">
            <ShareButtons url={`${root?.publicUrl ?? ''}/events`} text={t('success.shareText', { name: practice.name[lang] })} />
          </div>
        </Card>
      </div>
    </>
  );
}
