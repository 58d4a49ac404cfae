/**
 * The list of forms and what can be done to one from it (duplicate, activate or deactivate, delete,
 * copy its public link), each with its toast; the form being worked on shows as busy meanwhile, and
 * the list is asked again afterwards, whatever the answer.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { isPageFormType, type AdminForm } from '../../../../shared/contracts/form-admin.ts';
import { toast } from '../../../components/ui/toast.tsx';
import type { Language } from '../../../../shared/constants.ts';
import { pageUrl } from '../../../../shared/language-address.ts';
import { deleteForm, duplicateForm, formsQueryKey, listForms, publicFormPath, setFormActive } from '../api/forms-admin.ts';

export function useFormsList({ failed, onUnauthorized, onDeleted }: { failed: (title: string) => (err: unknown) => void; onUnauthorized: (err: unknown) => boolean; onDeleted: (form: AdminForm) => void }) {
  const { t } = useTranslation('builder');
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const forms = useQuery({ queryKey: formsQueryKey, queryFn: ({ signal }) => listForms(signal) });
  useEffect(() => {
    if (forms.error) onUnauthorized(forms.error);
  }, [forms.error, onUnauthorized]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: formsQueryKey });

  const useListAction = <T>(fn: (form: AdminForm) => Promise<T>, done: (result: T, form: AdminForm) => void, failTitle: string) =>
    useMutation({
      mutationFn: async (form: AdminForm) => fn(form),
      onMutate: (form) => setBusyId(form.id),
      onSettled: () => {
        setBusyId(null);
        void refresh();
      },
      onSuccess: (result, form) => done(result, form),
      onError: failed(failTitle),
    });

  const duplicate = useListAction(
    (form) => duplicateForm(form.id),
    (copy) => toast({ title: t('toast.duplicatedTitle'), description: t('toast.duplicatedBody', { title: copy.title }) }),
    t('toast.actionFailedTitle'),
  );
  const setActive = useListAction(
    ({ id, isActive }) => setFormActive(id, !isActive),
    (form) =>
      toast({
        title: form.isActive ? t('toast.activatedTitle') : t('toast.deactivatedTitle'),
        description: form.isActive
          ? isPageFormType(form.type)
            ? t('toast.activatedPageBody', { type: t(`types.${form.type}`) })
            : t('toast.activatedBody')
          : t('toast.deactivatedBody'),
      }),
    t('toast.actionFailedTitle'),
  );
  const remove = useListAction(
    (form) => deleteForm(form.id),
    (_r, form) => {
      toast({ title: t('toast.deletedTitle'), description: t('toast.deletedBody', { title: form.title }) });
      onDeleted(form);
    },
    t('toast.deleteFailedTitle'),
  );

  /** The public page's address in one language (each at its own address, ADR 0019). */
  const copyLink = async (form: AdminForm, lang: Language) => {
    const url = pageUrl(window.location.origin, lang, publicFormPath(form.id));
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('toast.linkCopiedTitle'), description: url });
    } catch {
      toast({ title: t('toast.linkTitle'), description: url });
    }
  };

  return { forms, busyId, setBusyId, refresh, duplicate, setActive, remove, copyLink };
}
