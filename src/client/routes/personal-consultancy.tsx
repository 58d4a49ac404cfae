import { useTranslation } from '../i18n/react.tsx';
import type { Route } from './+types/personal-consultancy';
import { isLanguage } from '../../shared/constants.ts';
import { practice } from '../../shared/content/practice.ts';
import { PageMeta } from '../components/layout/page-meta.tsx';
import { ConsultancyContact } from '../features/consultancy/components/consultancy-contact.tsx';
import { ConsultancyExpectations } from '../features/consultancy/components/consultancy-expectations.tsx';
import { ConsultancyHero } from '../features/consultancy/components/consultancy-hero.tsx';
import { ConsultancyProcess } from '../features/consultancy/components/consultancy-process.tsx';
import { ConsultancyServices } from '../features/consultancy/components/consultancy-services.tsx';
import { ConsultancyTestimonial } from '../features/consultancy/components/consultancy-testimonial.tsx';
import { RegistrationForm } from '../features/forms/components/registration-form.tsx';
import { appContext } from '../lib/app-context.ts';
import type { I18nHandle } from '../i18n/page-namespaces.ts';

/** The translation namespaces this page uses (with the frame's): only these are embedded in it. */
export const handle: I18nHandle = { i18n: ['consultancy', 'forms'] };

const FORM_ANCHOR = 'consultancy-form';

export async function loader({ context }: Route.LoaderArgs) {
  const { reads } = context.get(appContext);
  return { form: await reads.activeForm('personal_consultancy') };
}

export default function PersonalConsultancy({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('consultancy');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const founder = practice.founder.name[lang];
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description', { founder })} />
      <ConsultancyHero founder={founder} formAnchor={FORM_ANCHOR} />
      <ConsultancyServices />
      <ConsultancyProcess />

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

      <div className="container-page grid gap-10 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ConsultancyExpectations founder={founder} />
        </div>
        <div className="lg:col-span-2">
          <ConsultancyTestimonial />
        </div>
      </div>
      <ConsultancyContact />
    </>
  );
}
