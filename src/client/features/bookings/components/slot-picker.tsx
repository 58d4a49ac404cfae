/**
 * Choose a new time for a booking: a strip of IST days (two weeks at a time) and the free slots of the
 * chosen day, read fresh from GET /api/services/:id/slots. Arrow keys move along the strip; every
 * slot is a button (radio semantics), so the whole picker works from the keyboard.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSlots } from '../api/bookings.ts';
import { addDays, formatDay, formatIstTime, istDayOf } from '../../../../shared/ist.ts';
import { nextDays } from '../lib/days.ts';

const WINDOW = 14;

export function SlotPicker({ serviceId, currentStart, busy, onPick, onCancel }: { serviceId: string | null; currentStart: string; busy: boolean; onPick: (start: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('agenda');
  const lang = useLanguage();
  const [offset, setOffset] = useState(0);
  const days = useMemo(() => nextDays(WINDOW * (offset + 1)).slice(WINDOW * offset), [offset]);
  const from = days[0];
  const to = days[days.length - 1];
  const slots = useSlots(serviceId, from, to);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  const byDay = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const s of slots.data?.slots ?? []) {
      if (s.start === currentStart) continue;
      const d = istDayOf(s.start);
      map.set(d, [...(map.get(d) ?? []), s.start]);
    }
    return map;
  }, [slots.data, currentStart]);
  const shownDay = day && days.includes(day) ? day : (days.find((d) => byDay.has(d)) ?? days[0]);
  const times = byDay.get(shownDay) ?? [];

  function onStripKey(e: React.KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = addDays(shownDay, e.key === 'ArrowRight' ? 1 : -1);
    if (days.includes(next)) {
      setDay(next);
      setChosen(null);
      e.currentTarget.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus();
    }
  }

  return (
    <div className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-3 sm:p-4" data-testid="slot-picker">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" disabled={offset === 0} onClick={() => { setOffset((o) => o - 1); setDay(null); setChosen(null); }}>
          {t('client.earlier')}
        </button>
        <p className="text-sm font-semibold text-slate-700">{t('client.pickTitle')}</p>
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" disabled={offset >= 3} onClick={() => { setOffset((o) => o + 1); setDay(null); setChosen(null); }}>
          {t('client.later')}
        </button>
      </div>
      <div role="group" aria-label={t('client.daysLabel')} className="flex gap-2 overflow-x-auto pb-1" onKeyDown={onStripKey}>
        {days.map((d) => {
          const count = byDay.get(d)?.length ?? 0;
          const selected = d === shownDay;
          return (
            <button
              key={d}
              type="button"
              data-day={d}
              aria-pressed={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => { setDay(d); setChosen(null); }}
              className={`min-w-[4.75rem] shrink-0 rounded-lg border px-2 py-2 text-center text-sm ${selected ? 'border-brand-700 bg-brand-700 text-white' : count ? 'border-slate-300 bg-white text-slate-800' : 'border-slate-200 bg-slate-50 text-slate-400'}`}
            >
              <span className="block font-semibold">{formatDay(d, lang, 'short')}</span>
              <span className="block text-xs">{slots.isPending ? '…' : t('client.slotCount', { count })}</span>
            </button>
          );
        })}
      </div>
      {slots.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner className="size-4 text-brand-700" />
          {t('client.loadingSlots')}
        </p>
      ) : slots.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-red-800">
          <span>{t('client.slotsError')}</span>
          <button type="button" className="btn-secondary px-3 py-1.5 text-sm" onClick={() => void slots.refetch()}>
            {t('client.retry')}
          </button>
        </div>
      ) : times.length === 0 ? (
        <p className="text-slate-600" data-testid="no-slots">{t('client.noSlots')}</p>
      ) : (
        <div role="radiogroup" aria-label={t('client.timesLabel', { day: formatDay(shownDay, lang, 'short') })} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {times.map((start) => (
            <button
              key={start}
              type="button"
              role="radio"
              aria-checked={chosen === start}
              onClick={() => setChosen(start)}
              className={`rounded-lg border px-2 py-2 text-sm font-semibold ${chosen === start ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-500'}`}
            >
              {formatIstTime(start, lang)}
            </button>
          ))}
        </div>
      )}
      <p className="text-xs text-slate-600">{t('client.istNote')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={!chosen || busy} onClick={() => chosen && onPick(chosen)} data-testid="confirm-reschedule">
          {busy ? t('client.moving') : t('client.confirmMove')}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('client.keepTime')}
        </button>
      </div>
    </div>
  );
}
