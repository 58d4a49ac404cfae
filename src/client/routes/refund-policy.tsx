import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell.tsx';

export default function Page() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('pages.refundPolicy')}>
      <p className="text-slate-600">{t('generic.comingSoon')}</p>
    </PageShell>
  );
}
