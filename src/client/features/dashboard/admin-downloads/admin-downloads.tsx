/** The founder's Downloads section: publish a file for all members or one event's attendees; the published ones 50 a page; delete one. */
import { ArrowLeft, Trash2, Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Link } from '../../../lib/localized-links.tsx';
import type { AdminDownload } from '../../../../shared/contracts/dashboard.ts';
import { MEMBER_DOWNLOAD_MAX_BYTES, MEMBER_DOWNLOAD_TYPES } from '../../../../shared/upload-rules.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { SelectField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { FileSummary } from '../components/file-summary.tsx';
import { Empty, ErrorState, errorMessage, Loading, Panel } from '../components/states.tsx';
import { Pager } from '../../admin/components/pager.tsx';
import { useAdminDownloads, useDeleteDownload, useEventChoices, usePublishDownload } from './api.ts';

const ACCEPT = [...MEMBER_DOWNLOAD_TYPES, '.pdf', '.epub', '.zip', '.mp3', '.m4a', '.mp4'].join(',');

function PublishForm() {
  const { t } = useTranslation('dashboard');
  const events = useEventChoices();
  const publish = usePublishDownload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const title = String(data.get('title') ?? '').trim();
    const file = fileInput.current?.files?.[0];
    const found: Record<string, string> = {};
    if (!title) found.title = t('errors.titleRequired');
    if (!file) found.file = t('admin.chooseFile');
    setErrors(found);
    setFormError(null);
    if (!file || !title) {
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    try {
      await publish.mutateAsync({ title, description: String(data.get('description') ?? ''), webinarId: String(data.get('webinarId') ?? ''), file });
      form.reset();
      toast({ title: t('admin.published') });
    } catch (err) {
      if (err instanceof ApiError && err.fields && Object.keys(err.fields).length) {
        const fields = { ...err.fields };
        if (fields.objectKey) fields.file = fields.objectKey;
        setErrors(fields);
      } else {
        setFormError(errorMessage(err, t));
      }
    }
  }

  const busy = publish.isPending;
  return (
    <section aria-labelledby="publish-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="publish-title" className="text-xl font-bold text-slate-900">
        {t('admin.publishTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-5 md:grid-cols-2" data-testid="publish-form">
        <TextField label={t('admin.fileTitle')} name="title" required maxLength={200} error={errors.title} />
        <SelectField label={t('admin.audience')} name="webinarId" defaultValue="" error={errors.webinarId}>
          <option value="">{t('admin.everyone')}</option>
          {(events.data ?? []).map((w) => (
            <option key={w.id} value={w.id}>
              {t('admin.attendeesOf', { title: w.title })}
            </option>
          ))}
        </SelectField>
        <div className="md:col-span-2">
          <TextField label={t('admin.description')} name="description" maxLength={2000} error={errors.description} />
        </div>
        <div className="md:col-span-2">
          <TextField
            ref={fileInput}
            label={t('admin.file')}
            name="file"
            type="file"
            accept={ACCEPT}
            required
            hint={t('admin.fileHint', { size: Math.round(MEMBER_DOWNLOAD_MAX_BYTES / (1024 * 1024)) })}
            error={errors.file}
          />
        </div>
        <div className="space-y-3 md:col-span-2">
          <FormError message={formError} />
          <SubmitButton busy={busy} icon={<Upload aria-hidden="true" className="size-4" />} label={t('admin.publish')} busyLabel={t('admin.uploading')} />
        </div>
      </form>
    </section>
  );
}

function PublishedRow({ file }: { file: AdminDownload }) {
  const { t } = useTranslation('dashboard');
  const remove = useDeleteDownload();
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center" data-testid="published-row">
      <FileSummary file={file} />
      <button type="button" className="btn text-red-700 hover:bg-red-50" onClick={() => setOpen(true)} aria-label={t('admin.deleteNamed', { title: file.title })}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('admin.delete')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title={t('admin.deleteTitle')}
        description={<p>{t('admin.deleteBody', { title: file.title })}</p>}
        cancelLabel={t('admin.keep')}
        confirm={{
          label: t('admin.delete'),
          destructive: true,
          onConfirm: () =>
            remove.mutate(file.id, {
              onSuccess: () => {
                setOpen(false);
                toast({ title: t('admin.deleted') });
              },
            }),
        }}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t) : null}
      />
    </li>
  );
}

export function AdminDownloads() {
  const { t } = useTranslation('dashboard');
  const [page, setPage] = useState(1);
  const list = useAdminDownloads(page);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard?tab=downloads" className="btn-secondary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('admin.back')}
        </Link>
      </div>
      <PublishForm />
      <Panel id="published-title" title={t('admin.listTitle')}>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.total === 0 ? (
          <Empty>{t('admin.none')}</Empty>
        ) : (
          <>
            <ul className="space-y-3" data-testid="published-list">
              {list.data.items.map((file) => (
                <PublishedRow key={file.id} file={file} />
              ))}
            </ul>
            <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} list={t('admin.listTitle')} testId="downloads-pager" />
          </>
        )}
      </Panel>
    </div>
  );
}
