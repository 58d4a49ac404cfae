import { useTranslation } from '../../../i18n/react.tsx';
import { CtaBanner } from '../../../components/ui/cta-banner.tsx';
import { useSite } from '../../../lib/root-data.ts';

/** The closing call to action (her words where she wrote them): a free webinar (/register) or a message (/contact). */
export function ClosingCta() {
  const { t } = useTranslation('home');
  const own = useSite().home;
  return (
    <CtaBanner
      id="closing-cta"
      title={own.ctaTitle || t('cta.title')}
      description={own.ctaText || t('cta.description')}
      primary={{ to: '/register', label: own.ctaPrimary || t('cta.register') }}
      secondary={{ to: '/contact', label: own.ctaSecondary || t('cta.contact') }}
      spacing="py-14"
    />
  );
}
