/**
 * Profile: name, phone, city and the language of the member's e-mails; password change; and the
 * member's privacy rights (download my data, delete my account) under India's DPDP Act 2023.
 */
import { BadgeCheck, CircleAlert, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { LANGUAGE_ENTRIES } from '../../../../shared/constants.ts';
import {
  changePasswordSchema,
  updateProfileSchema,
  type ChangePasswordInput,
  type Profile,
  type UpdateProfile,
  type UpdateProfileInput,
} from '../../../../shared/contracts/dashboard.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { SelectField, TextField } from '../../../components/ui/form/text-fields.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { changePassword, deleteAccount, EXPORT_URL, useProfile, useUpdateProfile } from '../api/profile.ts';
import { ErrorState, errorMessage, Loading } from './states.tsx';
import { WhatsAppConsentCard } from './whatsapp-consent.tsx';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

function DetailsForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation('dashboard');
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UpdateProfileInput, unknown, UpdateProfile>({
    resolver: zodResolver(updateProfileSchema, t),
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? '',
      city: profile.city ?? '',
      preferredLanguage: profile.preferredLanguage,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async () => {
    setFormError(null);
    try {
      // The fields as typed (the server applies the same schema, blanks included).
      const saved = await update.mutateAsync(form.getValues());
      form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '', phone: saved.phone ?? '', city: saved.city ?? '', preferredLanguage: saved.preferredLanguage });
      toast({ title: t('profile.saved') });
      onSaved();
    } catch (err) {
      // Field messages go under their fields; anything else above the button.
      if (!applyServerErrors(err, form.setError, ['firstName', 'lastName', 'phone', 'city', 'preferredLanguage'])) setFormError(errorMessage(err, t));
    }
  });
  const verifiedBadge = profile.emailVerified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('profile.verified')}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <CircleAlert aria-hidden="true" className="size-3.5" />
      {t('profile.unverified')}
    </span>
  );
  return (
    <section aria-labelledby="details-title" className={card}>
      <h2 id="details-title" className="text-xl font-bold text-slate-900">
        {t('profile.title')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-5 sm:grid-cols-2" data-testid="profile-form">
        <TextField label={t('profile.firstName')} autoComplete="given-name" required error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label={t('profile.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
        <div className="sm:col-span-2">
          <TextField label={t('profile.email')} type="email" value={profile.email} readOnly disabled after={verifiedBadge} />
        </div>
        <TextField label={t('profile.phone')} type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...form.register('phone')} />
        <TextField label={t('profile.city')} autoComplete="address-level2" error={errors.city?.message} {...form.register('city')} />
        <div className="sm:col-span-2">
          <SelectField label={t('profile.language')} hint={t('profile.languageHint')} error={errors.preferredLanguage?.message} {...form.register('preferredLanguage')}>
            {LANGUAGE_ENTRIES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.nativeName}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="space-y-3 sm:col-span-2">
          <FormError message={formError} />
          <SubmitButton busy={form.formState.isSubmitting} label={t('profile.save')} busyLabel={t('profile.saving')} />
        </div>
      </form>
    </section>
  );
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('dashboard');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema, t),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword(values);
      form.reset();
      toast({ title: t('password.saved') });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, ['currentPassword', 'newPassword'])) setFormError(errorMessage(err, t));
    }
  });
  return (
    <section aria-labelledby="password-title" className={card}>
      <h2 id="password-title" className="text-xl font-bold text-slate-900">
        {t('password.title')}
      </h2>
      {hasPassword ? (
        <form noValidate onSubmit={submit} className="mt-5 grid gap-5 sm:grid-cols-2" data-testid="password-form">
          <TextField label={t('password.current')} type="password" autoComplete="current-password" required error={errors.currentPassword?.message} {...form.register('currentPassword')} />
          <TextField label={t('password.new')} type="password" autoComplete="new-password" required hint={t('password.hint')} error={errors.newPassword?.message} {...form.register('newPassword')} />
          <div className="space-y-3 sm:col-span-2">
            <FormError message={formError} />
            <SubmitButton busy={form.formState.isSubmitting} label={t('password.save')} busyLabel={t('password.saving')} />
          </div>
        </form>
      ) : (
        <p className="mt-3 text-slate-600">{t('password.none')}</p>
      )}
    </section>
  );
}

function DeleteAccount({ profile, onDeleted }: { profile: Profile; onDeleted: () => void }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(profile.hasPassword ? { password: value } : { email: value });
      setOpen(false);
      toast({ title: t('deleteDialog.done') });
      onDeleted();
    } catch (err) {
      setError(err instanceof ApiError && err.fields ? (Object.values(err.fields)[0] ?? err.message) : errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  }
  if (profile.isAdmin) return <p className="text-sm text-slate-600">{t('privacy.adminNote')}</p>;
  return (
    <>
      <button type="button" className="btn border border-red-300 bg-white text-red-700 hover:bg-red-50" onClick={() => setOpen(true)} data-testid="delete-account">
        <Trash2 aria-hidden="true" className="size-4" />
        {t('privacy.delete')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setValue('');
            setError(null);
          }
        }}
        title={t('deleteDialog.title')}
        description={
          <>
            <p>{t('deleteDialog.body')}</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>{t('deleteDialog.cancelSeats')}</li>
              <li>{t('deleteDialog.anonymise')}</li>
              <li>{t('deleteDialog.keep')}</li>
              <li>{t('deleteDialog.account')}</li>
            </ul>
            <div className="pt-2">
              {profile.hasPassword ? (
                <TextField label={t('deleteDialog.password')} type="password" autoComplete="current-password" required value={value} onChange={(e) => setValue(e.target.value)} />
              ) : (
                <TextField label={t('deleteDialog.email')} type="email" autoComplete="off" required value={value} onChange={(e) => setValue(e.target.value)} />
              )}
            </div>
          </>
        }
        cancelLabel={t('deleteDialog.keepAccount')}
        confirm={{ label: t('deleteDialog.confirm'), busyLabel: t('deleteDialog.deleting'), destructive: true, onConfirm: () => void confirm() }}
        busy={busy}
        error={error}
        testId="delete-dialog"
      />
    </>
  );
}

export function ProfileTab({ onSaved, onDeleted }: { onSaved: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('dashboard');
  const query = useProfile();
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const profile = query.data;
  return (
    <div className="space-y-6">
      <DetailsForm profile={profile} onSaved={onSaved} />
      <PasswordForm hasPassword={profile.hasPassword} />
      <WhatsAppConsentCard className={card} />
      <section aria-labelledby="privacy-title" className={card}>
        <h2 id="privacy-title" className="text-xl font-bold text-slate-900">
          {t('privacy.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-600">{t('privacy.intro')}</p>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <div className="space-y-2">
            <a href={EXPORT_URL} download className="btn-secondary" data-testid="export-data">
              <Download aria-hidden="true" className="size-4" />
              {t('privacy.export')}
            </a>
            <p className="text-sm text-slate-600">{t('privacy.exportHint')}</p>
          </div>
          <div className="space-y-2">
            <DeleteAccount profile={profile} onDeleted={onDeleted} />
            {!profile.isAdmin && <p className="text-sm text-slate-600">{t('privacy.deleteHint')}</p>}
          </div>
        </div>
      </section>
    </div>
  );
}
