/**
 * The founder's check of a direct-UPI payment or a booking on request (admin only): confirm (the
 * payment is settled like any other) or reject (the person is told, and may send the UTR again).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { paymentOutcomeSchema, verifyPaymentSchema } from '../../../shared/contracts/payments.ts';

export const paymentVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/payments/:id/verify',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Confirm or reject a direct-UPI payment (or a booking on request) after checking the bank',
        description: 'confirm: the registration is confirmed (or, without a free seat, the payment is flagged for a refund by hand); reject: back to pending_payment with a fresh hold, the person e-mailed.',
        params: idParamSchema,
        body: verifyPaymentSchema,
        response: { 200: paymentOutcomeSchema },
      },
    },
    (req) => app.services.payments.verify(req.params.id, req.body, { id: req.user!.id, email: req.user!.email }),
  );
};
