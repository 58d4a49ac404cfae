/**
 * The client's side of a booking (issue 19 item 6): the signed link of its e-mails (read, reschedule;
 * cancelling goes through POST /api/registrations/:id/cancel with the same signature) and the member
 * dashboard (list, reschedule; cancelling through POST /api/me/registrations/:id/cancel).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingIdParamSchema, bookingLinkQuerySchema, linkRescheduleSchema, myBookingSchema, rescheduleSchema } from '../../../shared/contracts/bookings.ts';
import { langQuerySchema } from '../../../shared/contracts/common.ts';

/** Reschedules through a signed link per visitor address and minute (as many as registering allows). */
const RESCHEDULE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings } = app.services;

  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/bookings') || req.url.startsWith('/api/me/bookings')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/bookings/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: "A booking as its signed e-mail link shows it (no personal data): time, mode, whether it can still be changed",
        description: '403: not a link of ours; 410: the link has expired.',
        params: bookingIdParamSchema,
        querystring: bookingLinkQuerySchema.omit({ lang: true }).extend(langQuerySchema.shape),
        response: { 200: myBookingSchema },
      },
    },
    (req) => bookings.linkView(req.params.id, { signature: req.query.sig, exp: req.query.exp }, req.lang),
  );

  app.post(
    '/api/bookings/:id/reschedule',
    {
      config: { access: 'public', rateLimit: RESCHEDULE_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: 'Moves a booking to another offered slot through the signed link of its e-mail, until the cut-off',
        description: '409 slot_taken: the slot is no longer free; 410 past_cutoff: too close to the session; 403/410: the link.',
        params: bookingIdParamSchema,
        querystring: langQuerySchema,
        body: linkRescheduleSchema,
        response: { 200: myBookingSchema },
      },
    },
    (req) => bookings.rescheduleByLink(req.params.id, { signature: req.body.signature, exp: req.body.exp }, req.body.slotStart, req.lang),
  );

  app.get(
    '/api/me/bookings',
    { config: { access: 'member' }, schema: { tags: ['member'], summary: "The member's booked consultations, soonest first", querystring: langQuerySchema, response: { 200: z.array(myBookingSchema) } } },
    (req) => bookings.mine(req.user!, req.lang),
  );

  app.post(
    '/api/me/bookings/:id/reschedule',
    {
      config: { access: 'member' },
      schema: {
        tags: ['member'],
        summary: "Moves one of the member's bookings to another offered slot, until the cut-off",
        params: bookingIdParamSchema,
        querystring: langQuerySchema,
        body: rescheduleSchema,
        response: { 200: myBookingSchema },
      },
    },
    (req) => bookings.rescheduleMine(req.user!, req.params.id, req.body.slotStart, req.lang),
  );
};
