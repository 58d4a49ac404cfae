/**
 * The public payment calls (issue 18 §2): start a payment (what the page does next), the Razorpay
 * checkout handler's fields, the UTR of a direct-UPI payment. Amounts are the registration's, set by
 * the server; none is read from a request.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { paymentOutcomeSchema, razorpayHandlerSchema, startPaymentResultSchema, startPaymentSchema, utrSchema } from '../../../shared/contracts/payments.ts';
import { registrationIdParamSchema } from '../../../shared/contracts/registration.ts';

/** Payment calls per visitor address, route and minute: as many as registrations (a payment follows each). */
export const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' as const, rateLimit: PAYMENT_RATE_LIMIT };
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
          'done: free, already paid, or (development only) a simulated test payment. 410 when the hold has expired or the event has started.',
        params: registrationIdParamSchema,
        querystring: langQuerySchema,
        body: startPaymentSchema,
        response: { 200: startPaymentResultSchema },
      },
    },
    (req) => app.services.payments.start(req.params.id, req.body, req.lang),
  );

  app.post(
    '/api/registrations/:id/payment/razorpay',
    {
      config,
      schema: {
        tags: ['public'],
        summary: "Razorpay checkout's handler fields: the signature is checked against the order the server stored, then the payment is fetched from Razorpay",
        description: '400: the signature is not Razorpay\'s for this registration\'s order (nothing changes). Confirmed only when the amount and currency equal the order\'s.',
        params: registrationIdParamSchema,
        querystring: langQuerySchema,
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
        params: registrationIdParamSchema,
        querystring: langQuerySchema,
        body: utrSchema,
        response: { 200: paymentOutcomeSchema },
      },
    },
    (req) => app.services.payments.submitUtr(req.params.id, req.body.utr),
  );
};
