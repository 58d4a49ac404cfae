import { splitLanguage } from '../../../../shared/language-address.ts';

/**
 * Whether this document was loaded at `pathname`, rather than reached by a client-side navigation.
 * A document keeps the CSP of the address it was loaded from, and only the payment page's allows
 * Razorpay's checkout.js (server/plugins/security.ts): a visitor who came from the registration
 * form without a page load must load the payment page itself before paying.
 */
export function documentLoadedAt(pathname: string): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  // No record (an old browser): assume it was, rather than reload for ever.
  if (!entry) return true;
  // At its own address in any language: /payment, /hi/payment, /gu/payment (ADR 0019).
  return splitLanguage(new URL(entry.name).pathname.replace(/(.)\/$/, '$1')).path === pathname;
}
