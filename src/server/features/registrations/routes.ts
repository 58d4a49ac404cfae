import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import {
  cancelRegistrationSchema,
  cancelResultSchema,
  IDEMPOTENCY_KEY_PATTERN,
  registrationIdParamSchema,
  registrationRequestSchema,
  registrationResultSchema,
  registrationSummarySchema,
} from '../../../shared/contracts/registration.ts';
import { clientKeyOf } from '../../lib/client-network.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { TooManyHoldsError } from './service.ts';

/** Public registration POSTs per visitor address and minute. */
export const REGISTRATION_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The Idempotency-Key header, when present, must look like one (the client makes one per form fill). */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) throw badRequest('registration:errors.idempotencyKeyInvalid');
  return value;
}

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/unified-registration',
    {
      config: { access: 'public', rateLimit: REGISTRATION_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Register for a consultancy, webinar or course (unified form), or for an event (type: event)',
        description:
          'Answers { id, status }: confirmed (free webinar or event), pending_payment (consultancy, course, paid webinar) or waitlisted (full); ' +
          'pending_payment answers carry paymentUrl, the payment page with its signed link (sig, exp): the id alone starts no payment. ' +
          'A repeated registration for an event is answered as a first one (its owner is e-mailed); for a seat still awaiting payment its paymentUrl pays that seat. ' +
          'Send an Idempotency-Key header: a retry with the same key replays the first answer and stores nothing new.',
        querystring: langQuerySchema,
        body: registrationRequestSchema,
        response: { 200: registrationResultSchema, 201: registrationResultSchema },
      },
    },
    async (req, reply) => {
      // A profile photo must be one uploaded for it (not any other file, not someone's guess).
      if (req.body.type === 'event' && req.body.profilePhoto && !(await app.services.objects.uploads.isStored(req.body.profilePhoto, 'profile-photo'))) {
        throw new HttpError(400, 'invalid_profile_photo', 'registration:event.photoInvalid', { profilePhoto: 'registration:event.photoInvalid' });
      }
      const user = await app.currentUser(req);
      let answer;
      try {
        answer = await app.services.registrations.create(req.body, {
          lang: await app.services.registrations.languageOf(user?.id ?? null, req.lang),
          userId: user?.id ?? null,
          // Their package credits pay a booking that asks (useCredit).
          owner: user,
          idempotencyKey: idempotencyKeyOf(req.headers),
          clientKey: clientKeyOf(req.ip),
        });
      } catch (err) {
        // One unpaid hold too many (issue 49 item 10): when the first of them lapses.
        if (err instanceof TooManyHoldsError) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode === 200 ? 200 : 201).send(answer.body);
    },
  );

  app.get(
    '/api/registrations/:id/summary',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'What a registration is for and what it costs (for the payment and cancel pages); no personal data',
        params: registrationIdParamSchema,
        querystring: langQuerySchema.extend({ sig: z.string().max(200).optional(), exp: z.string().max(20).optional() }),
        response: { 200: registrationSummarySchema },
      },
    },
    async (req) => {
      const { sig, exp } = req.query;
      // A resume-payment link from an e-mail carries a signature and its expiry: a wrong one is
      // refused (403), an expired one or one for an event that has started is gone (410).
      return app.services.registrations.summary(req.params.id, req.lang, sig !== undefined ? { signature: sig, exp } : undefined);
    },
  );

  app.post(
    '/api/registrations/:id/cancel',
    {
      config: { access: 'public', rateLimit: REGISTRATION_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Cancel a registration through the signed link of its confirmation e-mail; the first waitlisted person gets the seat',
        description: 'signature and exp are the sig and exp of the link. 403: not a link of ours; 410: the link has expired or the event has started.',
        params: registrationIdParamSchema,
        querystring: langQuerySchema,
        body: cancelRegistrationSchema,
        response: { 200: cancelResultSchema },
      },
    },
    (req) => app.services.registrations.cancel(req.params.id, req.body),
  );
};
