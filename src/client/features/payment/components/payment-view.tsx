/**
 * The payment step (spec §2 "Payment", §4): the pending payment from browser storage says which
 * registration; the server says what it is and what it costs. UPI, card or net banking (or the
 * free confirmation), a processing step, then the success page.
 */
import { Building2, CalendarDays, CheckCircle2, CreditCard, Loader2, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from '../../../i18n/react.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PAYMENT_METHODS, pendingPaymentSchema, type PaymentMethod, type PendingPayment, type RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { EventTime } from '../../../components/ui/event-time.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api.ts';
import { getRegistrationSummary, payRegistration } from '../api/payment-api.ts';
import { clearPendingPayment, readPendingPayment, storePendingPayment } from '../lib/pending-payment.ts';

const METHOD_ICONS: Record<PaymentMethod, LucideIcon> = { upi: Smartphone, card: CreditCard, netbanking: Building2 };

type State = { kind: 'loading' } | { kind: 'ready'; summary: RegistrationSummary; entry: PendingPayment };

export function PaymentView() {
  const { t } = useTranslation('payment');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [paying, setPaying] = useState<PaymentMethod | 'free' | null>(null);

  useEffect(() => {
    let cancelled = false;
    const invalid = (description = t('errors.invalidDescription')) => {
      clearPendingPayment();
      toast({ variant: 'destructive', title: t('errors.invalidTitle'), description });
      void navigate('/register', { replace: true });
    };
    const signature = params.get('sig');
    const urlId = params.get('registrationId');
    let entry: PendingPayment;
    if (signature) {
      // A link from an e-mail (a seat opened up): it stands in for the stored entry once the server vouches for it.
      const parsed = pendingPaymentSchema.safeParse({ service: params.get('service'), registrationId: urlId });
      if (!parsed.success) return invalid();
      entry = parsed.data;
    } else {
      const stored = readPendingPayment();
      if (stored.kind === 'missing') {
        void navigate('/register', { replace: true });
        return;
      }
      if (stored.kind === 'invalid' || (urlId && urlId !== stored.entry.registrationId)) return invalid();
      entry = stored.entry;
    }
    getRegistrationSummary(entry.registrationId, lang, signature, params.get('exp'))
      .then((summary) => {
        if (cancelled) return;
        if (signature) storePendingPayment({ ...entry, createdAt: new Date().toISOString() });
        setState({ kind: 'ready', summary, entry });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return invalid();
        // 410: the e-mailed link has expired or its event has started; the server's message says which.
        if (err instanceof ApiError && err.status === 410) return invalid(err.message);
        toast({ variant: 'destructive', title: t('errors.failedTitle'), description: t('errors.failedDescription') });
      });
    return () => {
      cancelled = true;
    };
    // Runs once per visit: the entry is read when the page opens.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  if (state.kind === 'loading') {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-600" data-testid="payment-loading">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
        {t('loading')}
      </p>
    );
  }

  const { summary } = state;
  const successUrl = `/registration-success?type=${summary.type}${summary.amountInr === 0 ? '&free=true' : ''}`;
  const amount = summary.amountInr === 0 ? t('free') : formatInr(summary.amountInr, lang);

  async function pay(method: PaymentMethod | 'free') {
    setPaying(method);
    try {
      await payRegistration(summary.id, method, lang);
      clearPendingPayment();
      await navigate(successUrl);
    } catch (err) {
      const serverSays = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 402 && err.status !== 429;
      toast({ variant: 'destructive', title: t('errors.failedTitle'), description: serverSays ? err.message : t('errors.failedDescription') });
      setPaying(null);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-5" data-testid="payment-view">
      <section aria-labelledby="payment-summary" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2">
        <h2 id="payment-summary" className="text-lg font-semibold text-slate-900">
          {t('summaryTitle')}
        </h2>
        <p className="mt-4 font-semibold text-brand-900" data-testid="payment-service">
          {t(`services.${summary.type}`)}
        </p>
        {summary.event ? (
          <div className="mt-1 space-y-1 text-sm text-slate-600">
            <p className="font-medium text-slate-800">{summary.event.title}</p>
            <p className="flex gap-2">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <EventTime iso={summary.event.date} />
            </p>
            <p>{t('minutes', { count: summary.event.duration })}</p>
          </div>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t(`details.${summary.type}`)}</p>
        )}
        <dl className="mt-5 space-y-2 border-t border-slate-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('amount')}</dt>
            <dd className="font-medium text-slate-900">{amount}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('processingFee')}</dt>
            <dd className="font-medium text-slate-900">{formatInr(0, lang)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
            <dt className="font-semibold text-slate-900">{t('total')}</dt>
            <dd className="font-bold text-brand-900" data-testid="payment-total">
              {amount}
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="payment-action" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-3">
        {summary.status === 'cancelled' ? (
          <Notice text={t('cancelled')}>
            <Link to="/register" className="btn-secondary">
              {t('registerAgain')}
            </Link>
          </Notice>
        ) : summary.status === 'waitlisted' ? (
          <Notice text={t('waitlisted')} />
        ) : summary.paid ? (
          <Notice text={t('alreadyPaid')} done>
            <Link to={successUrl} className="btn-primary" onClick={clearPendingPayment}>
              {t('viewConfirmation')}
            </Link>
          </Notice>
        ) : summary.amountInr === 0 ? (
          <>
            <h2 id="payment-action" className="text-lg font-semibold text-slate-900">
              {t('freeTitle')}
            </h2>
            <p className="mt-2 text-slate-600">{t('freeText')}</p>
            <button type="button" className="btn-primary mt-5 w-full sm:w-auto" disabled={paying !== null} onClick={() => void pay('free')} data-testid="confirm-free">
              {paying && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              {paying ? t('processing') : t('confirmFree')}
            </button>
          </>
        ) : (
          <>
            <h2 id="payment-action" className="text-lg font-semibold text-slate-900">
              {t('methodsTitle')}
            </h2>
            <div className="mt-4 grid gap-3">
              {PAYMENT_METHODS.map((method) => {
                const Icon = METHOD_ICONS[method];
                return (
                  <button
                    key={method}
                    type="button"
                    disabled={paying !== null}
                    onClick={() => void pay(method)}
                    data-testid={`pay-${method}`}
                    className="flex min-h-14 w-full items-center gap-4 rounded-xl border-2 border-slate-200 px-4 py-3 text-left transition-colors hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                      {paying === method ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <Icon aria-hidden="true" className="size-5" />}
                    </span>
                    <span>
                      <span className="block font-semibold text-slate-900">{paying === method ? t('processing') : t(`methods.${method}`)}</span>
                      <span className="block text-sm text-slate-500">{t(`methodHints.${method}`)}</span>
                    </span>
                  </button>
                );
              })}
            </div>
            {paying && (
              <p role="status" className="sr-only">
                {t('processing')}
              </p>
            )}
          </>
        )}
        <div className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-600">
          <p className="flex items-start gap-2">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {t('simulatedNote')}
          </p>
          <p>
            <Trans t={t} i18nKey="refundNote" components={[<Link key="refund" to="/refund-policy" className="font-semibold text-brand-700 underline" />]} />
          </p>
        </div>
      </section>
    </div>
  );
}

function Notice({ text, done, children }: { text: string; done?: boolean; children?: React.ReactNode }) {
  return (
    <div id="payment-action" className="space-y-4">
      <p className="flex items-start gap-2 text-slate-700">
        {done && <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />}
        {text}
      </p>
      {children}
    </div>
  );
}

const LOCALES = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' } as const;
function formatInr(amount: number, lang: keyof typeof LOCALES): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
}
