/**
 * The completion certificate (issue 54 part 3): a page made to be printed (or saved as PDF from the
 * print dialog), in the learner's language, with their name, the course and the date. The print
 * button needs the script; without it the browser's own Print does the same.
 */
import { Printer } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { practice } from '../../../../shared/content/practice.ts';
import type { Certificate } from '../../../../shared/contracts/course.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { HydratedButton } from '../../../components/ui/form/buttons.tsx';

export function CertificateView({ certificate, slug }: { certificate: Certificate; slug: string }) {
  const { t } = useTranslation('course');
  const lang = useLanguage();
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <div className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Link to={`/course/${encodeURIComponent(slug)}`} className="btn-secondary">
          {t('certificate.back')}
        </Link>
        <HydratedButton type="button" className="btn-primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('certificate.print')}
        </HydratedButton>
      </div>
      <section className="rounded-2xl border-4 border-double border-brand-700 bg-white px-5 py-10 text-center shadow-sm sm:px-12 sm:py-16 print:shadow-none" data-testid="course-certificate">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{practice.name[lang]}</p>
        <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{t('certificate.title')}</h1>
        <p className="mt-8 text-slate-700">{t('certificate.certifies')}</p>
        <p className="mt-2 break-words text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="certificate-name">
          {certificate.name}
        </p>
        <p className="mt-4 text-slate-700">{t('certificate.completed')}</p>
        <p className="mt-2 text-xl font-semibold text-slate-900">{certificate.title}</p>
        <p className="mt-8 text-slate-700" data-testid="certificate-date">
          {t('certificate.on', { date: certificate.completedOn })}
        </p>
      </section>
    </div>
  );
}
