/**
 * An event's start: in IST (the practice's time, rendered on the server), and after hydration also
 * in the visitor's own time zone when that differs at that instant.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { formatIstDateTime, formatVisitorTime } from '../../../shared/ist.ts';

/** The visitor's time of an instant when their zone differs from IST; null on the server or in IST. */
export function useVisitorTime(iso: string): string | null {
  const lang = useLanguage();
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    setLocal(formatVisitorTime(iso, lang));
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
