import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/webinar-registration';
import { isLanguage } from '../../shared/constants.ts';
import { practice } from '../../shared/content/practice.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { RegistrationForm } from '../features/forms/components/registration-form.tsx';
import { NextWebinarCard } from '../features/webinar-page/components/next-webinar-card.tsx';
import { WebinarExpectations } from '../features/webinar-page/components/webinar-expectations.tsx';
import { WebinarHero } from '../features/webinar-page/components/webinar-hero.tsx';
import { nextWebinar, webinarSchedule } from '../features/webinar-page/lib/next-webinar.ts';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['webinar-page', 'forms'] };

const FORM_ANCHOR = 'webinar-form';

export async function loader({ context }: Route.LoaderArgs) {
  const { reads, lang } = context.get(appContext);
  const [form, webinars] = await Promise.all([reads.activeForm('webinar_registration'), reads.listWebinars(lang)]);
  const next = nextWebinar(webinars, new Date());
  return {
    form,
    // Formatted here, once, so the server's and the browser's clocks and locales cannot disagree.
    webinar: next && {
      title: next.title,
      shortDescription: next.shortDescription,
      price: next.priceInr === 0 ? null : next.price,
      schedule: webinarSchedule(next, lang),
    },
  };
}

export default function WebinarRegistration({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('webinar-page');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const founder = practice.founder.name[lang];
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description', { founder })} />
      <WebinarHero founder={founder} formAnchor={FORM_ANCHOR} aside={<NextWebinarCard webinar={loaderData.webinar} />} />

      <section id={FORM_ANCHOR} aria-labelledby={`${FORM_ANCHOR}-title`} className="container-page scroll-mt-20 py-12">
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h2 id={`${FORM_ANCHOR}-title`} className="text-2xl font-bold text-slate-900">
            {t('form.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('form.description')}</p>
          <div className="mt-6">
            <RegistrationForm
              form={loaderData.form}
              submitLabel={t('form.submit')}
              submittingLabel={t('form.submitting')}
              success={{ title: t('form.successTitle'), description: t('form.successDescription') }}
            />
          </div>
        </div>
      </section>

      <WebinarExpectations founder={founder} />
    </>
  );
}
