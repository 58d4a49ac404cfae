/** The public side of scheduling (issue 19): the slots a consultation offers. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import { idParamSchema } from '../../../shared/contracts/content.ts';
import { MAX_HORIZON_DAYS, slotsQuerySchema } from '../../../shared/contracts/scheduling.ts';
import { isIsoDay, istToday } from '../../../shared/ist.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { slotsFor } from './service.ts';
import { istMidnight } from './slots.ts';

/** The most days one question may cover (the page asks for a few weeks at a time). */
export const SLOTS_MAX_DAYS = 62;

const slotSchema = z.object({ start: z.string(), end: z.string() });

export const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services/:id/slots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'The free session starts of an active consultation (by id or slug) on the IST days from..to (inclusive, at most 62 days apart)',
        description:
          'Slots are ISO 8601 instants with the +05:30 offset, computed now from the availability minus every booking, hold, buffer and block. ' +
          'Answered with Cache-Control: no-store: a slot taken a second ago must not be offered from a cache.',
        params: idParamSchema,
        querystring: slotsQuerySchema.extend(langQuerySchema.shape),
        response: { 200: z.object({ slots: z.array(slotSchema) }) },
      },
    },
    async (req, reply) => {
      const { from, to } = req.query;
      if (!isIsoDay(from)) throw new HttpError(400, 'invalid_input', 'scheduling:errors.date', { from: 'scheduling:errors.date' });
      if (!isIsoDay(to)) throw new HttpError(400, 'invalid_input', 'scheduling:errors.date', { to: 'scheduling:errors.date' });
      const days = (istMidnight(to) - istMidnight(from)) / 86_400_000;
      if (days < 0 || days > SLOTS_MAX_DAYS) throw new HttpError(400, 'invalid_input', 'scheduling:errors.dateRange', { to: 'scheduling:errors.dateRange' }, { n: SLOTS_MAX_DAYS });
      // No horizon the founder may choose reaches further: a later day is a mistake (or a probe), not a question.
      const furthest = istMidnight(istToday()) + MAX_HORIZON_DAYS * 86_400_000;
      if (istMidnight(from) > furthest) throw new HttpError(400, 'invalid_input', 'scheduling:errors.beyondHorizon', { from: 'scheduling:errors.beyondHorizon' }, { n: MAX_HORIZON_DAYS });
      const service = await app.services.services.get(req.params.id, req.lang);
      if (!service || service.kind !== 'consultation') throw notFound('scheduling:errors.serviceNotFound');
      reply.header('cache-control', 'no-store');
      return { slots: await slotsFor(app.services.database.db, service, from, to) };
    },
  );
};
