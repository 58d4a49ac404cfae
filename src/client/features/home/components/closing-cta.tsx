import { useTranslation } from '../../../i18n/react.tsx';
import { CtaBanner } from '../../../components/ui/cta-banner.tsx';

/** The closing call to action: a free webinar (/register) or a message (/contact). */
export function ClosingCta() {
  const { t } = useTranslation('home');
  return (
    <CtaBanner
      id="closing-cta"
      title={t('cta.title')}
      description={t('cta.description')}
      primary={{ to: '/register', label: t('cta.register') }}
      secondary={{ to: '/contact', label: t('cta.contact') }}
      spacing="py-14"
    />
  );
}
