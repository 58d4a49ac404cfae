/** One of the member's registrations: when, status, and what they can do (join, calendar, pay, cancel). */
import { CalendarPlus, CreditCard, ExternalLink, XCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import type { MyRegistration } from '../../../../shared/contracts/dashboard.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { useCancelRegistration } from '../api/cancel-registration.ts';
import { calendarUrl } from '../api/get-my-webinars.ts';
import { joinState, nextJoinChange } from '../lib/join-window.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EventWhen } from './event-when.tsx';
import { RefundNote } from '../../registration/components/refund-note.tsx';
import { errorMessage } from './states.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useLanguage } from '../../../lib/use-language.ts';

/** Re-renders when the Join button should change (opens, closes). */
function useNow(reg: MyRegistration): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = nextJoinChange(reg, now);
    if (wait === null) return;
    // Timers cannot wait more than about 24 days; looking again within the hour is plenty.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 250, 60 * 60 * 1000));
    return () => clearTimeout(timer);
  }, [reg, now]);
  return now;
}

function JoinButton({ reg }: { reg: MyRegistration }) {
  const { t } = useTranslation('dashboard');
  const hintId = useId();
  const now = useNow(reg);
  const state = joinState(reg, now);
  if (reg.status !== 'confirmed' || !reg.event.isOnline || state === 'over') return null;
  if (state === 'open') {
    return (
      <a href={reg.joinUrl!} target="_blank" rel="noopener noreferrer" className="btn-primary" data-testid="join-button">
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('webinars.join')}
      </a>
    );
  }
  return (
    <span className="flex flex-col gap-1">
      <button type="button" className="btn-primary" disabled aria-describedby={hintId} data-testid="join-button">
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('webinars.join')}
      </button>
      <span id={hintId} className="text-xs text-slate-500">
        {state === 'no-link' ? t('webinars.joinLater') : t('webinars.joinOpens')}
      </span>
    </span>
  );
}

function CancelButton({ reg }: { reg: MyRegistration }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const cancel = useCancelRegistration();
  return (
    <>
      <button type="button" className="btn text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" className="size-4" />
        {t('webinars.cancel')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) cancel.reset();
        }}
        title={t('cancelDialog.title')}
        description={
          <>
            <p>{t('cancelDialog.body', { title: reg.event.title })}</p>
            {reg.paid && <RefundNote path={`/api/me/registrations/${encodeURIComponent(reg.id)}/refund-preview`} />}
          </>
        }
        cancelLabel={t('cancelDialog.keep')}
        confirm={{
          label: t('cancelDialog.confirm'),
          busyLabel: t('cancelDialog.cancelling'),
          destructive: true,
          // Awaited here, not in mutate's onSuccess: the refreshed dashboard may remove this card
          // before the cancel answers, and React Query skips the callbacks of an unmounted caller.
          onConfirm: async () => {
            try {
              await cancel.mutateAsync(reg.id);
            } catch {
              return; // shown in the dialog through cancel.error
            }
            setOpen(false);
            toast({ title: t('cancelDialog.done'), description: t('cancelDialog.doneBody') });
          },
        }}
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error, t) : null}
        testId="cancel-dialog"
      />
    </>
  );
}

export function RegistrationCard({ reg, headingLevel = 3 }: { reg: MyRegistration; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('dashboard');
  const lang = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="registration-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="min-w-0 text-lg font-semibold break-words text-slate-900">{reg.event.title}</Heading>
        <StatusBadge status={reg.isPast ? 'ended' : reg.status} />
      </div>
      <EventWhen event={reg.event} />
      {!reg.isPast && reg.status === 'waitlisted' && <p className="text-sm text-sky-900">{t('webinars.waitlistNote')}</p>}
      {!reg.isPast && reg.status === 'pending_payment' && <p className="text-sm text-amber-900">{t('webinars.pendingNote')}</p>}
      {!reg.isPast && (
        <div className="flex flex-wrap items-start gap-2">
          <JoinButton reg={reg} />
          {reg.payUrl && (
            <Link to={reg.payUrl} className="btn-primary">
              <CreditCard aria-hidden="true" className="size-4" />
              {t('webinars.payNow')}
            </Link>
          )}
          <a href={calendarUrl(reg.id, lang)} download className="btn-secondary" data-testid="add-to-calendar">
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('webinars.addToCalendar')}
          </a>
          {reg.canCancel && <CancelButton reg={reg} />}
        </div>
      )}
    </article>
  );
}
