/**
 * The days that have free time, as a row of buttons that scrolls sideways. One of them is in the
 * Tab order (the chosen one); the arrow keys, Home and End move between days, Enter or Space chooses.
 */
import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { dayLabel } from '../lib/slot-times.ts';

export function DateStrip({ days, chosen, counts, onChoose }: { days: string[]; chosen: string | null; counts: Map<string, number>; onChoose: (day: string) => void }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const list = useRef<HTMLDivElement>(null);
  const focusable = chosen && days.includes(chosen) ? chosen : days[0];

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: days.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = Math.max(0, Math.min(days.length - 1, next));
    const button = list.current?.querySelectorAll<HTMLButtonElement>('button[data-day]')[target];
    button?.focus();
    button?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <div ref={list} role="group" aria-label={t('days.label')} className="flex gap-2" data-testid="booking-days">
        {days.map((day, i) => {
          const [weekday, ...rest] = dayLabel(day, lang).split(/,\s*|\s+/);
          const pressed = day === chosen;
          return (
            <button
              key={day}
              type="button"
              data-day={day}
              data-testid={`booking-day-${day}`}
              aria-pressed={pressed}
              tabIndex={day === focusable ? 0 : -1}
              onClick={() => onChoose(day)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`relative flex min-h-16 min-w-20 shrink-0 flex-col items-center justify-center rounded-xl border-2 px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ${
                pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-brand-600'
              }`}
            >
              <span className="font-semibold">{weekday}</span>
              <span>{rest.join(' ')}</span>
              {/* Heard after the visible day (its accessible name starts with what is seen). */}
              <span className="sr-only">, {t('days.slots', { count: counts.get(day) ?? 0 })}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
