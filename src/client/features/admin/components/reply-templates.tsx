/** The founder's reusable replies (inbox): add, change and delete, each in English, Hindi and Gujarati, with what is missing marked. */
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { INBOX_LIMITS, type ReplyTemplate } from '../../../../shared/contracts/inbox.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDeleteReplyTemplate, useReplyTemplates, useSaveReplyTemplate } from '../api/inbox.ts';
import { errorToast } from '../lib/errors.ts';
import { Badge, ErrorState, Loading } from './states.tsx';

const EMPTY = { name: '', en: '', hi: '', gu: '' };

function TemplateForm({ template, onDone }: { template?: ReplyTemplate; onDone: () => void }) {
  const { t } = useTranslation('inbox');
  const save = useSaveReplyTemplate();
  const [values, setValues] = useState(template ? { name: template.name, ...template.bodies } : EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ id: template?.id, input: { name: values.name, bodies: { en: values.en, hi: values.hi, gu: values.gu } } });
      toast({ title: t('templates.saved') });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else errorToast(t('templates.failed'), err, t);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4" data-testid="template-form">
      <TextField label={t('templates.name')} value={values.name} onChange={set('name')} required maxLength={INBOX_LIMITS.templateName} error={errors.name} />
      <TextAreaField label={t('templates.bodyEn')} value={values.en} onChange={set('en')} required rows={4} error={errors['bodies.en']} lang="en" />
      <TextAreaField label={t('templates.bodyHi')} value={values.hi} onChange={set('hi')} rows={4} error={errors['bodies.hi']} lang="hi" hint={values.hi.trim() ? undefined : t('templates.missing', { language: t('languages.hi') })} />
      <TextAreaField label={t('templates.bodyGu')} value={values.gu} onChange={set('gu')} rows={4} error={errors['bodies.gu']} lang="gu" hint={values.gu.trim() ? undefined : t('templates.missing', { language: t('languages.gu') })} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('templates.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending} data-testid="save-template">
          {t('templates.save')}
        </button>
      </div>
    </form>
  );
}

export function ReplyTemplates() {
  const { t } = useTranslation('inbox');
  const templates = useReplyTemplates();
  const remove = useDeleteReplyTemplate();
  const [editing, setEditing] = useState<ReplyTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReplyTemplate | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t('templates.deleted') });
      setDeleting(null);
    } catch (err) {
      errorToast(t('templates.failed'), err, t);
    }
  }

  return (
    <section aria-labelledby="reply-templates-heading" className="mt-10" data-testid="reply-templates">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="reply-templates-heading" className="text-lg font-bold text-slate-900">
          {t('templates.title')}
        </h3>
        {editing === null && (
          <button type="button" className="btn-secondary" onClick={() => setEditing('new')} data-testid="add-template">
            <Plus aria-hidden="true" className="size-4" />
            {t('templates.add')}
          </button>
        )}
      </div>
      {editing === 'new' && <TemplateForm onDone={() => setEditing(null)} />}
      {templates.isPending ? (
        <Loading />
      ) : templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => void templates.refetch()} />
      ) : templates.data.length === 0 ? (
        editing === null && <p className="text-sm text-slate-600">{t('templates.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {templates.data.map((x) =>
            editing !== 'new' && editing?.id === x.id ? (
              <li key={x.id} className="p-3">
                <TemplateForm template={x} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={x.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-semibold text-slate-900">{x.name}</p>
                  <p className="mt-1 line-clamp-2 whitespace-pre-wrap break-words text-sm text-slate-700">{x.bodies.en}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {(['hi', 'gu'] as const)
                      .filter((l) => !x.bodies[l])
                      .map((l) => (
                        <Badge key={l} tone="amber">
                          {t('templates.missing', { language: t(`languages.${l}`) })}
                        </Badge>
                      ))}
                  </div>
                </div>
                <div className="flex shrink-0 gap-2">
                  <button type="button" className="btn-secondary" onClick={() => setEditing(x)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('templates.edit')}
                    <span className="sr-only">: {x.name}</span>
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => setDeleting(x)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('templates.delete')}
                    <span className="sr-only">: {x.name}</span>
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('templates.delete')}
        description={t('templates.deleteConfirm', { name: deleting?.name ?? '' })}
        cancelLabel={t('templates.cancel')}
        confirm={{ label: t('templates.delete'), onConfirm: () => void confirmDelete(), destructive: true }}
        busy={remove.isPending}
      />
    </section>
  );
}
