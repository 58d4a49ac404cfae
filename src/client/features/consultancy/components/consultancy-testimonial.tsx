import { Quote } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';

/** One client's words (sample content, like the rest of the seeded site). */
export function ConsultancyTestimonial() {
  const { t } = useTranslation('consultancy');
  return (
    <figure className="h-full rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <p className="text-sm font-medium uppercase tracking-wide text-brand-100">{t('testimonial.label')}</p>
      <Quote aria-hidden="true" className="mt-4 size-8 text-accent-500" />
      <blockquote className="mt-3 text-lg leading-relaxed">{t('testimonial.quote')}</blockquote>
      <figcaption className="mt-6">
        <span className="block font-semibold">{t('testimonial.name')}</span>
        <span className="block text-sm text-brand-100">{t('testimonial.detail')}</span>
      </figcaption>
    </figure>
  );
}
