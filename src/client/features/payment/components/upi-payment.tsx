/**
 * Paying the founder's UPI ID straight (no gateway, no fee): the QR code the server drew (no QR
 * library in the page) first, to scan with any UPI app; on a phone also the UPI link that opens the
 * visitor's app, second, as apps often refuse such a link to a personal UPI ID.
 * Nothing tells the site that the money arrived, so the visitor sends the UTR their app shows, and
 * the founder checks it against her bank.
 */
import { Check, Copy, Smartphone } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { utrSchema, type PaymentOutcome, type StartPaymentResult } from '../../../../shared/contracts/payments.ts';
import { FormError } from '../../../components/ui/form/form-error.tsx';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { issueText } from '../../../lib/issue-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { PaymentLink } from '../api/payment-api.ts';
import { usePaymentPost } from '../lib/use-action-post.ts';
import type { FormFailure } from '../../../components/ui/form/action-form.tsx';
import { PaymentFields } from './payment-fields.tsx';
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
  link,
  failure,
  phone,
  onSent,
  onFailed,
  onOtherMethod,
}: {
  answer: UpiAnswer;
  /** The page's signed link, for the UTR's call. */
  link: PaymentLink;
  /** The refusal of a UTR posted without the page's script: its message, the value kept. */
  failure?: FormFailure;
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
      {/* Without the page's script the phone is not known: the link and the QR code both. */}
      <noscript>
        <a href={answer.link} className="btn-secondary w-full justify-center py-4" data-testid="upi-link-noscript">
          <Smartphone aria-hidden="true" className="size-5" />
          {t('upi.payLink', { amount })}
        </a>
      </noscript>
      {/* The QR code first, on a phone too: UPI apps often refuse a link to a personal UPI ID, never a scanned code. */}
      <figure className="flex flex-col items-center gap-2 sm:flex-row sm:items-start sm:gap-5">
        <img src={svgImage(answer.qrSvg)} alt={t('upi.qrAlt', { amount, payee: answer.payeeName })} width={240} height={240} className="size-60 shrink-0 rounded-lg border border-slate-200 bg-white" data-testid="upi-qr" />
        <figcaption className="text-sm text-slate-700">
          <span className="block font-semibold text-slate-900">{t('upi.qrTitle', { amount })}</span>
          <span className="mt-1 block">{t('upi.qrHint')}</span>
        </figcaption>
      </figure>
      {phone && (
        <div className="space-y-2">
          <a href={answer.link} className="btn-secondary w-full justify-center py-4" data-testid="upi-link">
            <Smartphone aria-hidden="true" className="size-5" />
            {t('upi.payLink', { amount })}
          </a>
          <p className="text-sm text-slate-600">{t('upi.phoneHint')}</p>
        </div>
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
      <UtrForm registrationId={answer.registrationId} link={link} failure={failure} onSent={onSent} onFailed={onFailed} />
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

/**
 * One field, checked with the contract's schema as the server checks it (no form library: it would
 * double this page's own JS for one input).
 */
function UtrForm({
  registrationId,
  link,
  failure,
  onSent,
  onFailed,
}: {
  registrationId: string;
  link: PaymentLink;
  failure?: FormFailure;
  onSent: (outcome: PaymentOutcome) => void;
  onFailed: (err: ApiError) => boolean;
}) {
  const { t } = useTranslation('payment');
  const kept = failure?.values.utr;
  const [utr, setUtr] = useState(typeof kept === 'string' ? kept : '');
  const [fieldError, setFieldError] = useState<string | null>(failure?.fields.utr ?? null);
  const [formError, setFormError] = useState<string | null>(failure && !failure.fields.utr ? failure.message : null);
  const [busy, setBusy] = useState(false);
  const post = usePaymentPost();
  const input = useRef<HTMLInputElement>(null);
  const refuse = (message: string) => {
    setFieldError(message);
    input.current?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = utrSchema.safeParse({ utr });
    if (!parsed.success) return refuse(issueText(parsed.error.issues[0], t));
    setFieldError(null);
    setBusy(true);
    const form = event.currentTarget as HTMLFormElement;
    try {
      // To the page's action, as the form posts without the script.
      const { outcome } = await post(form);
      if (!outcome) throw new ApiError(500, t('errors.failedDescription'));
      onSent(outcome);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && onFailed(err)) return;
      if (err instanceof ApiError && err.fields?.utr) return refuse(err.fields.utr);
      setFormError(errorText(err, t));
    }
  }

  return (
    // A real form: without the page's script it posts to the page's action (routes/payment.server.ts).
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-4 border-t border-slate-200 pt-5" data-testid="utr-form">
      <PaymentFields registrationId={registrationId} link={link} intent="utr" />
      <h3 className="font-semibold text-slate-900">{t('upi.utrTitle')}</h3>
      <TextField
        ref={input}
        name="utr"
        label={t('upi.utrLabel')}
        hint={t('upi.utrHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        required
        value={utr}
        onChange={(e) => setUtr(e.target.value)}
        error={fieldError ?? undefined}
        data-testid="utr-input"
      />
      <FormError message={formError} />
      {/* A plain submit button, not the kit's (disabled until hydration): without the script the form posts itself. */}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy} aria-busy={busy || undefined} data-testid="utr-submit">
        {busy ? t('upi.sendingUtr') : t('upi.sendUtr')}
      </button>
    </form>
  );
}
