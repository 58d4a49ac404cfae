/**
 * Schedule (spec §2: a month calendar of 42 cells), with the real events on the days they happen in
 * India (those of the six weeks shown, asked of the server), month navigation, and a link from a day
 * to its events (the Events tab, filtered to that day).
 * On phones the grid shows dots and the month's events are listed under it.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { AdminWebinar } from '../../../../shared/contracts/admin.ts';
import { istToday } from '../../../../shared/ist.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useWebinarsBetween } from '../api/webinars.ts';
import { addMonths, eventsByDay, monthCells, monthKey, monthOf, parseMonthKey } from '../lib/calendar.ts';
import { formatDay, formatMonth, formatTime, weekdayNames } from '../lib/format.ts';
import { ErrorState, Loading, TabHeader } from './states.tsx';

const DOT_COLORS: Record<AdminWebinar['category'], string> = {
  webinar: 'bg-sky-500',
  workshop: 'bg-amber-500',
  retreat: 'bg-emerald-600',
  'group-session': 'bg-brand-700',
};

const CATEGORY_COLORS: Record<AdminWebinar['category'], string> = {
  webinar: 'bg-sky-100 text-sky-900',
  workshop: 'bg-amber-100 text-amber-900',
  retreat: 'bg-emerald-100 text-emerald-900',
  'group-session': 'bg-brand-100 text-brand-900',
};

export function ScheduleTab({ month, setMonth, openDay }: { month: string | null; setMonth: (month: string) => void; openDay: (date: string) => void }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const today = istToday();
  const shown = parseMonthKey(month) ?? monthOf(today);
  const cells = monthCells(shown, today);
  // The events of the six weeks shown, whatever their number (the list answers 50 a page).
  const webinars = useWebinarsBetween(cells[0].date, cells[cells.length - 1].date);
  const byDay = eventsByDay(webinars.data ?? []);
  const inMonth = cells.filter((c) => c.inMonth && byDay.has(c.date));
  const title = formatMonth(shown.year, shown.month, lang);

  return (
    <section aria-labelledby="schedule-heading">
      <TabHeader id="schedule-heading" title={t('schedule.title')} description={t('schedule.description')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900" aria-live="polite" data-testid="schedule-month">
          {title}
        </h3>
        <div className="flex gap-2">
          <button type="button" className="btn-secondary px-3" onClick={() => setMonth(monthKey(addMonths(shown, -1)))} aria-label={t('schedule.previous')} data-testid="previous-month">
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          <button type="button" className="btn-secondary" onClick={() => setMonth(monthKey(monthOf(today)))}>
            {t('schedule.today')}
          </button>
          <button type="button" className="btn-secondary px-3" onClick={() => setMonth(monthKey(addMonths(shown, 1)))} aria-label={t('schedule.next')} data-testid="next-month">
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      {webinars.isPending ? (
        <Loading />
      ) : webinars.isError ? (
        <ErrorState error={webinars.error} onRetry={() => webinars.refetch()} />
      ) : (
        <>
          <div role="table" aria-label={title} className="overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="calendar">
            <div role="row" className="grid grid-cols-7 border-b border-slate-200 bg-slate-50">
              {weekdayNames(lang).map((name) => (
                <div role="columnheader" key={name} className="px-1 py-2 text-center text-xs font-semibold text-slate-600">
                  {name}
                </div>
              ))}
            </div>
            {Array.from({ length: 6 }, (_, week) => (
              <div role="row" key={week} className="grid grid-cols-7">
                {cells.slice(week * 7, week * 7 + 7).map((cell) => {
                  const events = byDay.get(cell.date) ?? [];
                  return (
                    <div
                      role="cell"
                      key={cell.date}
                      data-testid="calendar-cell"
                      data-date={cell.date}
                      className={`min-h-14 border-b border-r border-slate-100 p-1 sm:min-h-24 sm:p-1.5 ${cell.inMonth ? 'bg-white' : 'bg-slate-50 text-slate-400'}`}
                    >
                      <div className="flex items-center justify-between">
                        <span
                          className={`inline-flex size-7 items-center justify-center rounded-full text-sm ${cell.isToday ? 'bg-brand-700 font-bold text-white' : cell.inMonth ? 'text-slate-800' : ''}`}
                          aria-current={cell.isToday ? 'date' : undefined}
                        >
                          {cell.day}
                        </span>
                      </div>
                      {events.length > 0 && (
                        <button
                          type="button"
                          onClick={() => openDay(cell.date)}
                          className="mt-1 block w-full rounded-md text-left hover:bg-brand-50 focus-visible:outline-2"
                          data-testid="calendar-day-link"
                          aria-label={t('schedule.dayLink', { count: events.length, day: formatDay(cell.date, lang) })}
                        >
                          <span className="flex flex-wrap gap-1 sm:hidden" aria-hidden="true">
                            {events.map((e) => (
                              <span key={e.id} className={`size-2 rounded-full ${DOT_COLORS[e.category]}`} />
                            ))}
                          </span>
                          <span className="hidden space-y-1 sm:block" aria-hidden="true">
                            {events.slice(0, 3).map((e) => (
                              <span key={e.id} className={`block truncate rounded px-1.5 py-0.5 text-xs ${CATEGORY_COLORS[e.category]} ${e.isActive ? '' : 'line-through opacity-70'}`}>
                                {formatTime(e.time, lang)} {e.title}
                              </span>
                            ))}
                            {events.length > 3 && <span className="block px-1.5 text-xs text-slate-600">{t('schedule.more', { count: events.length - 3 })}</span>}
                          </span>
                        </button>
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          <div className="mt-6">
            <h3 className="text-base font-semibold text-slate-900">{t('schedule.thisMonth')}</h3>
            {inMonth.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600" data-testid="schedule-empty">
                {t('schedule.empty')}
              </p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white" data-testid="schedule-agenda">
                {inMonth.map((cell) => (
                  <li key={cell.date} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
                    <button type="button" className="text-left text-sm font-semibold text-brand-700 underline-offset-2 hover:underline sm:w-56 sm:shrink-0" onClick={() => openDay(cell.date)}>
                      {formatDay(cell.date, lang)}
                    </button>
                    <ul className="space-y-1 text-sm text-slate-700">
                      {(byDay.get(cell.date) ?? []).map((e) => (
                        <li key={e.id}>
                          {formatTime(e.time, lang)} · {e.title}
                          {!e.isActive && <span className="text-slate-500"> ({t('events.inactive')})</span>}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
