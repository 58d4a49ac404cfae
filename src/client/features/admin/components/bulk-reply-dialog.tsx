/**
 * Bulk Reply (spec §7 POST /api/admin/contacts/bulk-reply): a subject and a message sent by e-mail,
 * one each, to every pending contact chosen (all of them to begin with, read from the server page
 * after page when the dialog opens, up to the 500 one reply may send); they then show as Replied.
 * "{name}" in the text becomes each person's name.
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { BULK_REPLY_LIMITS, bulkReplySchema, type BulkReplyInput } from '../../../../shared/contracts/admin.ts';
import { Dialog, DialogBody, DialogCancel, DialogFooter } from '../../../components/ui/dialog.tsx';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { GroupFrame } from '../../../components/ui/form/parts.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useBulkReply, usePendingContacts } from '../api/contacts.ts';
import { errorToast } from '../lib/errors.ts';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { preview } from '../lib/format.ts';
import { Loading } from './states.tsx';
import { useCloseGuard } from './use-close-guard.ts';

interface Values {
  contactIds: string[];
  subject: string;
  message: string;
}

export function BulkReplyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const reply = useBulkReply();
  const recipients = usePendingContacts(open);
  const pending = recipients.data ?? [];
  // The form is filled once per opening, with the recipients as the server has them now.
  const [filled, setFilled] = useState(false);
  const ready = !!recipients.data && !recipients.isFetching;
  const form = useForm<Values, unknown, BulkReplyInput>({ resolver: zodResolver(bulkReplySchema, t), defaultValues: { contactIds: [], subject: '', message: '' } });
  const { register, handleSubmit, formState, reset, setError, setValue, watch } = form;
  const chosen = watch('contactIds');
  const guard = useCloseGuard(formState.isDirty);

  useEffect(() => {
    if (open) reset({ contactIds: [], subject: t('bulkReply.defaultSubject'), message: t('bulkReply.defaultMessage') });
    else setFilled(false);
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => {
    // Every recipient chosen once they have come (what was typed meanwhile stays).
    if (open && ready && !filled) {
      setValue('contactIds', pending.map((c) => c.id));
      setFilled(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ready, filled]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await reply.mutateAsync(values);
      toast({ title: t('bulkReply.sent', { count: result.sent }), description: result.skipped ? t('bulkReply.skipped', { count: result.skipped }) : t('bulkReply.sentHint') });
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'no_unresponded_contacts') {
        toast({ title: t('contacts.noUnresponded'), description: t('contacts.noUnrespondedHint') });
        onOpenChange(false);
        return;
      }
      applyServerErrors(err, setError, ['contactIds', 'subject', 'message']);
      errorToast(t('bulkReply.failed'), err, t);
    }
  });

  const all = chosen.length === pending.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('bulkReply.title')} description={t('bulkReply.description')} closeLabel={t('actions.close')} guard={guard} wide testId="bulk-reply-dialog">
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <GroupFrame id={`${id}-to`} legend={t('bulkReply.to', { count: chosen.length, total: pending.length })} error={formState.errors.contactIds?.message}>
            <button
              type="button"
              className="mb-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              hidden={!filled}
              onClick={() => setValue('contactIds', all ? [] : pending.map((c) => c.id), { shouldDirty: true })}
            >
              {all ? t('bulkReply.selectNone') : t('bulkReply.selectAll')}
            </button>
            {!filled && <Loading />}
            <ul className="max-h-48 space-y-1 overflow-y-auto rounded-xl border border-slate-200 p-2" data-testid="bulk-reply-recipients" hidden={!filled}>
              {pending.map((c) => (
                <li key={c.id}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      name="contactIds"
                      value={c.id}
                      checked={chosen.includes(c.id)}
                      onChange={(e) => setValue('contactIds', e.target.checked ? [...chosen, c.id] : chosen.filter((x) => x !== c.id), { shouldDirty: true, shouldValidate: formState.isSubmitted })}
                      className="mt-1 size-4 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0 text-sm">
                      <span className="font-semibold text-slate-900">{c.name}</span> <span className="break-all text-slate-600">&lt;{c.email}&gt;</span>
                      <span className="block text-slate-500">{preview(c.message, 80)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </GroupFrame>
          <TextField id={`${id}-subject`} label={t('bulkReply.subject')} required maxLength={BULK_REPLY_LIMITS.subject} error={formState.errors.subject?.message} {...register('subject')} />
          <TextAreaField
            id={`${id}-message`}
            label={t('bulkReply.message')}
            hint={t('bulkReply.messageHint')}
            required
            rows={8}
            maxLength={BULK_REPLY_LIMITS.message}
            error={formState.errors.message?.message}
            {...register('message')}
          />
        </DialogBody>
        <DialogFooter>
          <DialogCancel>{t('actions.cancel')}</DialogCancel>
          <SubmitButton
            busy={formState.isSubmitting}
            disabled={chosen.length === 0}
            label={t('bulkReply.send', { count: chosen.length })}
            busyLabel={t('bulkReply.sending')}
            data-testid="send-bulk-reply"
          />
        </DialogFooter>
      </form>
    </Dialog>
  );
}
