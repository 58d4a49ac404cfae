/**
 * The hours of one day as a list of "from – to" ranges (IST): each can be removed, another added
 * (after the last one, an hour long, as a sensible start). Errors come keyed by the list's path
 * ("weekly.1" for the whole day, "weekly.1.0.end" for one time).
 */
import { Plus, X } from 'lucide-react';
import type { TimeRange } from '../../../../shared/contracts/scheduling.ts';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import type { FieldErrors } from '../lib/availability.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const plusHour = (time: string) => {
  const minutes = Math.min(24 * 60, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + 60);
  return minutes >= 24 * 60 ? '24:00' : `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

/** After the last range, an hour long (10:00-11:00 on an empty day). */
export function nextRange(ranges: TimeRange[]): TimeRange {
  const last = ranges.at(-1)?.end;
  if (!last || last >= '23:00') return { start: '10:00', end: '11:00' };
  return { start: last, end: plusHour(last) };
}

export function RangesEditor({ id, label, ranges, onChange, errors, path }: { id: string; label: string; ranges: TimeRange[]; onChange: (ranges: TimeRange[]) => void; errors: FieldErrors; path: string }) {
  const { t } = useTranslation('availability');
  const set = (i: number, part: keyof TimeRange, value: string) => onChange(ranges.map((r, j) => (j === i ? { ...r, [part]: value } : r)));
  const dayError = errors[path];
  return (
    <div className="space-y-2" role="group" aria-label={label} data-testid={`ranges-${id}`}>
      {ranges.map((range, i) => (
        <div key={i} className="flex flex-wrap items-end gap-2">
          <TextField
            id={`${id}-${i}-start`}
            type="time"
            step={300}
            className="w-32"
            label={t('hours.from')}
            aria-label={`${label}: ${t('hours.from')} (${i + 1})`}
            value={range.start}
            error={errors[`${path}.${i}.start`]}
            onChange={(e) => set(i, 'start', e.target.value)}
          />
          <TextField
            id={`${id}-${i}-end`}
            type="time"
            step={300}
            className="w-32"
            label={t('hours.to')}
            aria-label={`${label}: ${t('hours.to')} (${i + 1})`}
            value={range.end === '24:00' ? '23:59' : range.end}
            error={errors[`${path}.${i}.end`]}
            onChange={(e) => set(i, 'end', e.target.value === '23:59' ? '24:00' : e.target.value)}
          />
          <button
            type="button"
            className="btn-secondary min-h-11 px-3"
            onClick={() => onChange(ranges.filter((_, j) => j !== i))}
            aria-label={t('hours.remove', { day: label, from: range.start, to: range.end })}
            data-testid={`${id}-${i}-remove`}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
      {dayError && (
        <p className="text-sm text-red-700" data-testid="field-error">
          {dayError}
        </p>
      )}
      <button type="button" className="btn-secondary min-h-11" onClick={() => onChange([...ranges, nextRange(ranges)])} data-testid={`${id}-add`}>
        <Plus aria-hidden="true" className="size-4" />
        {ranges.length === 0 ? t('hours.addFirst') : t('hours.add')}
      </button>
    </div>
  );
}
