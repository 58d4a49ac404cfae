/**
 * Razorpay Standard Checkout in the browser. checkout.js is loaded only here, only when the visitor
 * pays through Razorpay, from the URL the server answered (so tests can point it at a stand-in), and
 * once per page: a second attempt reuses it.
 */
import type { RazorpayHandlerFields, RazorpayMethod, StartPaymentResult } from '../../../../shared/contracts/payments.ts';

type RazorpayAnswer = Extract<StartPaymentResult, { kind: 'razorpay' }>;

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: RazorpayHandlerFields) => void;
  modal: { ondismiss: () => void };
  config: { display: { blocks: Record<string, { name: string; instruments: { method: RazorpayMethod }[] }>; sequence: string[]; preferences: { show_default_blocks: boolean } } };
}

interface RazorpayInstance {
  open(): void;
  on?(event: 'payment.failed', listener: (response: unknown) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** checkout.js from `src`, once; a failed load may be tried again. */
export function loadCheckout(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('checkout.js defined no Razorpay')));
      script.onerror = () => {
        script.remove();
        reject(new Error('checkout.js did not load'));
      };
      document.head.appendChild(script);
    }).catch((err: unknown) => {
      loading.delete(src);
      throw err;
    });
    loading.set(src, pending);
  }
  return pending;
}

export interface CheckoutCallbacks {
  /** The buyer paid: the three fields for the server to verify. */
  paid(fields: RazorpayHandlerFields): void;
  /** The buyer closed Razorpay's window without paying. */
  dismissed(): void;
  /** A payment attempt failed inside the window (the window stays open for another try). */
  failed?(): void;
}

/**
 * Razorpay Checkout's display configuration (its "blocks" and "sequence") that shows first the
 * method the visitor chose on our page, named as our button names it: "Pay with UPI" opens on
 * UPI, where Razorpay lists the UPI apps on a phone (intent) and shows a QR code on a desktop; the
 * other methods stay below (show_default_blocks).
 */
export function displayFirst(method: RazorpayMethod, name: string): RazorpayOptions['config'] {
  return { display: { blocks: { chosen: { name, instruments: [{ method }] } }, sequence: ['block.chosen'], preferences: { show_default_blocks: true } } };
}

/** Opens Razorpay's window for the order the server made; `methodName`: the chosen method's name on our page. */
export async function openCheckout(answer: RazorpayAnswer, methodName: string, callbacks: CheckoutCallbacks): Promise<void> {
  const Razorpay = await loadCheckout(answer.checkoutUrl);
  const checkout = new Razorpay({
    key: answer.keyId,
    amount: answer.amountPaise,
    currency: answer.currency,
    name: answer.name,
    description: answer.description,
    order_id: answer.orderId,
    prefill: answer.prefill,
    handler: (response) =>
      callbacks.paid({ razorpay_payment_id: response.razorpay_payment_id, razorpay_order_id: response.razorpay_order_id, razorpay_signature: response.razorpay_signature }),
    modal: { ondismiss: callbacks.dismissed },
    config: displayFirst(answer.method, methodName),
  });
  if (callbacks.failed) checkout.on?.('payment.failed', callbacks.failed);
  checkout.open();
}
