/**
 * An event's start: in IST (the practice's time, rendered on the server), and after hydration also
 * in the visitor's own time zone when that differs at that instant.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { PRACTICE_TIME_ZONE } from '../../../shared/constants.ts';
import { formatIstDateTime } from '../../../shared/ist.ts';

const LOCALE = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' } as const;

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000;
}

/** The visitor's time of an instant when their zone differs from IST; null on the server or in IST. */
export function useVisitorTime(iso: string): string | null {
  const lang = useLanguage();
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    const instant = new Date(iso);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone || offsetMinutes(instant, zone) === offsetMinutes(instant, PRACTICE_TIME_ZONE)) {
      setLocal(null);
      return;
    }
    setLocal(new Intl.DateTimeFormat(LOCALE[lang], { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(instant));
  }, [iso, lang]);
  return local;
}

export function EventTime({ iso, className }: { iso: string; className?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const local = useVisitorTime(iso);
  return (
    <span className={className}>
      <time dateTime={iso}>
        {formatIstDateTime(iso, lang)} {t('generic.ist')}
      </time>
      {local && <span className="block text-sm text-slate-500" data-testid="visitor-time">({t('generic.yourTime', { time: local })})</span>}
    </span>
  );
}
