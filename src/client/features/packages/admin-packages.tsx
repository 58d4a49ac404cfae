/**
 * Packages of sessions in the admin (issue 54 part 1), below the services list: each package with
 * its consultation, sessions, price and validity, and a form to create or change one in the three
 * languages (English, then Hindi and Gujarati, each falling back to the English). "Deactivate" stops
 * selling it (DELETE /api/admin/packages/:id); credits already bought stay usable. Admin forms are
 * the admin's way (react-hook-form, the API's translated messages under each field).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Package, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminPackage, PackageInput } from '../../../shared/contracts/packages.ts';
import type { AdminService } from '../../../shared/contracts/admin.ts';
import { formatInr } from '../../../shared/money.ts';
import { SubmitButton } from '../../components/ui/form/buttons.tsx';
import { CheckboxField } from '../../components/ui/form/choice-fields.tsx';
import { applyServerErrors } from '../../components/ui/form/server-errors.ts';
import { SelectField, TextAreaField, TextField } from '../../components/ui/form/text-fields.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { api } from '../../lib/api.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { errorToast } from '../admin/lib/errors.ts';
import { useAdminServices } from '../admin/api/services.ts';
import { ErrorState, Loading } from '../admin/components/states.tsx';

const packagesKey = ['admin', 'packages'] as const;

interface Localized {
  title: string;
  text: string;
}
interface PackageForm {
  serviceId: string;
  sessions: string;
  priceInr: string;
  validDays: string;
  title: string;
  text: string;
  active: boolean;
  translations: { hi: Localized; gu: Localized };
}

const formOf = (p: AdminPackage | null, serviceId: string): PackageForm => ({
  serviceId: p?.serviceId ?? serviceId,
  sessions: String(p?.sessions ?? 5),
  priceInr: p ? String(p.priceInr) : '',
  validDays: String(p?.validDays ?? 180),
  title: p?.title ?? '',
  text: p?.text ?? '',
  active: p?.active ?? true,
  translations: { hi: { title: p?.translations.hi?.title ?? '', text: p?.translations.hi?.text ?? '' }, gu: { title: p?.translations.gu?.title ?? '', text: p?.translations.gu?.text ?? '' } },
});

/** The form's strings as the API takes them (numbers as typed: the server checks and explains). */
const inputOf = (f: PackageForm) => ({
  serviceId: f.serviceId,
  sessions: f.sessions,
  priceInr: f.priceInr,
  validDays: f.validDays,
  title: f.title,
  text: f.text,
  active: f.active,
  translations: f.translations,
}) as unknown as PackageInput;

function PackageEditor({ pkg, consultations, onDone }: { pkg: AdminPackage | null; consultations: AdminService[]; onDone: () => void }) {
  const { t } = useTranslation('packages');
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (values: PackageInput) =>
      pkg ? api<AdminPackage>(`/api/admin/packages/${encodeURIComponent(pkg.id)}`, { method: 'PUT', body: values }) : api<AdminPackage>('/api/admin/packages', { method: 'POST', body: values }),
    onSuccess: () => client.invalidateQueries({ queryKey: packagesKey }),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PackageForm>({ defaultValues: formOf(pkg, consultations[0]?.id ?? '') });
  const err = (name: keyof PackageForm) => errors[name]?.message as string | undefined;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(inputOf(values));
      toast({ title: t('admin.saved'), description: values.title });
      onDone();
    } catch (error) {
      applyServerErrors(error, setError);
      errorToast(t('admin.saveFailed'), error, t);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6" data-testid="package-editor" aria-busy={isSubmitting}>
      <SelectField id="package-service" className="sm:col-span-2" label={t('admin.fields.service')} options={consultations.map((s) => ({ value: s.id, label: s.title }))} error={err('serviceId')} {...register('serviceId')} />
      <TextField id="package-sessions" inputMode="numeric" label={t('admin.fields.sessions')} required error={err('sessions')} {...register('sessions')} />
      <TextField id="package-price" inputMode="numeric" label={t('admin.fields.price')} hint={t('admin.fields.priceHint')} required error={err('priceInr')} {...register('priceInr')} />
      <TextField id="package-valid" inputMode="numeric" label={t('admin.fields.validDays')} hint={t('admin.fields.validDaysHint')} required error={err('validDays')} {...register('validDays')} />
      <TextField id="package-title" label={t('admin.fields.title')} required error={err('title')} {...register('title')} />
      <TextAreaField id="package-text" className="sm:col-span-2" rows={3} label={t('admin.fields.text')} error={err('text')} {...register('text')} />
      {(['hi', 'gu'] as const).map((lang) => (
        <fieldset key={lang} className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:col-span-2">
          <legend className="px-1 text-sm font-semibold text-slate-700">{t(`admin.translations.${lang}`)}</legend>
          <TextField id={`package-${lang}-title`} label={t('admin.fields.title')} lang={lang} {...register(`translations.${lang}.title`)} />
          <TextAreaField id={`package-${lang}-text`} rows={3} label={t('admin.fields.text')} lang={lang} {...register(`translations.${lang}.text`)} />
        </fieldset>
      ))}
      <CheckboxField id="package-active" className="sm:col-span-2" label={t('admin.fields.active')} {...register('active')} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton className="btn-primary" busy={isSubmitting} spinner label={t('admin.save')} busyLabel={t('admin.saving')} data-testid="package-save" />
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  );
}

export function AdminPackages() {
  const { t } = useTranslation('packages');
  // Packages are sold on consultations (the first 50 in the site's order: more than the practice has).
  const services = useAdminServices({ page: 1, kind: 'consultation', sort: 'order' });
  const consultations: AdminService[] = services.data?.items ?? [];
  const lang = useLanguage();
  const client = useQueryClient();
  const list = useQuery({ queryKey: packagesKey, queryFn: ({ signal }) => api<AdminPackage[]>('/api/admin/packages', { signal }) });
  const deactivate = useMutation({
    mutationFn: (id: string) => api<AdminPackage>(`/api/admin/packages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: packagesKey }),
  });
  const [editing, setEditing] = useState<{ pkg: AdminPackage | null } | null>(null);

  return (
    <section aria-labelledby="packages-heading" className="mt-10" data-testid="admin-packages">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="packages-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Package aria-hidden="true" className="size-5 text-brand-700" />
          {t('admin.title')}
        </h3>
        {consultations.length > 0 && (
          <button type="button" className="btn-secondary" onClick={() => setEditing({ pkg: null })} data-testid="create-package">
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.create')}
          </button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('admin.description')}</p>
      {editing && <PackageEditor key={editing.pkg?.id ?? 'new'} pkg={editing.pkg} consultations={consultations} onDone={() => setEditing(null)} />}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('admin.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {list.data.map((p) => (
            <li key={p.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="package-row">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {p.title} · {p.serviceTitle}
                </p>
                <p className="text-sm text-slate-700">
                  {t('card.summary', { count: p.sessions, price: formatInr(p.priceInr, lang) })} · {t('card.validity', { count: p.validDays })}
                </p>
                {!p.active && <p className="text-sm font-semibold text-red-700">{t('admin.inactive')}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-secondary" onClick={() => setEditing({ pkg: p })} data-testid="edit-package">
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('admin.edit')}
                  <span className="sr-only">: {p.title}</span>
                </button>
                {p.active && (
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() =>
                      deactivate.mutate(p.id, {
                        onSuccess: () => toast({ title: t('admin.deactivated'), description: p.title }),
                        onError: (error) => errorToast(t('admin.saveFailed'), error, t),
                      })
                    }
                    data-testid="deactivate-package"
                  >
                    {t('admin.deactivate')}
                    <span className="sr-only">: {p.title}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
