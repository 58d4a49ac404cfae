import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactReceivedSchema } from '../../../shared/contracts/contact.ts';
import { receiveContactMessage } from './service.ts';

/** Public contact form submissions per visitor address: enough for people, little for a script. */
export const CONTACT_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Send a message to the practice; it is stored and the founder is notified by e-mail',
        body: contactMessageSchema,
        response: { 201: contactReceivedSchema },
      },
    },
    async (req, reply) => {
      const { website, ...message } = req.body;
      // A filled honeypot is a bot: answer as if all went well, keep nothing, tell no one.
      if (!website?.trim()) {
        await receiveContactMessage(app.services.database.db, app.services.mail, { ...message, locale: req.lang });
      } else {
        req.log.info('contact message dropped by the honeypot');
      }
      return reply.code(201).send({ received: true });
    },
  );
};
