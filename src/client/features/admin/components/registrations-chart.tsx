/**
 * Registrations per week by type for the last 12 weeks: a small hand-drawn SVG stacked bar chart.
 * Accessible: the figure has a title and description, every bar segment names its number, and a
 * visually hidden table carries all the numbers for screen readers.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { CHART_SERIES, type AdminStats, type ChartSeries } from '../../../../shared/contracts/admin.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { niceMax, ticks } from '../lib/chart.ts';
import { formatDay, formatNumber } from '../lib/format.ts';

const COLORS: Record<ChartSeries, { fill: string; swatch: string }> = {
  consultancy: { fill: 'fill-brand-700', swatch: 'bg-brand-700' },
  webinar: { fill: 'fill-sky-500', swatch: 'bg-sky-500' },
  course: { fill: 'fill-amber-500', swatch: 'bg-amber-500' },
  event: { fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
};

const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 36, left: 36 };

/** The container's width, measured (640 before the browser has measured it). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function RegistrationsChart({ weekly }: { weekly: AdminStats['weekly'] }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const id = useId();
  const [box, width] = useWidth<HTMLDivElement>();
  const totals = weekly.map((w) => CHART_SERIES.reduce((sum, s) => sum + w[s], 0));
  const top = niceMax(Math.max(0, ...totals));
  const plotW = width - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / weekly.length;
  const barW = Math.max(6, Math.min(36, slot * 0.6));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const labelEvery = slot >= 48 ? 1 : slot >= 26 ? 2 : 3;
  const weekLabel = (day: string) => formatDay(day, lang, 'short').replace(/^\S+,?\s*/, '');
  const sum = totals.reduce((a, b) => a + b, 0);

  return (
    <figure aria-labelledby={`${id}-title`} className="relative" data-testid="registrations-chart">
      <figcaption id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('chart.title')}
      </figcaption>
      <p id={`${id}-desc`} className="mt-1 text-sm text-slate-600">
        {t('chart.description', { count: sum })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {CHART_SERIES.map((s) => (
          <li key={s} className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded-sm ${COLORS[s].swatch}`} />
            {t(`overview.kinds.${s}`)}
          </li>
        ))}
      </ul>
      <div ref={box} className="mt-3 w-full">
        <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block max-w-full">
          {ticks(top).map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeWidth={1} />
              <text x={PAD.left - 6} y={y(v)} dy="0.32em" textAnchor="end" className="fill-slate-500 text-[11px]">
                {formatNumber(v, lang)}
              </text>
            </g>
          ))}
          {weekly.map((w, i) => {
            const x = PAD.left + i * slot + (slot - barW) / 2;
            let base = 0;
            return (
              <g key={w.weekStart} data-testid="chart-week">
                {CHART_SERIES.map((s) => {
                  const v = w[s];
                  if (!v) return null;
                  const y0 = y(base);
                  base += v;
                  const y1 = y(base);
                  return (
                    <rect key={s} x={x} y={y1} width={barW} height={Math.max(1, y0 - y1)} className={COLORS[s].fill} rx={2}>
                      <title>{t('chart.segment', { week: weekLabel(w.weekStart), kind: t(`overview.kinds.${s}`), count: v })}</title>
                    </rect>
                  );
                })}
                {i % labelEvery === (weekly.length - 1) % labelEvery && (
                  <text x={x + barW / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" className="fill-slate-600 text-[11px]">
                    {weekLabel(w.weekStart)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="sr-only">
      <table>
        <caption>{t('chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.week')}</th>
            {CHART_SERIES.map((s) => (
              <th key={s} scope="col">
                {t(`overview.kinds.${s}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekly.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{formatDay(w.weekStart, lang)}</th>
              {CHART_SERIES.map((s) => (
                <td key={s}>{w[s]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
