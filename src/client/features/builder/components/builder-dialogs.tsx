/**
 * The builder's three questions: drop unsaved changes (before another form opens or a new one
 * starts), leave the page with unsaved changes, and delete a form (a form with responses can only
 * be deactivated).
 */
import type { Blocker } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import type { AdminForm } from '../../../../shared/contracts/form-admin.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** Asks before `pending` (what the founder asked for) drops the unsaved changes. */
export function DiscardDialog({ pending, onClose, onDiscard }: { pending: (() => void) | null; onClose: () => void; onDiscard: (then: () => void) => void }) {
  const { t } = useTranslation('builder');
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('discard.title')}
      description={t('discard.body')}
      cancelLabel={t('discard.keep')}
      confirm={{ label: t('discard.confirm'), destructive: true, onConfirm: () => pending && onDiscard(pending) }}
      testId="discard-dialog"
    />
  );
}

/** The router's question when the founder navigates away with unsaved changes. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('builder');
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(o) => !o && blocker.state === 'blocked' && blocker.reset()}
      title={t('leave.title')}
      description={t('leave.body')}
      cancelLabel={t('discard.keep')}
      confirm={{ label: t('leave.confirm'), destructive: true, onConfirm: () => blocker.state === 'blocked' && blocker.proceed() }}
    />
  );
}

export function DeleteFormDialog({
  form,
  onClose,
  onDelete,
  onDeactivate,
}: {
  form: AdminForm | null;
  onClose: () => void;
  onDelete: (form: AdminForm) => void;
  onDeactivate: (form: AdminForm) => void;
}) {
  const { t } = useTranslation('builder');
  const answered = !!form && form.responseCount > 0;
  const then = (fn: (form: AdminForm) => void) => () => {
    if (!form) return;
    onClose();
    fn(form);
  };
  return (
    <ConfirmDialog
      open={form !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('delete.title', { title: form?.title ?? '' })}
      description={<p>{answered ? t('delete.hasResponses', { count: form.responseCount }) : t('delete.body')}</p>}
      cancelLabel={t('delete.cancel')}
      confirm={form && !answered ? { label: t('delete.confirm'), destructive: true, onConfirm: then(onDelete) } : undefined}
      alternative={answered && form.isActive ? { label: t('delete.deactivateInstead'), onSelect: then(onDeactivate) } : undefined}
      testId="delete-dialog"
    />
  );
}
