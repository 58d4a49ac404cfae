/**
 * A consultation's packages of sessions on its page (/services/:slug; issue 54 part 1): each with
 * its sessions, price, validity and text, and a short form (name, e-mail, phone) that buys it: a real
 * `<form method="post">` to the page's action (routes/service.server.ts), which registers it as
 * POST /api/unified-registration does (registrationType 'package') and continues to the usual
 * payment page. The price is the package's, from the server; the form sends none.
 */
import { Package } from 'lucide-react';
import type { PublicPackage } from '../../../shared/contracts/packages.ts';
import { formatInr } from '../../../shared/money.ts';
import { ActionForm, ErrorSummary, FormSubmit, fieldOf, useFormFailure } from '../../components/ui/form/action-form.tsx';
import { Honeypot } from '../../components/ui/form/honeypot.tsx';
import { TextField } from '../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLanguage } from '../../lib/use-language.ts';

/** The intent of a package's form (the page has one per package). */
export const packageIntent = (id: string) => `package-${id}`;

function PackageCard({ pkg, formKey }: { pkg: PublicPackage; formKey: string }) {
  const { t } = useTranslation('packages');
  const lang = useLanguage();
  const intent = packageIntent(pkg.id);
  const failure = useFormFailure(intent);
  const prefix = `pkg-${pkg.id.slice(0, 8)}`;
  const labels = { name: t('buy.name'), email: t('buy.email'), phone: t('buy.phone') };
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="service-package">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Package aria-hidden="true" className="size-5 text-brand-700" />
        {pkg.title}
      </h3>
      <p className="mt-2 text-xl font-bold text-brand-800" data-testid="package-price">
        {t('card.summary', { count: pkg.sessions, price: formatInr(pkg.priceInr, lang) })}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('card.validity', { count: pkg.validDays })}</p>
      {pkg.text && <p className="mt-3 whitespace-pre-line text-slate-700">{pkg.text}</p>}
      <details className="mt-4" open={!!failure}>
        <summary className="btn-primary inline-flex w-full cursor-pointer list-none justify-center sm:w-auto" data-testid="package-buy">
          {t('buy.open')}
        </summary>
        <ActionForm formKey={formKey} intent={intent} className="mt-4 space-y-4" data-testid="package-form">
          <ErrorSummary failure={failure} prefix={prefix} labels={labels} />
          <input type="hidden" name="packageId" value={pkg.id} />
          <TextField label={labels.name} required autoComplete="name" {...fieldOf(failure, prefix, 'name')} />
          <TextField label={labels.email} required type="email" inputMode="email" autoComplete="email" {...fieldOf(failure, prefix, 'email')} />
          <TextField label={labels.phone} required type="tel" inputMode="tel" autoComplete="tel" {...fieldOf(failure, prefix, 'phone')} />
          <p className="text-sm text-slate-600">{t('buy.note')}</p>
          <Honeypot />
          <FormSubmit className="btn-primary w-full sm:w-auto" label={t('buy.submit', { price: formatInr(pkg.priceInr, lang) })} busyLabel={t('buy.submitting')} data-testid="package-submit" />
        </ActionForm>
      </details>
    </li>
  );
}

export function ServicePackages({ packages, formKey }: { packages: PublicPackage[]; formKey: string }) {
  const { t } = useTranslation('packages');
  if (!packages.length) return null;
  return (
    <section aria-labelledby="service-packages" className="container-page max-w-4xl py-10" data-testid="service-packages">
      <h2 id="service-packages" className="text-2xl font-bold text-slate-900">
        {t('card.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('card.intro')}</p>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2">
        {packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} formKey={formKey} />
        ))}
      </ul>
    </section>
  );
}
