/**
 * Paying the founder's UPI ID straight (no gateway): on a phone the UPI link opens the visitor's UPI
 * app; on a desktop the QR code the server drew (no QR library in the page) is scanned with one.
 * Nothing tells the site that the money arrived, so the visitor sends the UTR their app shows, and
 * the founder checks it against her bank.
 */
import { Check, Copy, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { utrSchema, type PaymentOutcome, type StartPaymentResult } from '../../../../shared/contracts/payments.ts';
import { SubmitButton } from '../../../components/ui/form/buttons.tsx';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { applyServerErrors } from '../../../components/ui/form/server-errors.ts';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { sendUtr } from '../api/payment-api.ts';
import { errorText } from '../lib/errors.ts';
import { formatInr } from '../lib/format.ts';

type UpiAnswer = Extract<StartPaymentResult, { kind: 'upi' }>;

/** An SVG document as an image source: an <img> runs none of its scripts, whatever it holds. */
function svgImage(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

export function UpiPayment({
  answer,
  phone,
  onSent,
  onFailed,
  onOtherMethod,
}: {
  answer: UpiAnswer;
  phone: boolean;
  onSent: (outcome: PaymentOutcome) => void;
  /** A refusal that ends this attempt (hold expired, not found): the page shows it. */
  onFailed: (err: ApiError) => boolean;
  onOtherMethod: () => void;
}) {
  const { t } = useTranslation('payment');
  const lang = useLanguage();
  const amount = formatInr(answer.amountInr, lang);
  return (
    <div className="space-y-6" data-testid="upi-payment">
      {phone ? (
        <div className="space-y-2">
          <a href={answer.link} className="btn-primary w-full justify-center py-4 text-lg" data-testid="upi-link">
            <Smartphone aria-hidden="true" className="size-5" />
            {t('upi.payLink', { amount })}
          </a>
          <p className="text-sm text-slate-600">{t('upi.phoneHint')}</p>
        </div>
      ) : (
        <figure className="flex flex-col items-center gap-2 sm:flex-row sm:items-start sm:gap-5">
          <img src={svgImage(answer.qrSvg)} alt={t('upi.qrAlt', { amount, payee: answer.payeeName })} width={240} height={240} className="size-60 shrink-0 rounded-lg border border-slate-200 bg-white" data-testid="upi-qr" />
          <figcaption className="text-sm text-slate-700">
            <span className="block font-semibold text-slate-900">{t('upi.qrTitle', { amount })}</span>
            <span className="mt-1 block">{t('upi.qrHint')}</span>
          </figcaption>
        </figure>
      )}
      <dl className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('upi.payee')}</dt>
        <dd className="font-medium break-words text-slate-900" data-testid="upi-payee">
          {answer.payeeName}
        </dd>
        <dt className="text-slate-600">{t('upi.vpa')}</dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-all" data-testid="upi-vpa">
            {answer.vpa}
          </span>
          <CopyButton value={answer.vpa} label={t('upi.copyVpa')} />
        </dd>
        <dt className="text-slate-600">{t('upi.reference')}</dt>
        <dd className="font-medium text-slate-900">{answer.reference}</dd>
      </dl>
      <UtrForm registrationId={answer.registrationId} onSent={onSent} onFailed={onFailed} />
      <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={onOtherMethod} data-testid="other-method">
        {t('upi.otherMethod')}
      </button>
    </div>
  );
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('payment');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-xs font-semibold text-slate-700 hover:bg-slate-100"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => undefined,
        );
      }}
    >
      {copied ? <Check aria-hidden="true" className="size-3.5" /> : <Copy aria-hidden="true" className="size-3.5" />}
      <span aria-live="polite">{copied ? t('upi.copied') : t('upi.copy')}</span>
    </button>
  );
}

function UtrForm({ registrationId, onSent, onFailed }: { registrationId: string; onSent: (outcome: PaymentOutcome) => void; onFailed: (err: ApiError) => boolean }) {
  const { t } = useTranslation('payment');
  const lang = useLanguage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ utr: string }>({ resolver: zodResolver(utrSchema, t), defaultValues: { utr: '' } });
  const submit = form.handleSubmit(async ({ utr }) => {
    setFormError(null);
    try {
      onSent(await sendUtr(registrationId, utr, lang));
    } catch (err) {
      if (err instanceof ApiError && onFailed(err)) return;
      if (applyServerErrors(err, form.setError, ['utr'])) return;
      setFormError(errorText(err, t));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4 border-t border-slate-200 pt-5" data-testid="utr-form">
      <h3 className="font-semibold text-slate-900">{t('upi.utrTitle')}</h3>
      <TextField
        label={t('upi.utrLabel')}
        hint={t('upi.utrHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        required
        error={form.formState.errors.utr?.message}
        data-testid="utr-input"
        {...form.register('utr')}
      />
      <FormError message={formError} />
      <SubmitButton busy={form.formState.isSubmitting} label={t('upi.sendUtr')} busyLabel={t('upi.sendingUtr')} className="btn-primary w-full sm:w-auto" data-testid="utr-submit" />
    </form>
  );
}
