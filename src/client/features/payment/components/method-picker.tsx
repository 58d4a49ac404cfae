/**
 * The ways to pay, as the server can take them (issue 51 "UPI confirms itself"). With Razorpay,
 * "Pay with UPI" (Razorpay's UPI: the visitor's app on a phone, a QR code on a desktop, confirmed
 * at once by its signature) comes first, then card and net banking; the founder's own UPI ID, when
 * she has one, is the last, named as what it is: no fee, confirmed after she checks. Without
 * Razorpay her UPI ID is the only way. Without the server's list (summary.methods) Razorpay's
 * methods are offered: the answer to the one picked says what happens.
 */
import { Building2, CreditCard, QrCode, Smartphone, type LucideIcon } from 'lucide-react';
import type { PayMethod } from '../../../../shared/contracts/payments.ts';
import type { RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/react.tsx';

type PaidMethod = Exclude<PayMethod, 'free'>;
const ICONS: Record<PaidMethod, LucideIcon> = { upi: Smartphone, upi_id: QrCode, card: CreditCard, netbanking: Building2 };

/** The methods to offer, in order; none when the founder takes bookings on request only. */
export function methodsFor(available: RegistrationSummary['methods']): PaidMethod[] {
  if (!available) return ['upi', 'card', 'netbanking'];
  const direct: PaidMethod[] = available.upi ? ['upi_id'] : [];
  return available.razorpay ? ['upi', 'card', 'netbanking', ...direct] : direct;
}

/**
 * The methods as the submit buttons of the page's method form (`method` = the one pressed): the form
 * posts it to the page's action without the script, and the page's handler takes it with the script.
 */
export function MethodPicker({ methods, busy }: { methods: PaidMethod[]; busy: PaidMethod | null }) {
  const { t } = useTranslation('payment');
  return (
    <div className="mt-4 grid gap-3">
      {methods.some((m) => m !== 'upi_id') && (
        // Razorpay's window is its script: without the page's script only direct UPI can be paid.
        <noscript>
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="payment-noscript">
            {t('noscript.razorpay')}
          </p>
        </noscript>
      )}
      {methods.map((method) => {
        const Icon = ICONS[method];
        return (
          <button
            key={method}
            type="submit"
            name="method"
            value={method}
            disabled={busy !== null}
            aria-busy={busy === method || undefined}
            data-testid={`pay-${method}`}
            className="flex min-h-14 w-full items-center gap-4 rounded-xl border-2 border-slate-200 px-4 py-3 text-left transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
              {busy === method ? <Spinner className="size-5" /> : <Icon aria-hidden="true" className="size-5" />}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{busy === method ? t('processing') : t(`methods.${method}`)}</span>
              <span className="block text-sm text-slate-600">{t(`methodHints.${method}`)}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
