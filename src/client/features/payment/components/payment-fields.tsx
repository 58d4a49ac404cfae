import type { PaymentLink } from '../api/payment-api.ts';

/** The hidden fields every form of the page posts: which registration, and the address's signed link. */
export function PaymentFields({ registrationId, link, intent }: { registrationId: string; link: PaymentLink; intent: 'start' | 'utr' | 'coupon' }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="registrationId" value={registrationId} />
      {link.sig && <input type="hidden" name="sig" value={link.sig} />}
      {link.sig && link.exp && <input type="hidden" name="exp" value={link.exp} />}
    </>
  );
}
