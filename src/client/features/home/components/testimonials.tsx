import { useTranslation } from '../../../i18n/react.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useSite } from '../../../lib/root-data.ts';

/**
 * Clients' words: those the founder approved from clients' own answers (issue 54), each in the
 * language it was written in (`lang`), else Site content's; only words the client agreed to have
 * quoted; none, no section.
 */
export function Testimonials() {
  const { t } = useTranslation('home');
  const { testimonials } = useSite();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials" className="content-auto container-page py-14">
      <SectionHeading id="testimonials" badge={t('testimonials.badge')} title={t('testimonials.title')} description={t('testimonials.description')} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {testimonials.map(({ quote, name, detail, lang }, i) => (
          <li key={i}>
            <figure lang={lang} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
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
