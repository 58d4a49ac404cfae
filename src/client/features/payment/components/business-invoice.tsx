/**
 * "A GST invoice for your business" (issue 50): a business payer gives its GSTIN and address, which
 * the tax invoice then names (CGST Rules 2017, Rule 46; the GSTIN's first two digits are the place
 * of supply). Folded away for everyone else; opened again when the server refused one of the two.
 * Offered only when the practice issues tax invoices (it has a GSTIN). Plain fields of the page's
 * method form: posted with the chosen method, with or without the page's script.
 */
import { useTranslation } from '../../../i18n/react.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form/text-fields.tsx';
import type { FormFailure } from '../../../components/ui/form/action-form.tsx';

const kept = (failure: FormFailure | undefined, name: string) => {
  const value = failure?.values[name];
  return typeof value === 'string' ? value : '';
};

export function BusinessInvoice({ failure }: { failure?: FormFailure }) {
  const { t } = useTranslation('payment');
  const gstinError = failure?.fields.payerGstin;
  const addressError = failure?.fields.payerAddress;
  return (
    <details className="mt-4 rounded-xl border border-slate-200 px-4 py-3" open={!!(gstinError || addressError || kept(failure, 'payerGstin'))} data-testid="business-invoice">
      <summary className="cursor-pointer font-medium text-brand-800">{t('business.summary')}</summary>
      <div className="mt-3 space-y-4">
        <p className="text-sm text-slate-600">{t('business.intro')}</p>
        <TextField
          id="pay-payerGstin"
          name="payerGstin"
          label={t('business.gstin')}
          hint={t('business.gstinHint')}
          defaultValue={kept(failure, 'payerGstin')}
          error={gstinError}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
        <TextAreaField id="pay-payerAddress" name="payerAddress" label={t('business.address')} defaultValue={kept(failure, 'payerAddress')} error={addressError} rows={3} maxLength={300} />
      </div>
    </details>
  );
}
