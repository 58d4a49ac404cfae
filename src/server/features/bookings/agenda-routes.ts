/**
 * The founder's side of bookings (issue 19 item 7), all admin only: the agenda, a session's outcome,
 * notes and room, reschedule and cancel on the client's behalf, and the private calendar feed's address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { cancelledSchema } from '../../../shared/contracts/dashboard.ts';
import {
  agendaBookingSchema,
  agendaQuerySchema,
  agendaSchema,
  bookingIdParamSchema,
  bookingPatchSchema,
  calendarFeedSchema,
  calendarFeedStatusSchema,
  rescheduleSchema,
} from '../../../shared/contracts/bookings.ts';
import { z } from 'zod';
import { actorOf } from '../../lib/audit.ts';
import { createCalendarFeed } from './feed.ts';

export const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings, database, config } = app.services;
  const feed = createCalendarFeed({ db: database.db, bookings, publicUrl: config.publicUrl });
  const admin = { access: 'admin' as const };
  const tags = ['admin'];

  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/admin/agenda') || req.url.startsWith('/api/admin/bookings') || req.url.startsWith('/api/admin/calendar-feed')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/agenda',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Bookings (with the client, their answers, outcome and notes), calendar blocks and events between two IST days (inclusive, at most 42)',
        querystring: agendaQuerySchema.extend(langQuerySchema.shape),
        response: { 200: agendaSchema },
      },
    },
    (req) => bookings.agenda(req.query.from, req.query.to),
  );

  app.get(
    '/api/admin/bookings/:id',
    { config: admin, schema: { tags, summary: 'One booking as the agenda shows it', params: bookingIdParamSchema, querystring: langQuerySchema, response: { 200: agendaBookingSchema } } },
    (req) => bookings.adminView(req.params.id),
  );

  app.patch(
    '/api/admin/bookings/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "A session's outcome (completed, no-show), the founder's private notes, its own meeting link (a new one is sent to the client)",
        params: bookingIdParamSchema,
        querystring: langQuerySchema,
        body: bookingPatchSchema,
        response: { 200: agendaBookingSchema },
      },
    },
    (req) => bookings.patch(req.params.id, req.body, actorOf(req)),
  );

  app.post(
    '/api/admin/bookings/:id/reschedule',
    {
      config: admin,
      schema: {
        tags,
        summary: "Moves a booking on the client's behalf (no cut-off); 409 slot_taken when the time is not free. The client gets the updated invite",
        params: bookingIdParamSchema,
        querystring: langQuerySchema,
        body: rescheduleSchema,
        response: { 200: agendaBookingSchema },
      },
    },
    async (req) => {
      const moved = await bookings.reschedule(req.params.id, req.body.slotStart, { kind: 'admin', actor: actorOf(req) });
      return bookings.adminView(moved.id);
    },
  );

  app.post(
    '/api/admin/bookings/:id/cancel',
    {
      config: admin,
      schema: {
        tags,
        summary: "Cancels a booking on the client's behalf (any time): the invite is withdrawn, the policy's refund follows, the time is free again",
        params: bookingIdParamSchema,
        querystring: langQuerySchema,
        response: { 200: cancelledSchema },
      },
    },
    (req) => bookings.cancelByAdmin(req.params.id, actorOf(req)),
  );

  app.get(
    '/api/admin/calendar-feed',
    { config: admin, schema: { tags, summary: 'Whether a private calendar feed address exists (the address itself is shown only when made)', response: { 200: calendarFeedStatusSchema } } },
    () => feed.status(),
  );

  app.post(
    '/api/admin/calendar-feed',
    { config: admin, schema: { tags, summary: 'Makes a new secret calendar feed address (the old one stops working)', response: { 200: calendarFeedSchema } } },
    () => feed.create(),
  );

  app.delete(
    '/api/admin/calendar-feed',
    { config: admin, schema: { tags, summary: 'Revokes the calendar feed address', response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => {
      await feed.revoke();
      return { ok: true as const };
    },
  );

  app.get(
    '/calendar/:file',
    {
      // The secret in the address is the key: no cookie, so a calendar app can subscribe.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { hide: true, params: z.object({ file: z.string().max(100) }) },
    },
    async (req, reply) => {
      const token = req.params.file.endsWith('.ics') ? req.params.file.slice(0, -4) : '';
      const ics = await feed.render(token);
      reply.header('cache-control', 'private, no-store');
      if (ics === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('text/calendar; charset=utf-8').send(ics);
    },
  );
};
