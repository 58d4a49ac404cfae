/**
 * The days that have free time, as a row of links that scrolls sideways: each reloads the page
 * with `?date=` (without JavaScript), or shows that day's slots from the loader (with it).
 */
import { Link } from '../../../lib/localized-links.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { dayLabel } from '../lib/slot-times.ts';

export function DateStrip({ days, chosen, hrefOf }: { days: { day: string; count: number }[]; chosen: string | null; hrefOf: (day: string) => string }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  return (
    <nav className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" aria-label={t('days.label')}>
      <ul className="flex gap-2" data-testid="booking-days">
        {days.map(({ day, count }) => {
          const [weekday, ...rest] = dayLabel(day, lang).split(/,\s*|\s+/);
          const current = day === chosen;
          return (
            <li key={day} className="shrink-0">
              <Link
                to={hrefOf(day)}
                preventScrollReset
                replace
                data-day={day}
                data-testid={`booking-day-${day}`}
                aria-current={current ? 'date' : undefined}
                className={`relative flex min-h-16 min-w-20 flex-col items-center justify-center rounded-xl border-2 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${
                  current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-brand-600'
                }`}
              >
                <span className="font-semibold">{weekday}</span>
                <span>{rest.join(' ')}</span>
                {/* Heard after the visible day (its accessible name starts with what is seen). */}
                <span className="sr-only">, {t('days.slots', { count })}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
