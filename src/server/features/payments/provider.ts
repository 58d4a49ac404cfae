/**
 * Who takes the money. The site only ever talks to this interface; `simulated` is the default (the
 * spec's two-second step, no money moves). A real provider (Razorpay: UPI, cards, net banking)
 * implements the same interface later.
 *
 * `reference` identifies one payment: a provider must charge a reference at most once, however
 * often it is asked (real providers take it as their idempotency key), so that two clicks or a
 * retry after a timeout never charge twice.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '../../../shared/contracts/registration.ts';

export interface ChargeRequest {
  reference: string;
  amountInr: number;
  method: PaymentMethod;
}

export type ChargeResult = { ok: true; providerRef: string } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** How long the simulated provider "processes" (spec §4: a simulated 2-second step). */
export const SIMULATED_PAYMENT_DELAY_MS = 2000;

export function createSimulatedProvider(options: { delayMs?: number } = {}): PaymentProvider {
  const delayMs = options.delayMs ?? SIMULATED_PAYMENT_DELAY_MS;
  const charged = new Map<string, Promise<ChargeResult>>();
  return {
    name: 'simulated',
    charge(request) {
      let result = charged.get(request.reference);
      if (!result) {
        result = (async (): Promise<ChargeResult> => {
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          if (!Number.isInteger(request.amountInr) || request.amountInr <= 0) return { ok: false, reason: 'invalid amount' };
          return { ok: true, providerRef: `sim_${randomBytes(9).toString('base64url')}` };
        })();
        charged.set(request.reference, result);
        // Forget settled references after a while: the database holds the lasting record.
        void result.finally(() => setTimeout(() => charged.delete(request.reference), 10 * 60_000).unref());
      }
      return result;
    },
  };
}
