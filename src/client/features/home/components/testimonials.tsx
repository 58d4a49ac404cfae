import { useTranslation } from '../../../i18n/react.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const TESTIMONIALS = ['t1', 't2', 't3'] as const;

export function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="testimonials" className="container-page py-14">
      <SectionHeading id="testimonials" badge={t('testimonials.badge')} title={t('testimonials.title')} description={t('testimonials.description')} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((id) => (
          <li key={id}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="font-serif text-5xl leading-none text-brand-600">“</span>
              <blockquote className="mt-1 flex-1 text-slate-700">{t(`testimonials.${id}.quote`)}</blockquote>
              <figcaption className="mt-5 border-t border-slate-100 pt-4">
                <span className="block font-semibold text-slate-900">{t(`testimonials.${id}.name`)}</span>
                <span className="text-sm text-slate-600">{t(`testimonials.${id}.detail`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
