import { useTranslation } from '../../../i18n/react.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { useSite } from '../../../lib/root-data.ts';
import { TestimonialList } from '../../testimonials/components/testimonial-list.tsx';

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
      <TestimonialList items={testimonials} />
    </section>
  );
}
