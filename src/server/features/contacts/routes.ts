import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactReceivedSchema } from '../../../shared/contracts/contact.ts';
import { createInboxOf } from './inbox-service.ts';

/** Public contact form submissions per visitor address: enough for people, little for a script. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createInboxOf(app.services);
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Send a message to the practice; it is stored as a conversation, acknowledged to the visitor by e-mail, and the founder is notified (at once or in the daily digest)',
        body: contactMessageSchema,
        response: { 201: contactReceivedSchema },
      },
    },
    async (req, reply) => {
      const { website, ...message } = req.body;
      // A filled honeypot is a bot: answer as if all went well, keep nothing, tell no one.
      if (!website?.trim()) {
        await inbox.receive({ ...message, locale: req.lang });
      } else {
        req.log.info('contact message dropped by the honeypot');
      }
      return reply.code(201).send({ received: true });
    },
  );
};
