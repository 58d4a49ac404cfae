import { useTranslation } from '../i18n/react.tsx';
import { data } from 'react-router';
import { Link } from '../lib/localized-links.tsx';
import { PageShell } from '../components/layout/page-shell.tsx';

/** Any unknown path: the not-found page, answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('notFound.title')} description={t('notFound.description')} noIndex>
      <Link to="/" className="btn-primary">
        {t('notFound.goHome')}
      </Link>
    </PageShell>
  );
}
