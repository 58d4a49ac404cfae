/**
 * "Have a code?" (issue 54 part 2): a real form posted to the payment page's action with intent
 * `coupon` (routes/payment.server.ts), so it works before and without the script; with it, the same
 * post is sent by the page's fetcher and the order summary takes the new amount at once. The amount
 * is the server's answer: the catalogue price less the code's discount, never computed here.
 */
import { Tag } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { ApplyCouponResult } from '../../../../shared/contracts/coupons.ts';
import type { FormFailure } from '../../../components/ui/form/action-form.tsx';
import { TextField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import type { PaymentLink } from '../api/payment-api.ts';
import { errorText } from '../lib/errors.ts';
import { usePaymentPost } from '../lib/use-action-post.ts';
import { PaymentFields } from './payment-fields.tsx';

export function CouponForm({
  registrationId,
  link,
  failure,
  onApplied,
  onFailed,
}: {
  registrationId: string;
  link: PaymentLink;
  /** The action's refusal of this form, posted without the script: its message under the field, the code kept. */
  failure?: FormFailure;
  onApplied: (result: ApplyCouponResult) => void;
  /** A refusal that ends the payment (410 hold expired, 404): true when the page took it. */
  onFailed: (err: ApiError) => boolean;
}) {
  const { t } = useTranslation('payment');
  const post = usePaymentPost();
  const input = useRef<HTMLInputElement>(null);
  const kept = failure?.values.code;
  const [code, setCode] = useState(typeof kept === 'string' ? kept : '');
  const [error, setError] = useState<string | undefined>(failure ? (failure.fields.code ?? failure.message) : undefined);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    try {
      const { coupon } = await post(form);
      if (!coupon) throw new ApiError(500, t('errors.failedDescription'));
      setError(undefined);
      onApplied(coupon);
    } catch (err) {
      // A refusal of the code names the field (an unknown code is a 404 too, but not a registration gone).
      if (err instanceof ApiError && !err.fields?.code && onFailed(err)) return;
      setError(err instanceof ApiError && err.fields?.code ? err.fields.code : errorText(err, t));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} className="mt-5 rounded-xl border border-dashed border-slate-300 p-4" data-testid="coupon-form">
      <PaymentFields registrationId={registrationId} link={link} intent="coupon" />
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Tag aria-hidden="true" className="size-4 text-brand-600" />
        {t('coupon.title')}
      </h3>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <TextField
          ref={input}
          name="code"
          label={t('coupon.label')}
          hint={t('coupon.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="min-w-0 flex-1"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={error}
          data-testid="coupon-input"
        />
        {/* A plain submit button, not the kit's (disabled until hydration): without the script the form posts itself. */}
        <button type="submit" className="btn-secondary" disabled={busy} aria-busy={busy || undefined} data-testid="coupon-apply">
          {busy ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </div>
    </form>
  );
}
