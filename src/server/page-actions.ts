/**
 * What the pages' form actions may do (AppContext.actions, lib/app-context.ts): one function per
 * public form, doing what its JSON API route does, with the same protections, for a form posted
 * to the page itself (`<form method="post">`, with or without JavaScript: issue 47).
 *
 * - The body is checked with the API's own zod contract (src/shared/contracts), and refused with
 *   the API's error shape (message and field messages in the page's language): one validation.
 * - The work is the feature's service, called as the API route calls it: one service.
 * - Cross-site posts never get here: features/auth/protections.ts refuses every state-changing
 *   request from another site, pages included.
 * - Each form's posts are counted per client address with its API route's limit, in counters of
 *   their own.
 * - A form's hidden key (`formKey`, made for each render of the page) and the body's fingerprint
 *   make the registration's Idempotency-Key: the same answers posted twice (a double tap, the back
 *   button, a reload) make one registration and get the first answer; changed answers are a new
 *   registration, as the API's client does (client/lib/idempotency-key.ts). The page may come from
 *   the page cache, so visitors can share a formKey; their different answers keep their keys apart.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActionOutcome, PageActions } from '../client/lib/app-context.ts';
import type { Language } from '../shared/constants.ts';
import { contactMessageSchema } from '../shared/contracts/contact.ts';
import { formResponseBodySchema } from '../shared/contracts/form-responses.ts';
import { registrationRequestSchema } from '../shared/contracts/registration.ts';
import { startPaymentSchema, utrSchema } from '../shared/contracts/payments.ts';
import { applyCouponSchema } from '../shared/contracts/coupons.ts';
import { PAYMENT_RATE_LIMIT } from './features/payments/routes.ts';
import type { PaymentAccess } from './features/payments/service.ts';
import { CONTACT_RATE_LIMIT } from './features/contacts/routes.ts';
import { createInboxOf } from './features/contacts/inbox-service.ts';
import { FORM_RESPONSE_RATE_LIMIT } from './features/forms/routes.ts';
import { receiveVisitorResponse } from './features/forms/responses.ts';
import { REGISTRATION_RATE_LIMIT } from './features/registrations/routes.ts';
import { HttpError } from './lib/http-errors.ts';
import { fingerprint } from './lib/idempotency.ts';
import { issueMessage } from './plugins/errors.ts';

/** What the actions need of a zod schema (zod's chained and zod/mini schemas both have it). */
interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ code: string; message: string; path: PropertyKey[] }> } };
}

/** A form's hidden key, as the page renders it (a uuid); anything else is no key. */
const FORM_KEY = /^[A-Za-z0-9_-]{8,40}$/;

/** The Idempotency-Key of a form post: its form's key and what it says. */
export function formIdempotencyKey(formKey: unknown, body: unknown): string | undefined {
  if (typeof formKey !== 'string' || !FORM_KEY.test(formKey)) return undefined;
  return `${formKey}-${fingerprint(body)}`;
}

export function createPageActions(app: FastifyInstance): (req: FastifyRequest, lang: Language) => PageActions {
  const { services } = app;
  const inbox = createInboxOf(services);
  const publicOrigin = new URL(services.config.publicUrl).origin;
  const limiters = {
    contact: app.createRateLimit({ ...CONTACT_RATE_LIMIT, keyGenerator: (req) => `${req.ip}|page contact` }),
    formResponse: app.createRateLimit({ ...FORM_RESPONSE_RATE_LIMIT, keyGenerator: (req) => `${req.ip}|page form response` }),
    register: app.createRateLimit({ ...REGISTRATION_RATE_LIMIT, keyGenerator: (req) => `${req.ip}|page register` }),
    payment: app.createRateLimit({ ...PAYMENT_RATE_LIMIT, keyGenerator: (req) => `${req.ip}|page payment` }),
  } satisfies Partial<Record<keyof PageActions, unknown>>;

  return (req, lang) => {
    const t = services.translator.t(lang);

    /** The body checked with `schema`, counted by `limiter`, then `work`; refusals in the API's shape. */
    async function act<In, Out>(limiter: (typeof limiters)[keyof typeof limiters], schema: Schema<In>, body: unknown, work: (input: In) => Promise<Out>): Promise<ActionOutcome<Out>> {
      const counted = await limiter(req);
      if (!counted.isAllowed && counted.isExceeded) return { ok: false, status: 429, message: t('validation:tooManyRequests') };
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.map(String).join('.') || '_';
          fields[key] ??= issueMessage({ keyword: issue.code, message: issue.message, params: issue as unknown as Record<string, unknown> }, t);
        }
        return { ok: false, status: 400, message: t('validation:invalidInput'), fields };
      }
      try {
        return { ok: true, value: await work(parsed.data) };
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const fields = err.fields && Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k, t(v)]));
        return { ok: false, status: err.statusCode, message: t(err.messageKey, err.params ?? {}), ...(fields ? { fields } : {}) };
      }
    }

    /** As the payment routes' accessOf: the link when the page's address carries one, else the session. */
    const accessOf = async (link: { sig?: string; exp?: string }): Promise<PaymentAccess> =>
      link.sig ? { link: { signature: link.sig, exp: link.exp } } : { user: await app.currentUser(req) };
    /** A refusal of the services, in the API's shape (the same as act's). */
    const refusal = (err: unknown) => {
      if (!(err instanceof HttpError)) throw err;
      return { ok: false as const, status: err.statusCode, message: t(err.messageKey, err.params ?? {}) };
    };

    return {
      payment: {
        async summary(id, link) {
          try {
            return { ok: true, value: await services.registrations.summary(id, lang, link.sig ? { signature: link.sig, exp: link.exp } : undefined) };
          } catch (err) {
            return refusal(err);
          }
        },
        start: (id, body, link) => act(limiters.payment, startPaymentSchema, body, async (input) => services.payments.start(id, input, lang, await accessOf(link))),
        utr: (id, body, link) => act(limiters.payment, utrSchema, body, async ({ utr }) => services.payments.submitUtr(id, utr, await accessOf(link))),
        coupon: (id, body, link) => act(limiters.payment, applyCouponSchema, body, async ({ code }) => services.coupons.apply(id, code, await accessOf(link))),
      },

      contact: (body) =>
        act(limiters.contact, contactMessageSchema, body, async ({ website, ...message }) => {
          // A filled honeypot is a bot: answered as if all went well, nothing kept (as POST /api/contact).
          if (!website?.trim()) await inbox.receive({ ...message, locale: lang });
          else req.log.info('contact message dropped by the honeypot');
          return { received: true as const };
        }),

      formResponse: (formId, body) =>
        act(limiters.formResponse, formResponseBodySchema, body, async ({ responses, website }) => {
          const user = await app.currentUser(req);
          return { id: await receiveVisitorResponse(services.database.db, services.mail, { formId, responses, website, locale: lang, userId: user?.id ?? null }, req.log) };
        }),

      account: async (call, body) => {
        // The API route itself (its throttle, device cookie and better-auth call), as this visitor:
        // their cookies and address, the page's language for its messages.
        const res = await app.inject({
          method: 'POST',
          url: `/api/auth/${call}?lang=${lang}`,
          payload: JSON.parse(JSON.stringify(body)) as Record<string, unknown>,
          // The page's own origin, as a browser's call from the page names it (better-auth checks it).
          headers: { origin: publicOrigin, 'user-agent': req.headers['user-agent'] ?? '', ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) },
          remoteAddress: req.ip,
        });
        const cookies = [res.headers['set-cookie'] ?? []].flat().map(String);
        if (res.statusCode < 300) {
          const answer = res.json() as unknown;
          const signedIn = (answer ?? {}) as { user?: { isAdmin?: unknown } };
          return { ok: true, value: { cookies, answer, isAdmin: signedIn.user?.isAdmin === true } };
        }
        const { error } = (res.json() ?? {}) as { error?: { message?: string; fields?: Record<string, string> } };
        return { ok: false, status: res.statusCode, message: error?.message ?? t('validation:badRequest'), ...(error?.fields ? { fields: error.fields } : {}) };
      },

      register: (body, formKey, emailLanguage) =>
        act(limiters.register, registrationRequestSchema, body, async (input) => {
          // As POST /api/unified-registration: a profile photo must be one uploaded for it.
          if (input.type === 'event' && input.profilePhoto && !(await services.objects.uploads.isStored(input.profilePhoto, 'profile-photo'))) {
            throw new HttpError(400, 'invalid_profile_photo', 'registration:event.photoInvalid', { profilePhoto: 'registration:event.photoInvalid' });
          }
          const user = await app.currentUser(req);
          const answer = await services.registrations.create(input, {
            lang: await services.registrations.languageOf(user?.id ?? null, emailLanguage ?? lang),
            userId: user?.id ?? null,
            // Their package credits pay a booking that asks (useCredit).
            owner: user,
            idempotencyKey: formIdempotencyKey(formKey, body),
          });
          return answer.body;
        }),
    };
  };
}
