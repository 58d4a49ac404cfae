import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRACTICE_TIME_ZONE } from '../../../../shared/constants.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const LOCALE = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' } as const;

const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(instant);

/**
 * The start in the visitor's own time zone, when it differs from IST. The server cannot know the
 * zone, so this renders only after hydration (nothing on the server, nothing to mismatch).
 */
export function VisitorTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const instant = new Date(iso);
    if (!zone || wallClock(instant, zone) === wallClock(instant, PRACTICE_TIME_ZONE)) {
      setText(null);
      return;
    }
    const time = new Intl.DateTimeFormat(LOCALE[lang], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(instant);
    setText(t('generic.yourTime', { time }));
  }, [iso, lang, t]);
  if (!text) return null;
  return (
    <span className="block text-xs text-slate-600" data-testid="visitor-time">
      {text}
    </span>
  );
}
