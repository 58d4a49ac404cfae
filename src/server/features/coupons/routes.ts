/**
 * Coupon codes (issue 54 part 2): the payer applies a code to their registration (with the signed
 * payment link or their own session, as for paying); the founder writes, lists and deactivates
 * codes (admin only, checked on the server by the access plugin).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '../../../shared/contracts/dashboard.ts';
import { adminCouponSchema, applyCouponResultSchema, applyCouponSchema, couponInputSchema } from '../../../shared/contracts/coupons.ts';
import { registrationIdParamSchema } from '../../../shared/contracts/registration.ts';
import { actorOf } from '../../lib/audit.ts';
import { LINK_RULE, linkQuerySchema, PAYMENT_RATE_LIMIT, paymentAccessOf } from '../payments/access.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.coupons;
  const admin = { config: { access: 'admin' as const } };
  const tags = ['admin'];

  app.post(
    '/api/registrations/:id/coupon',
    {
      config: { access: 'public', rateLimit: PAYMENT_RATE_LIMIT },
      schema: {
        tags: ['public'],
        summary: "Applies a coupon code to an unpaid registration: what is left to pay is the catalogue price less the code's discount, computed on the server",
        description:
          'One code per registration (the same code again answers the same). 404 unknown code, 409 not yet valid, used up (in all or for this person), not for this offering, already paid, ' +
          '410 expired code or hold; the price is unchanged by any refusal. A code that leaves nothing to pay confirms the registration (status confirmed, no payment). ' +
          LINK_RULE,
        params: registrationIdParamSchema,
        querystring: linkQuerySchema,
        body: applyCouponSchema,
        response: { 200: applyCouponResultSchema },
      },
    },
    async (req) => service.apply(req.params.id, req.body.code, await paymentAccessOf(app, req)),
  );

  app.get('/api/admin/coupons', { ...admin, schema: { tags, summary: 'Every coupon code, newest first, with its uses', response: { 200: z.array(adminCouponSchema) } } }, () => service.list());

  app.post(
    '/api/admin/coupons',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Creates a code: percent (1-100) or rupees off, valid from/until, at most maxUses in all and maxUsesPerPerson per e-mail, for every offering (empty lists) or the listed services and events; 409 when the code exists (whatever its case)',
        body: couponInputSchema,
        response: { 201: adminCouponSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/coupons/:id',
    { ...admin, schema: { tags, summary: 'Changes a code (409: fewer uses than already taken, or a code that exists)', params: idParams, body: couponInputSchema, response: { 200: adminCouponSchema } } },
    (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  app.delete(
    '/api/admin/coupons/:id',
    { ...admin, schema: { tags, summary: 'Deactivates a code: refused from now on; its uses stay on the books', params: idParams, response: { 200: okSchema } } },
    async (req) => {
      await service.deactivate(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );
};
