import { useTranslation } from '../../../i18n/react.tsx';
import { useVisitorTime } from '../../../components/ui/event-time.tsx';

/**
 * The start in the visitor's own time zone, when it differs from IST. The server cannot know the
 * zone, so this renders only after hydration (nothing on the server, nothing to mismatch).
 */
export function VisitorTime({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const time = useVisitorTime(iso);
  if (!time) return null;
  return (
    <span className="block text-xs text-slate-600" data-testid="visitor-time">
      {t('generic.yourTime', { time })}
    </span>
  );
}
