/**
 * The ways to pay, as the server can take them. Direct UPI (no fee for the founder) comes first on a
 * phone, where its link opens the visitor's UPI app; on a desktop cards come first and UPI is a QR
 * code to scan. Without the server's list (summary.methods) every method is offered: the answer to
 * the one picked says what happens (Razorpay's UPI when the founder has no UPI ID, or on request).
 */
import { Building2, CreditCard, Smartphone, type LucideIcon } from 'lucide-react';
import type { PayMethod } from '../../../../shared/contracts/payments.ts';
import type { RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/react.tsx';

type PaidMethod = Exclude<PayMethod, 'free'>;
const ICONS: Record<PaidMethod, LucideIcon> = { upi: Smartphone, card: CreditCard, netbanking: Building2 };

/** The methods to offer, in order; none when the founder takes bookings on request only. */
export function methodsFor(available: RegistrationSummary['methods'], phone: boolean): PaidMethod[] {
  if (!available || available.razorpay) return phone ? ['upi', 'card', 'netbanking'] : ['card', 'upi', 'netbanking'];
  return available.upi ? ['upi'] : [];
}

/**
 * The methods as the submit buttons of the page's method form (`method` = the one pressed): the form
 * posts it to the page's action without the script, and the page's handler takes it with the script.
 */
export function MethodPicker({ methods, busy, phone, directUpi }: { methods: PaidMethod[]; busy: PaidMethod | null; phone: boolean; directUpi: boolean }) {
  const { t } = useTranslation('payment');
  const hint = (method: PaidMethod) => (method === 'upi' && directUpi ? t(phone ? 'methodHints.upiApp' : 'methodHints.upiQr') : t(`methodHints.${method}`));
  return (
    <div className="mt-4 grid gap-3">
      {methods.some((m) => m !== 'upi' || !directUpi) && (
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
              <span className="block text-sm text-slate-600">{hint(method)}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
