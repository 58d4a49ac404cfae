/**
 * The public payment route: parses the request and hands it to the payment service (the amount is
 * the registration's, never the browser's).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { paymentRequestSchema, paymentResultSchema, registrationIdParamSchema } from '../../../shared/contracts/registration.ts';

/** Payment attempts per visitor address and minute: as many as registrations (one payment follows each). */
export const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/registrations/:id/payment',
    {
      config: { access: 'public', rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Pay for a registration (simulated provider) or confirm a free one; paying twice records one payment',
        description: 'The amount is the registration\'s, set by the server. method: upi, card or netbanking; free for a registration that costs nothing.',
        params: registrationIdParamSchema,
        querystring: langQuerySchema,
        body: paymentRequestSchema,
        response: { 200: paymentResultSchema },
      },
    },
    (req) => app.services.payments.pay(req.params.id, req.body),
  );
};
