/**
 * The payment step (issue 18 §2): the pending payment from browser storage (or an e-mailed link)
 * says which registration; the server says what it is, what it costs and how it can be paid. The
 * visitor picks a method and the server's answer says what happens next: Razorpay's window
 * (checkout.js, loaded now and only here), the founder's UPI link or QR and then the UTR, a booking
 * on request, or done. Every step after a choice moves the focus to its heading.
 */
import { CheckCircle2, Clock3, Loader2, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link, useNavigate } from '../../../lib/localized-links.tsx';
import type { PaymentOutcome, PayMethod, RazorpayHandlerFields, StartPaymentResult } from '../../../../shared/contracts/payments.ts';
import { pendingPaymentSchema, type PendingPayment, type RegistrationSummary } from '../../../../shared/contracts/registration.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { Trans, useTranslation } from '../../../i18n/react.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { businessPayerOf, getRegistrationSummary, sendRazorpayPayment, type BusinessPayer, type PaymentLink } from '../api/payment-api.ts';
import { usePaymentPost } from '../lib/use-action-post.ts';
import { openCheckout } from '../lib/checkout.ts';
import { onPhone } from '../lib/device.ts';
import { documentLoadedAt } from '../lib/document.ts';
import { errorText } from '../lib/errors.ts';
import { clearPendingPayment, readPendingPayment, storePendingPayment } from '../lib/pending-payment.ts';
import { MethodPicker, methodsFor } from './method-picker.tsx';
import { BusinessInvoice } from './business-invoice.tsx';
import type { FormFailure } from '../../../components/ui/form/action-form.tsx';
import { OrderSummary } from './order-summary.tsx';
import { CouponForm } from './coupon-form.tsx';
import { formatInr } from '../lib/format.ts';
import type { ApplyCouponResult } from '../../../../shared/contracts/coupons.ts';
import { PaymentFields } from './payment-fields.tsx';
import { UpiPayment } from './upi-payment.tsx';
import { BookedDetails } from '../../registration/components/booked-details.tsx';
import type { PaymentActionData, PaymentLoaderData } from '../../../routes/payment.server.ts';

type UpiAnswer = Extract<StartPaymentResult, { kind: 'upi' }>;
type Settled = Pick<PaymentOutcome, 'status' | 'receiptNo' | 'test'>;

type Load =
  | { kind: 'loading' }
  /** The summary could not be read (network, server fault): try again. */
  | { kind: 'unreachable'; message: string }
  | { kind: 'ready'; summary: RegistrationSummary; entry: PendingPayment }
  /** The server refused the address's link or id (read by the page's loader): its message. */
  | { kind: 'refused'; message: string };

type Step =
  | { kind: 'choose'; error?: string; notice?: string }
  | { kind: 'starting'; method: PayMethod }
  /** Razorpay's window is open (or opening). */
  | { kind: 'checkout' }
  | { kind: 'verifying' }
  /** The server could not check the handler's fields (network): they are kept to send again. */
  | { kind: 'unverified'; fields: RazorpayHandlerFields; error: string }
  | { kind: 'upi'; answer: UpiAnswer }
  | { kind: 'settled'; outcome: Settled }
  | { kind: 'on_request' }
  | { kind: 'gone'; message: string };

/** The confirmation page of a registration, with the signed link that lets it read what was booked. */
function successUrlOf(summary: RegistrationSummary, link: PaymentLink): string {
  const params = new URLSearchParams({ type: summary.type });
  if (summary.amountInr === 0) params.set('free', 'true');
  params.set('registrationId', summary.id);
  if (link.sig) params.set('sig', link.sig);
  if (link.exp) params.set('exp', link.exp);
  return `/registration-success?${params}`;
}

/** Where to book again after a hold expired. */
const bookAgainHref = (type: RegistrationSummary['type']) => (type === 'event' ? '/events' : `/register?type=${type}`);

/** What the page's loader read (the address named a registration), as the page's first state. */
function loadOf(page: PaymentLoaderData | undefined): Load {
  if (page?.kind === 'ready') {
    const { registrationId, service, link } = page.target;
    return { kind: 'ready', summary: page.summary, entry: { service: page.summary.type ?? service, registrationId, ...(link.sig ? { sig: link.sig, exp: link.exp } : {}) } as PendingPayment };
  }
  if (page?.kind === 'refused') return { kind: 'refused', message: page.message };
  return { kind: 'loading' };
}

/**
 * `page`: what the loader read of the registration the address names (routes/payment.server.ts);
 * `posted`: the answer of a form posted without the page's script (the method, the UTR).
 */
export function PaymentView({ page, posted }: { page?: PaymentLoaderData; posted?: PaymentActionData }) {
  const { t } = useTranslation('payment');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [load, setLoad] = useState<Load>(() => loadOf(page));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Reached from another page without a page load: load this one, with the CSP that lets checkout.js run.
    if (!documentLoadedAt('/payment')) {
      window.location.replace(window.location.href);
      return;
    }
    // The loader read it already: kept in the browser for a later visit, nothing more to ask.
    if (attempt === 0 && load.kind === 'ready') {
      storePendingPayment({ ...load.entry, createdAt: new Date().toISOString() });
      return;
    }
    if (attempt === 0 && load.kind === 'refused') return;
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
      // The signed link (the registration's answer, an e-mail, the dashboard): it stands in for the stored entry once the server vouches for it.
      const parsed = pendingPaymentSchema.safeParse({ service: params.get('service'), registrationId: urlId, sig: signature, exp: params.get('exp') ?? undefined });
      if (!parsed.success) return invalid();
      entry = parsed.data;
    } else {
      const stored = readPendingPayment();
      // An address without a link (a member's own registration: their session lets them pay): the
      // server's summary vouches for the id; the calls need the member's session.
      const addressed = pendingPaymentSchema.safeParse({ service: params.get('service'), registrationId: urlId });
      if (addressed.success && (stored.kind !== 'ok' || stored.entry.registrationId !== addressed.data.registrationId)) {
        entry = addressed.data;
        storePendingPayment({ ...entry, createdAt: new Date().toISOString() });
      } else {
        if (stored.kind === 'missing') {
          void navigate('/register', { replace: true });
          return;
        }
        if (stored.kind === 'invalid' || (urlId && urlId !== stored.entry.registrationId)) return invalid();
        entry = stored.entry;
      }
    }
    setLoad({ kind: 'loading' });
    getRegistrationSummary(entry.registrationId, lang, { sig: entry.sig, exp: entry.exp })
      .then((summary) => {
        if (cancelled) return;
        if (signature) storePendingPayment({ ...entry, createdAt: new Date().toISOString() });
        setLoad({ kind: 'ready', summary, entry });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return invalid();
        // 410: the e-mailed link has expired or its event has started; the server's message says which.
        if (err instanceof ApiError && err.status === 410) return invalid(err.message);
        setLoad({ kind: 'unreachable', message: errorText(err, t) });
      });
    return () => {
      cancelled = true;
    };
    // Runs once per visit (and per "try again"): the entry is read when the page opens.
  }, [attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  if (load.kind === 'loading') {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-600" data-testid="payment-loading">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
        {t('loading')}
      </p>
    );
  }
  if (load.kind === 'refused') {
    return (
      <div role="alert" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900" data-testid="payment-refused">
        <p>{load.message}</p>
        <Link to="/register" className="btn-secondary">
          {t('registerAgain')}
        </Link>
      </div>
    );
  }
  if (load.kind === 'unreachable') {
    return (
      <div role="alert" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900" data-testid="payment-unreachable">
        <p>{load.message}</p>
        <button type="button" className="btn-secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </button>
      </div>
    );
  }
  // A code applied with the script: the server's new amount (and status) is the page's from now on.
  const couponApplied = (result: ApplyCouponResult) =>
    setLoad((now) => (now.kind === 'ready' ? { ...now, summary: { ...now.summary, amountInr: result.amountInr, status: result.status as RegistrationSummary['status'], coupon: result.coupon } } : now));
  return <Payment summary={load.summary} link={{ sig: load.entry.sig, exp: load.entry.exp }} posted={posted} onCoupon={couponApplied} />;
}

function initialStep(summary: RegistrationSummary, posted: PaymentActionData | undefined, razorpayNeedsScript: string, couponNotice: (applied: ApplyCouponResult) => string): Step {
  // A form posted without the page's script: its answer is the step shown.
  if (posted?.outcome) return { kind: 'settled', outcome: posted.outcome };
  if (posted?.failure?.form === 'utr' && posted.started?.kind === 'upi') return { kind: 'upi', answer: posted.started };
  // A refused code is said under its field (CouponForm), the methods stay as they were.
  if (posted?.failure?.form === 'coupon') return { kind: 'choose' };
  if (posted?.failure) return { kind: 'choose', error: posted.failure.message };
  // A code that left nothing to pay confirmed the registration (now, or on an earlier visit).
  if (summary.status === 'confirmed' && summary.coupon && summary.amountInr === 0) return { kind: 'settled', outcome: { status: 'confirmed', receiptNo: null, test: false } };
  if (posted?.coupon) return { kind: 'choose', notice: couponNotice(posted.coupon) };
  switch (posted?.started?.kind) {
    case 'upi':
      return { kind: 'upi', answer: posted.started };
    case 'done':
      return { kind: 'settled', outcome: posted.started };
    case 'on_request':
      return { kind: 'on_request' };
    case 'razorpay':
      // Razorpay's window needs the page's script.
      return { kind: 'choose', notice: razorpayNeedsScript };
  }
  if (summary.status === 'awaiting_verification') return { kind: 'settled', outcome: { status: summary.status, receiptNo: null, test: false } };
  return { kind: 'choose' };
}

/** The button that sent a method form (its name and value, the method, are posted with it), for the script's path. */
const submitterOf = (event: FormEvent<HTMLFormElement>): HTMLButtonElement | null => {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement ? submitter : null;
};

function Payment({ summary, link, posted, onCoupon }: { summary: RegistrationSummary; link: PaymentLink; posted?: PaymentActionData; onCoupon: (result: ApplyCouponResult) => void }) {
  const { t } = useTranslation('payment');
  const lang = useLanguage();
  const navigate = useNavigate();
  const couponNotice = (applied: ApplyCouponResult) => t('coupon.applied', { code: applied.coupon.code, discount: formatInr(applied.coupon.discountInr, lang) });
  const [step, setStep] = useState<Step>(() => initialStep(summary, posted, t('noscript.razorpay'), couponNotice));
  const [holdExpiresAt, setHoldExpiresAt] = useState(summary.holdExpiresAt ?? null);
  const post = usePaymentPost();
  // A refused GSTIN or address (the script's post; without it, the action's answer is `posted`).
  const [businessFailure, setBusinessFailure] = useState<FormFailure | undefined>(posted?.failure?.form === 'start' ? posted.failure : undefined);
  // Known after hydration only (the page is rendered before the summary arrives, so nothing jumps).
  const [phone, setPhone] = useState(false);
  useEffect(() => setPhone(onPhone()), []);

  // The focus follows the visitor's step (not on arrival: the page's own heading comes first).
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step.kind]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  // With the page's signed link: the success page reads what was booked, and says it.
  const successUrl = successUrlOf(summary, link);

  /** A refusal that ends the payment: the hold expired or the event started (410), the registration is gone (404). */
  function refusalEnds(err: ApiError): boolean {
    if (err.status === 410) {
      go({ kind: 'gone', message: err.message });
      return true;
    }
    if (err.status === 404) {
      go({ kind: 'gone', message: t('errors.notFound') });
      return true;
    }
    return false;
  }

  function settle(outcome: Settled) {
    clearPendingPayment();
    go({ kind: 'settled', outcome });
  }

  /** A code applied: the new amount in the summary; nothing left to pay, the registration is confirmed. */
  function couponApplied(result: ApplyCouponResult) {
    onCoupon(result);
    if (result.status === 'confirmed') settle({ status: 'confirmed', receiptNo: null, test: false });
    else go({ kind: 'choose', notice: couponNotice(result) });
  }

  async function verify(fields: RazorpayHandlerFields) {
    go({ kind: 'verifying' });
    try {
      settle(await sendRazorpayPayment(summary.id, fields, lang, link));
    } catch (err) {
      if (err instanceof ApiError && refusalEnds(err)) return;
      // A network failure keeps the fields to send again; a refusal (bad signature) is final for them.
      if (err instanceof ApiError && err.status === 0) go({ kind: 'unverified', fields, error: errorText(err, t) });
      else go({ kind: 'choose', error: errorText(err, t) });
    }
  }

  /** The method form, sent to the page's action by the button pressed (its `method`), as without the script. */
  /** `button`: the method's button pressed (its name and value are posted with the form's fields). */
  async function pay(button: HTMLButtonElement, business: BusinessPayer) {
    const method = button.value as PayMethod;
    go({ kind: 'starting', method });
    let answer: StartPaymentResult;
    try {
      const { started } = await post(button);
      if (!started) throw new ApiError(500, t('errors.failedDescription'));
      answer = started;
    } catch (err) {
      if (err instanceof ApiError && refusalEnds(err)) return;
      // The GSTIN or its address refused: each message under its field, what was typed kept.
      setBusinessFailure(err instanceof ApiError && err.fields ? { message: err.message, fields: err.fields, values: { ...business } } : undefined);
      go({ kind: 'choose', error: errorText(err, t) });
      return;
    }
    setBusinessFailure(undefined);
    switch (answer.kind) {
      case 'done':
        if (summary.amountInr === 0) {
          clearPendingPayment();
          await navigate(successUrl);
        } else settle(answer);
        return;
      case 'on_request':
        clearPendingPayment();
        go({ kind: 'on_request' });
        return;
      case 'upi':
        if (answer.holdExpiresAt) setHoldExpiresAt(answer.holdExpiresAt);
        go({ kind: 'upi', answer });
        return;
      case 'razorpay':
        if (answer.holdExpiresAt) setHoldExpiresAt(answer.holdExpiresAt);
        go({ kind: 'checkout' });
        try {
          await openCheckout(answer, t(`methods.${answer.method}`), {
            paid: (fields) => void verify(fields),
            dismissed: () => go({ kind: 'choose', notice: t('checkout.dismissed') }),
          });
        } catch {
          go({ kind: 'choose', error: t('errors.checkoutLoad') });
        }
        return;
    }
  }

  let body: ReactNode;
  if (summary.status === 'cancelled' || summary.status === 'refunded') {
    body = (
      <State heading={heading} title={t('cancelled')}>
        <Link to={bookAgainHref(summary.type)} className="btn-secondary">
          {t('registerAgain')}
        </Link>
      </State>
    );
  } else if (summary.status === 'expired') {
    body = <Gone heading={heading} message={t('expired.text')} href={bookAgainHref(summary.type)} />;
  } else if (summary.status === 'waitlisted') {
    body = <State heading={heading} title={t('waitlisted')} />;
  } else if (summary.paid && step.kind !== 'settled') {
    body = (
      <State heading={heading} title={t('alreadyPaid')} icon="done">
        <BookedDetails summary={summary} />
        <Link to={successUrl} className="btn-primary" onClick={clearPendingPayment}>
          {t('viewConfirmation')}
        </Link>
      </State>
    );
  } else if (step.kind === 'gone') {
    body = <Gone heading={heading} message={step.message} href={bookAgainHref(summary.type)} />;
  } else if (step.kind === 'settled') {
    body = <SettledState heading={heading} outcome={step.outcome} successUrl={successUrl} summary={summary} />;
  } else if (step.kind === 'on_request') {
    body = (
      <State heading={heading} title={t('onRequest.title')} icon="wait" testId="payment-on-request">
        <p className="text-slate-700">{t('onRequest.text')}</p>
      </State>
    );
  } else if (step.kind === 'upi') {
    body = (
      <>
        <StepHeading heading={heading}>{t('upi.title')}</StepHeading>
        <div className="mt-4">
          <UpiPayment answer={step.answer} link={link} failure={posted?.failure?.form === 'utr' ? posted.failure : undefined} phone={phone} onSent={settle} onFailed={refusalEnds} onOtherMethod={() => go({ kind: 'choose' })} />
        </div>
      </>
    );
  } else if (step.kind === 'checkout' || step.kind === 'verifying') {
    body = (
      <>
        <StepHeading heading={heading}>{step.kind === 'checkout' ? t('checkout.open') : t('checkout.verifying')}</StepHeading>
        <p role="status" className="mt-4 flex items-center gap-3 text-slate-600" data-testid={`payment-${step.kind}`}>
          <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
          {step.kind === 'checkout' ? t('checkout.openHint') : t('checkout.verifyingHint')}
        </p>
      </>
    );
  } else if (step.kind === 'unverified') {
    body = (
      <>
        <StepHeading heading={heading}>{t('checkout.verifying')}</StepHeading>
        <p role="alert" className="mt-4 text-red-800">
          {step.error}
        </p>
        <button type="button" className="btn-primary mt-4" onClick={() => void verify(step.fields)} data-testid="verify-again">
          {t('retry')}
        </button>
      </>
    );
  } else if (summary.amountInr === 0) {
    const busy = step.kind === 'starting';
    body = (
      <>
        <StepHeading heading={heading}>{t('freeTitle')}</StepHeading>
        <p className="mt-2 text-slate-600">{t('freeText')}</p>
        {step.kind === 'choose' && step.error && <Alert text={step.error} />}
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            const button = submitterOf(event);
            if (button) void pay(button, {});
          }}
        >
          <PaymentFields registrationId={summary.id} link={link} intent="start" />
          <button type="submit" name="method" value="free" className="btn-primary mt-5 w-full sm:w-auto" disabled={busy} aria-busy={busy || undefined} data-testid="confirm-free">
            {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {busy ? t('processing') : t('confirmFree')}
          </button>
        </form>
      </>
    );
  } else {
    const methods = methodsFor(summary.methods);
    const busy = step.kind === 'starting' && step.method !== 'free' ? step.method : null;
    body = (
      <>
        <StepHeading heading={heading}>{methods.length ? t('methodsTitle') : t('onRequest.askTitle')}</StepHeading>
        {step.kind === 'choose' && step.error && <Alert text={step.error} />}
        {step.kind === 'choose' && step.notice && (
          <p role="status" className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="payment-notice">
            {step.notice}
          </p>
        )}
        {!summary.coupon && (
          <CouponForm registrationId={summary.id} link={link} failure={posted?.failure?.form === 'coupon' ? posted.failure : undefined} onApplied={couponApplied} onFailed={refusalEnds} />
        )}
        {/* A real form: without the script it posts to the page's action (routes/payment.server.ts); with it, the same choice is made here. */}
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            const button = submitterOf(event);
            if (button) void pay(button, businessPayerOf(event.currentTarget));
          }}
        >
          <PaymentFields registrationId={summary.id} link={link} intent="start" />
          {summary.taxInvoice && methods.length > 0 && <BusinessInvoice failure={businessFailure} />}
          {methods.length ? (
            <MethodPicker methods={methods} busy={busy} />
          ) : (
            // Booking on request: any method asks the server, which records the request.
            <button type="submit" name="method" value="upi" className="btn-primary mt-4 w-full sm:w-auto" disabled={busy !== null} data-testid="request-booking">
              {t('onRequest.button')}
            </button>
          )}
        </form>
      </>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-5" data-testid="payment-view">
      <OrderSummary summary={summary} holdExpiresAt={step.kind === 'settled' || step.kind === 'on_request' ? null : holdExpiresAt} />
      <section aria-labelledby="payment-action" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-3">
        {body}
        <div className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-600">
          {/* Razorpay is named only where it takes the money (not for UPI ID alone, nor a booking on request). */}
          {methodsFor(summary.methods).includes('card') && (
            <p className="flex items-start gap-2" data-testid="payment-secure-note">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {t('secureNote')}
            </p>
          )}
          <p>
            <Trans t={t} i18nKey="refundNote" components={[<Link key="refund" to="/refund-policy" className="font-semibold text-brand-700 underline" />]} />
          </p>
        </div>
      </section>
    </div>
  );
}

type HeadingRef = React.RefObject<HTMLHeadingElement | null>;

function StepHeading({ heading, children }: { heading: HeadingRef; children: ReactNode }) {
  return (
    <h2 id="payment-action" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none" data-testid="payment-step-title">
      {children}
    </h2>
  );
}

function Alert({ text }: { text: string }) {
  return (
    <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="payment-error">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

function State({ heading, title, icon, testId, children }: { heading: HeadingRef; title: string; icon?: 'done' | 'wait' | 'gone'; testId?: string; children?: ReactNode }) {
  const Icon = icon === 'done' ? CheckCircle2 : icon === 'wait' ? Clock3 : icon === 'gone' ? TriangleAlert : null;
  const tone = icon === 'done' ? 'text-green-700' : icon === 'gone' ? 'text-red-700' : 'text-amber-700';
  return (
    <div className="space-y-4" data-testid={testId}>
      <h2 id="payment-action" ref={heading} tabIndex={-1} className="flex items-start gap-2 text-lg font-semibold text-slate-900 outline-none" data-testid="payment-step-title">
        {Icon && <Icon aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${tone}`} />}
        {title}
      </h2>
      {children}
    </div>
  );
}

function Gone({ heading, message, href }: { heading: HeadingRef; message: string; href: string }) {
  const { t } = useTranslation('payment');
  return (
    <State heading={heading} title={t('expired.title')} icon="gone" testId="payment-gone">
      <p className="text-slate-700">{message}</p>
      <Link to={href} className="btn-primary" data-testid="book-again">
        {t('expired.bookAgain')}
      </Link>
    </State>
  );
}

function SettledState({ heading, outcome, successUrl, summary }: { heading: HeadingRef; outcome: Settled; successUrl: string; summary: RegistrationSummary }) {
  const { t } = useTranslation('payment');
  const testLabel = outcome.test && (
    <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900" data-testid="test-payment">
      {t('testPayment')}
    </p>
  );
  if (outcome.status === 'confirmed') {
    return (
      <State heading={heading} title={t('confirmed.title')} icon="done" testId="payment-confirmed">
        {testLabel}
        {outcome.receiptNo && (
          <p className="text-slate-800" data-testid="receipt-no">
            {t('confirmed.receipt', { receiptNo: outcome.receiptNo })}
          </p>
        )}
        {/* What happened: the booked time (IST and the visitor's zone), its length, how to join or where to come. */}
        <BookedDetails summary={summary} />
        <p className="text-slate-700">{t('confirmed.text')}</p>
        <Link to={successUrl} className="btn-primary">
          {t('confirmed.continue')}
        </Link>
      </State>
    );
  }
  return (
    <State heading={heading} title={t('awaiting.title')} icon="wait" testId="payment-awaiting">
      {testLabel}
      <p className="text-slate-700">{t('awaiting.text')}</p>
      <p className="text-slate-700">{t('awaiting.email')}</p>
    </State>
  );
}
