/**
 * The founder's coupon codes (issue 54 part 2): a new code (percent or rupees off, when it is valid,
 * how many uses in all and per person, for every offering or the ones ticked) and every code with
 * its uses: who used it, on what price, how much off. The server decides everything (uniqueness
 * whatever the case, the uses, the discount); the page shows its answers and refusals.
 */
import { Tag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatInr } from '../../../shared/money.ts';
import { formatIstDateTime } from '../../../shared/ist.ts';
import { SelectField, TextField } from '../../components/ui/form/text-fields.tsx';
import { HydratedButton } from '../../components/ui/form/buttons.tsx';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useAdminCoupons, useCreateCoupon, useDeactivateCoupon, useOfferings, type CouponValues } from './api.ts';

/** A datetime-local value (the founder's own clock) as an instant; empty: none. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);
const countOf = (text: string) => (text.trim() ? Number(text) : null);

export function AdminCoupons() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const list = useAdminCoupons();
  const deactivate = useDeactivateCoupon();
  return (
    <div className="space-y-8">
      <NewCoupon />
      <section aria-labelledby="coupon-list">
        <h2 id="coupon-list" className="sr-only">
          {t('coupons.title')}
        </h2>
        {list.isPending ? (
          <p className="text-slate-600">…</p>
        ) : list.isError ? (
          <p role="alert" className="text-red-800">
            {t('coupons.loadError')}
          </p>
        ) : list.data.length === 0 ? (
          <p className="text-slate-600">{t('coupons.empty')}</p>
        ) : (
          <ul className="space-y-4" data-testid="admin-coupons">
            {list.data.map((c) => (
              <li key={c.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="flex items-center gap-2 font-mono text-lg font-semibold text-slate-900">
                    <Tag aria-hidden="true" className="size-4 text-brand-600" />
                    {c.code}
                    {!c.active && <span className="rounded-full bg-slate-200 px-2 py-0.5 font-sans text-xs text-slate-700">{t('coupons.inactive')}</span>}
                  </p>
                  <p className="text-sm text-slate-700">
                    {c.kind === 'percent' ? `${c.value}%` : formatInr(c.value, lang)} · {t('coupons.uses', { uses: c.uses, max: c.maxUses ?? t('coupons.unlimited') })}
                  </p>
                </div>
                {(c.validFrom || c.validUntil) && (
                  <p className="mt-1 text-sm text-slate-600">
                    {c.validFrom && `${t('coupons.validFrom')}: ${formatIstDateTime(c.validFrom, lang)} `}
                    {c.validUntil && `${t('coupons.validUntil')}: ${formatIstDateTime(c.validUntil, lang)}`}
                  </p>
                )}
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                    {t('coupons.redemptions')} ({c.redemptions.length})
                  </summary>
                  {c.redemptions.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-600">{t('coupons.noRedemptions')}</p>
                  ) : (
                    <ul className="mt-2 space-y-1 text-sm text-slate-700">
                      {c.redemptions.map((r) => (
                        <li key={r.registrationId}>
                          {r.email} · {t('coupons.off', { discount: formatInr(r.discountInr, lang), price: formatInr(r.catalogueInr, lang) })} · {formatIstDateTime(r.createdAt, lang)}
                          {r.released && ` · ${t('coupons.released')}`}
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
                {c.active && (
                  <button
                    type="button"
                    className="btn-secondary mt-4"
                    disabled={deactivate.isPending}
                    onClick={() => deactivate.mutate(c.id, { onError: () => toast({ title: t('coupons.saveError') }) })}
                  >
                    {t('coupons.deactivate')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NewCoupon() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const create = useCreateCoupon();
  const offerings = useOfferings(lang);
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const values: CouponValues = {
      code: text('code').trim(),
      kind,
      value: Number(text('value')),
      validFrom: instantOf(text('validFrom')),
      validUntil: instantOf(text('validUntil')),
      maxUses: countOf(text('maxUses')),
      maxUsesPerPerson: countOf(text('maxUsesPerPerson')),
      serviceIds: data.getAll('serviceIds').map(String),
      webinarIds: data.getAll('webinarIds').map(String),
    };
    create.mutate(values, {
      onSuccess: () => {
        form.reset();
        setFields({});
        setError(null);
      },
      onError: (err) => {
        setFields(err instanceof ApiError ? (err.fields ?? {}) : {});
        setError(err instanceof ApiError ? err.message : t('coupons.saveError'));
      },
    });
  }

  const boxes = (name: 'serviceIds' | 'webinarIds', items: Array<{ id: string; title: string }>) =>
    items.map((item) => (
      <label key={item.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name={name} value={item.id} className="size-4" />
        {item.title}
      </label>
    ));

  return (
    <section aria-labelledby="new-coupon" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="new-coupon" className="text-lg font-semibold text-slate-900">
        {t('coupons.newTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="coupon-create">
        <TextField name="code" label={t('coupons.code')} required autoCapitalize="characters" autoComplete="off" maxLength={40} error={fields.code} />
        <SelectField
          name="kind"
          label={t('coupons.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'percent' | 'fixed')}
          options={[
            { value: 'percent', label: t('coupons.percent') },
            { value: 'fixed', label: t('coupons.fixed') },
          ]}
        />
        <TextField name="value" label={t('coupons.value')} required inputMode="numeric" error={fields.value} after={kind === 'percent' ? '%' : '₹'} />
        <TextField name="maxUses" label={t('coupons.maxUses')} inputMode="numeric" error={fields.maxUses} />
        <TextField name="maxUsesPerPerson" label={t('coupons.maxUsesPerPerson')} inputMode="numeric" error={fields.maxUsesPerPerson} />
        <TextField name="validFrom" type="datetime-local" label={t('coupons.validFrom')} error={fields.validFrom} />
        <TextField name="validUntil" type="datetime-local" label={t('coupons.validUntil')} error={fields.validUntil} />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">{t('coupons.offerings')}</legend>
          <p className="text-sm text-slate-600">{t('coupons.allOfferings')}</p>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {boxes('serviceIds', offerings.data?.services ?? [])}
            {boxes('webinarIds', offerings.data?.events ?? [])}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <FormError message={error} />
        </div>
        {/* Enabled once hydrated: the form is sent by its script (the admin's API), not posted as a page. */}
        <HydratedButton className="btn-primary sm:col-span-2 sm:justify-self-start" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {t('coupons.create')}
        </HydratedButton>
      </form>
    </section>
  );
}
