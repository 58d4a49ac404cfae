/**
 * Who may act on a registration's payment, as the HTTP routes read it (issue 49 item 7): the signed
 * resume-payment link in the query (`sig`, `exp`), else the session of the member it belongs to.
 * Shared by the payment routes and every route that acts with the same access (applying a coupon code).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import type { PaymentAccess } from './service.ts';

/** Payment calls per visitor address, route and minute: as many as registrations (a payment follows each). */
export const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** The signed payment link's query: `sig` and `exp`, as the payment page's address carries them. */
export const linkQuerySchema = langQuerySchema.extend({ sig: z.string().max(200).optional(), exp: z.string().max(20).optional() });

export const LINK_RULE =
  'Needs the signed link of the payment page (sig and exp, as the registration\'s answer, its e-mails and the dashboard give it) or the session of the member the registration belongs to: ' +
  'without either 403 (nothing is read), a wrong signature 403, an expired link or one whose event has started 410.';

/** The caller's credentials: the link when the query carries one, else the session (read only then). */
export async function paymentAccessOf(app: FastifyInstance, req: FastifyRequest<{ Querystring: z.infer<typeof linkQuerySchema> }>): Promise<PaymentAccess> {
  const { sig, exp } = req.query;
  if (sig !== undefined) return { link: { signature: sig, exp } };
  return { user: await app.currentUser(req) };
}

