/**
 * Meta's webhook for WhatsApp (issue 52). GET answers the subscription check (hub.mode=subscribe,
 * hub.verify_token, hub.challenge): the challenge when the token is ours, else 403. POST carries
 * statuses and clients' messages, signed: X-Hub-Signature-256 is checked over the exact bytes Meta
 * sent (the JSON parser is replaced inside this encapsulated plugin only), 401 and nothing stored
 * when it is wrong; a repeated delivery changes nothing twice. Public: Meta's servers call it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
import { DEFAULT_BODY_LIMIT } from '../../plugins/body-limits.ts';

/** Meta retries and sends bursts of statuses; a generous limit per address still stops a flood. */
const WEBHOOK_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

export const whatsAppWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: DEFAULT_BODY_LIMIT }, (_req, body, done) => done(null, body));
  const tags = ['public'];

  app.get(
    '/api/whatsapp/webhook',
    {
      config: { access: 'public', rateLimit: WEBHOOK_RATE_LIMIT },
      schema: { tags, summary: "Meta's webhook subscription check", description: '200 with hub.challenge as text when hub.mode is subscribe and hub.verify_token is WHATSAPP_VERIFY_TOKEN; 403 otherwise.' },
    },
    async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      const challenge = app.services.whatsapp.verify(query['hub.mode'], query['hub.verify_token'], query['hub.challenge']);
      if (challenge === null) throw new HttpError(403, 'forbidden', 'validation:forbidden');
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    '/api/whatsapp/webhook',
    {
      config: { access: 'public', rateLimit: WEBHOOK_RATE_LIMIT },
      schema: {
        tags,
        summary: 'WhatsApp Cloud API webhooks (message statuses, incoming messages), signed with the app secret',
        description: '401 when X-Hub-Signature-256 is missing or wrong (nothing is stored); 200 otherwise, also for a repeated delivery or a message that is not ours.',
      },
    },
    async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if ((await app.services.whatsapp.webhook(raw, req.headers['x-hub-signature-256'])) === 'bad_signature') {
        req.log.warn('WhatsApp webhook with a missing or wrong signature refused');
        throw new HttpError(401, 'signature_invalid', 'validation:unauthorized');
      }
      return reply.send({ ok: true });
    },
  );
};
