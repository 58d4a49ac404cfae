/** Create New User (spec §3 "User (admin-created)"): name, email, password and type (Free, Premium, Admin). */
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { createUserSchema, USER_TYPES, type CreateUserInput } from '../../../../shared/contracts/users.ts';
import { Dialog, DialogBody, DialogCancel, DialogFooter } from '../../../components/ui/dialog.tsx';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { SelectField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useCreateUser } from '../api/users.ts';
import { errorToast } from '../lib/errors.ts';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { useCloseGuard } from './use-close-guard.ts';

type Values = { name: string; email: string; password: string; type: string };
const EMPTY: Values = { name: '', email: '', password: '', type: 'Free' };

export function CreateUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const create = useCreateUser();
  const form = useForm<Values, unknown, CreateUserInput>({ resolver: zodResolver(createUserSchema, t), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setError } = form;
  const guard = useCloseGuard(formState.isDirty);
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      toast({ title: t('users.created'), description: created.email });
      onOpenChange(false);
    } catch (err) {
      if (!applyServerErrors(err, setError, ['name', 'email', 'password', 'type'])) errorToast(t('users.createFailed'), err, t);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('users.create')} closeLabel={t('actions.close')} guard={guard} testId="create-user-dialog">
      <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <TextField id={`${id}-name`} label={t('users.fields.name')} required autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
          <TextField id={`${id}-email`} type="email" label={t('users.fields.email')} required autoComplete="off" error={formState.errors.email?.message} {...register('email')} />
          <TextField
            id={`${id}-password`}
            type="password"
            label={t('users.fields.password')}
            hint={t('users.fields.passwordHint')}
            required
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <SelectField
            id={`${id}-type`}
            label={t('users.fields.type')}
            options={USER_TYPES.map((type) => ({ value: type, label: t(`users.types.${type}`) }))}
            error={formState.errors.type?.message}
            {...register('type')}
          />
        </DialogBody>
        <DialogFooter>
          <DialogCancel>{t('actions.cancel')}</DialogCancel>
          <SubmitButton busy={formState.isSubmitting} label={t('users.createButton')} busyLabel={t('actions.saving')} />
        </DialogFooter>
      </form>
    </Dialog>
  );
}
