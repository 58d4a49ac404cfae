import { Quote } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useSite } from '../../../lib/root-data.ts';

/** One client's words: the founder's last testimonial with the client's consent (Site content); none, nothing. */
export function ConsultancyTestimonial() {
  const { t } = useTranslation('consultancy');
  const testimonial = useSite().testimonials.at(-1);
  if (!testimonial) return null;
  return (
    <figure className="h-full rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-100">{t('testimonial.label')}</p>
      <Quote aria-hidden="true" className="mt-4 size-8 text-accent-500" />
      <blockquote lang={testimonial.lang} className="mt-3 whitespace-pre-line text-lg leading-relaxed">{testimonial.quote}</blockquote>
      <figcaption lang={testimonial.lang} className="mt-6">
        <span className="block font-semibold">{testimonial.name}</span>
        {testimonial.detail && <span className="block text-sm text-brand-100">{testimonial.detail}</span>}
      </figcaption>
    </figure>
  );
}
