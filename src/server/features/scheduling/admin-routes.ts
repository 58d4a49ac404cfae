/**
 * The founder's availability (issue 19 item 1), admin only: her weekly rules, date exceptions and
 * calendar blocks; and her own calendars (issue 53), whose busy times block slots. Every change is
 * written with its line in the audit log.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityExceptionSchema, bookingConflictSchema, calendarBlockSchema, calendarFeedInputSchema, calendarFeedSchema, schedulingRulesSchema } from '../../../shared/contracts/scheduling.ts';
import { isIsoDay } from '../../../shared/ist.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { allConflicts } from './conflicts.ts';
import { createSchedulingAdmin, type Actor } from './service.ts';

/** The signed-in admin of an admin route. */
const actorOf = (req: { user?: Actor | null }): Actor => ({ id: req.user!.id, email: req.user!.email });

const blockSchema = z.object({ id: z.string(), start: z.string(), end: z.string(), note: z.string().nullable() });
const exceptionSchema = availabilityExceptionSchema;
/** A change that leaves booked sessions outside her hours answers them: the admin lists them to reschedule or cancel. */
const withConflicts = { conflicts: z.array(bookingConflictSchema) };
const dateParamSchema = z.object({ date: z.string().max(20) });
const blockIdParamSchema = z.object({ id: z.string().max(100) });

/** A path's date must be a real IST day. */
function dayOf(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isIsoDay(date)) throw new HttpError(400, 'invalid_input', 'scheduling:errors.date', { date: 'scheduling:errors.date' });
  return date;
}

export const schedulingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createSchedulingAdmin(app.services.database.db);
  const config = { access: 'admin' as const };
  const tags = ['admin'];

  app.get(
    '/api/admin/scheduling',
    {
      config,
      schema: {
        tags,
        summary: 'The availability rules, the date exceptions from today (IST) on by date, and the calendar blocks that have not ended',
        response: { 200: z.object({ rules: schedulingRulesSchema, exceptions: z.array(exceptionSchema), blocks: z.array(blockSchema) }) },
      },
    },
    () => admin.overview(),
  );

  app.get(
    '/api/admin/scheduling/conflicts',
    {
      config,
      schema: {
        tags,
        summary: 'Upcoming booked sessions outside her hours: on a day off, outside changed hours, or inside a blocked time (they keep their time until she reschedules or cancels them)',
        response: { 200: z.object({ conflicts: z.array(bookingConflictSchema) }) },
      },
    },
    async () => ({ conflicts: await allConflicts(app.services.database.db) }),
  );

  app.put(
    '/api/admin/scheduling/rules',
    {
      config,
      schema: {
        tags,
        summary: 'Replaces the availability rules (weekly IST hours Sunday first, buffer, notice, horizon, most per day, cut-off, meeting link, address)',
        body: schedulingRulesSchema,
        response: { 200: z.object({ rules: schedulingRulesSchema }) },
      },
    },
    async (req) => ({ rules: await admin.saveRules(req.body, actorOf(req)) }),
  );

  app.put(
    '/api/admin/scheduling/exceptions/:date',
    {
      config,
      schema: {
        tags,
        summary: "Sets one IST date's hours, replacing its weekday's (ranges [] = a day off); answers the booked sessions left outside them (conflicts), which keep their time",
        params: dateParamSchema,
        body: availabilityExceptionSchema.omit({ date: true }),
        response: { 200: exceptionSchema.extend(withConflicts) },
      },
    },
    (req) => admin.saveException(dayOf(req.params.date), req.body, actorOf(req)),
  );

  app.delete(
    '/api/admin/scheduling/exceptions/:date',
    { config, schema: { tags, summary: "Removes a date's exception (the weekday's hours apply again)", params: dateParamSchema } },
    async (req, reply) => {
      if (!(await admin.removeException(dayOf(req.params.date), actorOf(req)))) throw notFound('scheduling:errors.exceptionNotFound');
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/admin/scheduling/blocks',
    {
      config,
      schema: {
        tags,
        summary: 'Blocks a time range: no slot is offered in it; answers the booked sessions inside it (conflicts), which keep their time',
        body: calendarBlockSchema,
        response: { 201: blockSchema.extend(withConflicts) },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.addBlock(req.body, actorOf(req))),
  );

  app.delete(
    '/api/admin/scheduling/blocks/:id',
    { config, schema: { tags, summary: 'Removes a calendar block', params: blockIdParamSchema } },
    async (req, reply) => {
      if (!isUuid(req.params.id) || !(await admin.removeBlock(req.params.id.toLowerCase(), actorOf(req)))) throw notFound('scheduling:errors.blockNotFound');
      return reply.code(204).send();
    },
  );

  const calendars = app.services.calendars;

  app.get(
    '/api/admin/scheduling/calendars',
    {
      config,
      schema: {
        tags,
        summary: "The founder's calendar feeds with their state: last fetched, last read, events read, last error, whether they block slots",
        description: 'A feed blocks slots while its last good copy is less than 24 hours old. The address itself is never shown, only its host.',
        response: { 200: z.object({ calendars: z.array(calendarFeedSchema) }) },
      },
    },
    async () => ({ calendars: await calendars.list() }),
  );

  app.post(
    '/api/admin/scheduling/calendars',
    {
      config,
      schema: {
        tags,
        summary: 'Adds a calendar feed (an http(s) ICS address, such as the secret iCal address of Google Calendar) and reads it once',
        description:
          'The address is stored encrypted. One that is not http(s), or whose host is or resolves to a loopback, private or link-local address, is refused (400). ' +
          'A feed that cannot be read is still added: its state says why.',
        body: calendarFeedInputSchema,
        response: { 201: calendarFeedSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await calendars.add(req.body, actorOf(req))),
  );

  app.delete(
    '/api/admin/scheduling/calendars/:id',
    { config, schema: { tags, summary: 'Removes a calendar feed and its busy times', params: blockIdParamSchema } },
    async (req, reply) => {
      if (!isUuid(req.params.id) || !(await calendars.remove(req.params.id.toLowerCase(), actorOf(req)))) throw notFound('scheduling:errors.calendarNotFound');
      return reply.code(204).send();
    },
  );
};
