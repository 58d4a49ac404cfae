/**
 * The founder's forms: what each one is for, whether it is live, its version and how many people
 * answered it; open it in the builder, duplicate it, switch it on or off, delete it, and, for a
 * custom form, open or copy the address of its public page.
 */
import { Copy, ExternalLink, Link2, Pencil, Power, PowerOff, Trash } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { AdminForm } from '../../../../shared/contracts/form-admin.ts';
import { LANGUAGE_ENTRIES, nativeLanguageName, type FormType, type Language } from '../../../../shared/constants.ts';
import { publicFormPath } from '../api/forms-admin.ts';
import { smallButtonClass, smallDangerButtonClass } from './ui.ts';

/** The page each registration form type serves (course_interest has no page of its own yet). */
export const PAGE_OF_TYPE: Partial<Record<FormType, string>> = {
  personal_consultancy: '/personal-consultancy',
  webinar_registration: '/webinar-registration',
};

export interface FormsListProps {
  forms: AdminForm[] | undefined;
  status: 'pending' | 'error' | 'success';
  editingId: string | null;
  /** The form an action is under way for (its buttons wait). */
  busyId: string | null;
  onRetry: () => void;
  onEdit: (form: AdminForm) => void;
  onDuplicate: (form: AdminForm) => void;
  onSetActive: (form: AdminForm, active: boolean) => void;
  onDelete: (form: AdminForm) => void;
  onCopyLink: (form: AdminForm, lang: Language) => void;
}

export function FormsList({ forms, status, editingId, busyId, onRetry, onEdit, onDuplicate, onSetActive, onDelete, onCopyLink }: FormsListProps) {
  const { t } = useTranslation('builder');

  if (status === 'pending') {
    return (
      <p role="status" className="text-slate-600">
        {t('list.loading')}
      </p>
    );
  }
  if (status === 'error' || !forms) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{t('list.loadFailed')}</p>
        <button type="button" className={smallButtonClass} onClick={onRetry}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (forms.length === 0) return <p className="text-slate-600">{t('list.empty')}</p>;

  return (
    <ul className="grid gap-4 lg:grid-cols-2" data-testid="forms-list">
      {forms.map((form) => {
        const busy = busyId === form.id;
        const page = form.type === 'custom' ? publicFormPath(form.id) : PAGE_OF_TYPE[form.type];
        return (
          <li
            key={form.id}
            className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm ${editingId === form.id ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
            data-testid="form-item"
            data-form-id={form.id}
            aria-busy={busy || undefined}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="break-words font-semibold text-slate-900">{form.title}</h3>
                <p className="text-sm text-slate-600">{t(`types.${form.type}`)}</p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                {editingId === form.id && <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-800">{t('list.editing')}</span>}
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${form.isActive ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
                  data-testid="form-state"
                >
                  {form.isActive ? t('list.active') : t('list.inactive')}
                </span>
                {form.missingLanguages?.length > 0 && (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900" data-testid="translation-missing">
                    {t('list.missing', { languages: form.missingLanguages.map(nativeLanguageName).join(', ') })}
                  </span>
                )}
              </div>
            </div>
            <p className="text-sm text-slate-600">
              {t('list.version', { version: form.version })} · {t('list.responses', { count: form.responseCount })} · {t('list.fields', { count: form.fields.length })}
            </p>
            {page && form.isActive && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <a href={page} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline">
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('list.openPage')}
                  <span className="sr-only"> ({t('list.newTab')})</span>
                </a>
                {form.type === 'custom' && (
                  <span className="inline-flex flex-wrap items-center gap-x-2" role="group" aria-label={t('list.copyLinkFor', { title: form.title })}>
                    <Link2 aria-hidden="true" className="size-4 text-brand-700" />
                    <span className="text-slate-600">{t('list.copyLink')}:</span>
                    {LANGUAGE_ENTRIES.map((l) => (
                      <button
                        key={l.code}
                        type="button"
                        className="inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-brand-700 hover:underline"
                        aria-label={t('list.copyLinkIn', { language: l.nativeName })}
                        onClick={() => onCopyLink(form, l.code)}
                      >
                        <span lang={l.code}>{l.nativeName}</span>
                      </button>
                    ))}
                  </span>
                )}
              </div>
            )}
            {form.type === 'custom' && !form.isActive && <p className="text-sm text-slate-500">{t('list.inactiveCustom')}</p>}
            <div className="mt-auto flex flex-wrap gap-2" role="group" aria-label={t('list.actionsFor', { title: form.title })}>
              <button type="button" className={smallButtonClass} disabled={busy} onClick={() => onEdit(form)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('list.edit')}
              </button>
              <button type="button" className={smallButtonClass} disabled={busy} onClick={() => onDuplicate(form)}>
                <Copy aria-hidden="true" className="size-4" />
                {t('list.duplicate')}
              </button>
              <button type="button" className={smallButtonClass} disabled={busy} onClick={() => onSetActive(form, !form.isActive)}>
                {form.isActive ? <PowerOff aria-hidden="true" className="size-4" /> : <Power aria-hidden="true" className="size-4" />}
                {form.isActive ? t('list.deactivate') : t('list.activate')}
              </button>
              <button type="button" className={smallDangerButtonClass} disabled={busy} onClick={() => onDelete(form)}>
                <Trash aria-hidden="true" className="size-4" />
                {t('list.delete')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
