/**
 * The public payment calls (issue 18 §2): start a payment (what the page does next), the Razorpay
 * checkout handler's fields, the UTR of a direct-UPI payment. Amounts are the registration's, set by
 * the server; none is read from a request.
 *
 * Starting a payment and sending a UTR take the registration's signed resume-payment link (`sig`,
 * `exp` in the query, as the payment page's address carries them) or the session of the member
 * the registration belongs to (issue 49 item 7). The checkout handler needs neither: Razorpay's
 * signature over the order we stored is the proof (docs/security.md).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { paymentOutcomeSchema, razorpayHandlerSchema, startPaymentResultSchema, startPaymentSchema, utrSchema } from '../../../shared/contracts/payments.ts';
import { registrationIdParamSchema } from '../../../shared/contracts/registration.ts';
import { LINK_RULE, linkQuerySchema, PAYMENT_RATE_LIMIT, paymentAccessOf } from './access.ts';

export { PAYMENT_RATE_LIMIT } from './access.ts';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' as const, rateLimit: PAYMENT_RATE_LIMIT };
  const accessOf = (req: FastifyRequest<{ Querystring: z.infer<typeof linkQuerySchema> }>) => paymentAccessOf(app, req);
  app.post(
    '/api/registrations/:id/payment',
    {
      config,
      schema: {
        tags: ['public'],
        summary: 'Start paying for a registration: answers what the payment page does next',
        description:
          'kind razorpay: open Standard Checkout with these options (one order per registration, the amount from the catalogue); ' +
          'upi: pay the founder\'s UPI ID by the link or its QR code, then send the UTR; on_request: production without a provider, the founder confirms; ' +
          'done: free, already paid, or (development only) a simulated test payment. 410 when the hold has expired or the event has started. ' +
          'The Razorpay prefill carries the name and phone only for the member\'s own session (a link: the e-mail address alone). ' +
          LINK_RULE,
        params: registrationIdParamSchema,
        querystring: linkQuerySchema,
        body: startPaymentSchema,
        response: { 200: startPaymentResultSchema },
      },
    },
    async (req) => app.services.payments.start(req.params.id, req.body, req.lang, await accessOf(req)),
  );

  app.post(
    '/api/registrations/:id/payment/razorpay',
    {
      config,
      schema: {
        tags: ['public'],
        summary: "Razorpay checkout's handler fields: the signature is checked against the order the server stored, then the payment is fetched from Razorpay",
        description:
          '400: the signature is not Razorpay\'s for this registration\'s order (nothing changes). Confirmed only when the amount and currency equal the order\'s. ' +
          'Needs no link or session (sig and exp are accepted and not needed): only Razorpay\'s checkout can sign a payment of the order the server stored, and the answer holds no personal data.',
        params: registrationIdParamSchema,
        querystring: linkQuerySchema,
        body: razorpayHandlerSchema,
        response: { 200: paymentOutcomeSchema },
      },
    },
    (req) => app.services.payments.razorpayHandler(req.params.id, req.body),
  );

  app.post(
    '/api/registrations/:id/payment/utr',
    {
      config,
      schema: {
        tags: ['public'],
        summary: 'The 12-digit UTR of a direct-UPI payment: the registration awaits the founder\'s check (its seat kept)',
        description: LINK_RULE,
        params: registrationIdParamSchema,
        querystring: linkQuerySchema,
        body: utrSchema,
        response: { 200: paymentOutcomeSchema },
      },
    },
    async (req) => app.services.payments.submitUtr(req.params.id, req.body.utr, await accessOf(req)),
  );
};
