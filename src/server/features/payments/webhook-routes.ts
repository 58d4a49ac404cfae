/**
 * POST /api/payments/razorpay/webhook: Razorpay's server calls it (no session, no Origin, so the
 * cross-site check lets it through). The signature is an HMAC over the exact bytes Razorpay sent,
 * so this route reads its body as a Buffer: the JSON parser is replaced inside this encapsulated
 * plugin only, and the bytes are parsed after they are verified.
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
import { DEFAULT_BODY_LIMIT } from '../../plugins/body-limits.ts';

/** Razorpay retries and may send bursts; a generous limit per address still stops a flood. */
export const WEBHOOK_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: DEFAULT_BODY_LIMIT }, (_req, body, done) => done(null, body));

  app.post(
    '/api/payments/razorpay/webhook',
    {
      config: { access: 'public', rateLimit: WEBHOOK_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Razorpay webhooks (payment.captured, order.paid, payment.failed, refund.processed), signed with the webhook secret',
        description: '400 when X-Razorpay-Signature is missing or wrong, or the signed body is not an event (nothing changes); 200 otherwise, also for a repeated delivery or an order that is not ours.',
      },
    },
    async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const eventId = req.headers['x-razorpay-event-id'];
      const outcome = await app.services.payments.webhook(raw, req.headers['x-razorpay-signature'], typeof eventId === 'string' ? eventId : undefined);
      if (outcome === 'bad_signature') {
        req.log.warn('Razorpay webhook with a missing or wrong signature refused');
        throw new HttpError(400, 'signature_invalid', 'payment:errors.signatureInvalid');
      }
      if (outcome === 'bad_payload') {
        req.log.warn('signed Razorpay webhook whose body is not an event refused');
        throw new HttpError(400, 'bad_payload', 'payment:errors.invalidDescription');
      }
      return reply.send({ ok: true, outcome });
    },
  );
};
