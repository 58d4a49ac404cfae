import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import { PageShell } from '../../../components/layout/page-shell.tsx';

/** What a signed-in member sees on an admin page (spec §2): the page's own wording of the refusal. */
export function AccessDenied({ title, message, email }: { title: string; message: string; email?: string }) {
  const { t } = useTranslation('auth');
  return (
    <PageShell title={title} noIndex>
      <div role="alert" className="flex max-w-2xl items-start gap-4 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900" data-testid="access-denied">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="space-y-2">
          <p className="text-lg font-semibold">{message}</p>
          {email && <p className="text-sm text-red-800">{t('denied.signedInAs', { email })}</p>}
          <Link to="/" className="inline-block text-sm font-medium text-brand-700 underline underline-offset-2">
            {t('common:generic.backToHome')}
          </Link>
        </div>
      </div>
    </PageShell>
  );
}
