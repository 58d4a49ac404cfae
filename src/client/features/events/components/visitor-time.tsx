import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatInVisitorZone, visitorZoneDiffers } from '../format.ts';

/**
 * The start in the visitor's own time zone, when it differs from IST. The server cannot know the
 * zone, so this renders only after hydration (nothing on the server, nothing to mismatch).
 */
export function VisitorTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    setText(visitorZoneDiffers(iso) ? t('generic.yourTime', { time: formatInVisitorZone(iso, lang) }) : null);
  }, [iso, lang, t]);
  if (!text) return null;
  return (
    <span className="block text-xs text-slate-600" data-testid="visitor-time">
      {text}
    </span>
  );
}
