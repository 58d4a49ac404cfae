/**
 * The member's package credits on the dashboard (issue 54 part 1; GET /api/me/credits): per package,
 * the sessions left and until when (an IST date), with a link to book one. None bought, nothing shown.
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import type { MyCredit } from '../../../shared/contracts/packages.ts';
import { formatIstDate } from '../../../shared/ist.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { api } from '../../lib/api.ts';
import { Link } from '../../lib/localized-links.tsx';
import { useLanguage } from '../../lib/use-language.ts';

export function MyCredits() {
  const { t } = useTranslation('packages');
  const lang = useLanguage();
  const list = useQuery({ queryKey: ['me', 'credits', lang], queryFn: ({ signal }) => api<MyCredit[]>(`/api/me/credits?lang=${lang}`, { signal }) });
  if (!list.data || list.data.length === 0) return null;
  return (
    <section aria-labelledby="my-credits" className="mt-8" data-testid="my-credits">
      <h2 id="my-credits" className="text-xl font-bold text-slate-900">
        {t('dashboard.title')}
      </h2>
      <ul className="mt-4 space-y-3">
        {list.data.map((c) => (
          <li key={c.id} className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="my-credit">
            <p className="font-semibold text-slate-900">
              {c.title} · {c.serviceTitle}
            </p>
            <p className="mt-1 text-slate-700" data-testid="credit-remaining">
              {t('dashboard.remaining', { count: c.remaining, sessions: c.sessions })}
            </p>
            <p className="text-sm text-slate-600">{t(Date.parse(c.expiresAt) > Date.now() ? 'dashboard.expires' : 'dashboard.expired', { date: formatIstDate(c.expiresAt, lang) })}</p>
            {c.usable && (
              <Link to={`/book/${encodeURIComponent(c.serviceSlug ?? c.serviceId)}`} className="btn-primary mt-3">
                <CalendarPlus aria-hidden="true" className="size-4" />
                {t('dashboard.book')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
