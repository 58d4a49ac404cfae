import { CalendarPlus, Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Route } from './+types/join';
import { PageShell } from '../components/layout/page-shell.tsx';
import { EventTime } from '../components/ui/event-time.tsx';
import { useTranslation } from '../i18n/react.tsx';
import type { I18nHandle } from '../i18n/page-namespaces.ts';
import { api, ApiError } from '../lib/api.ts';
import type { JoinState } from '../../shared/contracts/join.ts';

/**
 * A personal joining link (issue 53 §3). Inside its window the server answers /join/<token> with a
 * redirect to the room before this page is rendered; otherwise this page says when the room opens
 * (in IST and the visitor's time, with a calendar file), that the session ended, or that the
 * registration was cancelled or is not confirmed yet.
 */
export const handle: I18nHandle = { i18n: ['join'] };

type Loaded = { kind: 'loading' } | { kind: 'state'; state: JoinState } | { kind: 'invalid' } | { kind: 'error' };

export default function JoinPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation('join');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const token = params.token;

  useEffect(() => {
    const controller = new AbortController();
    api<JoinState>(`/api/join/${encodeURIComponent(token)}`, { signal: controller.signal })
      .then((state) => setLoaded({ kind: 'state', state }))
      .catch((err) => {
        if ((err as Error).name === 'AbortError') return;
        setLoaded(err instanceof ApiError && err.status === 404 ? { kind: 'invalid' } : { kind: 'error' });
      });
    return () => controller.abort();
  }, [token]);

  if (loaded.kind !== 'state')
    return (
      <PageShell title={t('title')} noIndex>
        <p className="text-lg text-slate-700" role="status" data-testid="join-status">
          {loaded.kind === 'loading' ? t('checking') : loaded.kind === 'invalid' ? t('errors.notFound') : t('failed')}
        </p>
      </PageShell>
    );

  const { state } = loaded;
  const calendar = (
    <a className="btn-secondary" href={`/api/join/${encodeURIComponent(token)}/calendar.ics`} data-testid="join-calendar">
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('addToCalendar')}
    </a>
  );
  return (
    <PageShell title={state.title} noIndex>
      <div className="space-y-4 text-lg text-slate-700" data-testid={`join-${state.state}`}>
        {state.state === 'early' && (
          <>
            <p>
              {t('startsAt')} <EventTime iso={state.startsAt} className="font-semibold text-slate-900" />
            </p>
            <p>{t('opensAt')}</p>
            <p>
              <EventTime iso={state.opensAt} />
            </p>
            {calendar}
          </>
        )}
        {(state.state === 'open' || state.state === 'no_room') && (
          <>
            <p>{state.state === 'open' ? t('open') : t('noRoom')}</p>
            <a className="btn-primary" href={`/join/${encodeURIComponent(token)}`} data-testid="join-now">
              <Video aria-hidden="true" className="size-4" />
              {state.state === 'open' ? t('joinNow') : t('tryAgain')}
            </a>
          </>
        )}
        {state.state === 'ended' && <p>{t('ended')}</p>}
        {state.state === 'cancelled' && <p>{t('cancelled')}</p>}
        {state.state === 'unconfirmed' && <p>{t('unconfirmed')}</p>}
        {state.state === 'in_person' && (
          <>
            <p>{t('inPerson')}</p>
            <p>
              <EventTime iso={state.startsAt} className="font-semibold text-slate-900" />
            </p>
            {calendar}
          </>
        )}
      </div>
    </PageShell>
  );
}
