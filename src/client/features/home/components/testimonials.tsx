import { useTranslation } from '../../../i18n/react.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useSite } from '../../../lib/root-data.ts';

/** Clients' words (Site content): only those the client agreed to have quoted; none, no section. */
export function Testimonials() {
  const { t } = useTranslation('home');
  const { testimonials } = useSite();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials" className="content-auto container-page py-14">
      <SectionHeading id="testimonials" badge={t('testimonials.badge')} title={t('testimonials.title')} description={t('testimonials.description')} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map(({ quote, name, detail }, i) => (
          <li key={i}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="font-serif text-5xl leading-none text-brand-600">“</span>
              <blockquote className="mt-1 flex-1 whitespace-pre-line text-slate-700">{quote}</blockquote>
              <figcaption className="mt-5 border-t border-slate-100 pt-4">
                <span className="block font-semibold text-slate-900">{name}</span>
                {detail && <span className="text-sm text-slate-600">{detail}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
