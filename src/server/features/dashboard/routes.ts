/**
 * The member's own API (/api/me/...): every route is `access: 'member'` and reads or changes only
 * the signed-in member's records (ownership.ts). Someone else's record answers 404.
 */
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../../shared/contracts/common.ts';
import {
  cancelledSchema,
  changePasswordSchema,
  deleteAccountSchema,
  myPaymentSchema,
  myWebinarsSchema,
  okSchema,
  overviewSchema,
  paymentParamSchema,
  profileSchema,
  registrationParamSchema,
  updateProfileSchema,
} from '../../../shared/contracts/dashboard.ts';
import { z } from 'zod';
import { receiptDocumentSchema, refundPreviewSchema } from '../../../shared/contracts/ledger.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { ownedRegistrations } from './ownership.ts';
import { COOKIE_PREFIX } from '../auth/auth.ts';
import { createPrivacyService } from './privacy.ts';
import { createDashboardService } from './service.ts';

/** Changes that send e-mail or check a password: enough for a person, little for a script. */
const SENSITIVE_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** Where the e-mailed confirmation link brings the member back. */
export const VERIFIED_CALLBACK = '/dashboard?verified=1';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, webinars, registrations } = app.services;
  const dashboard = createDashboardService({ db: database.db, config, webinars, registrations, joinLinkFor: (id) => app.services.joins.linkFor(id), refundPreview: (id) => app.services.refunds.preview(id) });
  const privacy = createPrivacyService({
    db: database.db,
    config,
    registrations,
    removeObjects: (paths) => app.services.objects.uploads.remove(paths),
    verifyPassword: async (hash, password) => (await app.auth.instance.$context).password.verify({ hash, password }),
  });
  const me = { config: { access: 'member' as const } };
  const tags = ['member'];

  app.addHook('onSend', async (req, reply) => {
    // Personal data: never kept by a shared cache.
    if (req.url.startsWith('/api/me')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/me/overview',
    { ...me, schema: { tags, summary: 'Welcome, counts (registered, upcoming, attended) and the next session', querystring: langQuerySchema, response: { 200: overviewSchema } } },
    (req) => dashboard.overview(req.user!, req.lang),
  );

  app.get(
    '/api/me/webinars',
    {
      ...me,
      schema: { tags, summary: "The member's registrations for webinars and events, and those still open to them", querystring: langQuerySchema, response: { 200: myWebinarsSchema } },
    },
    (req) => dashboard.webinars(req.user!, req.lang),
  );

  app.post(
    '/api/me/registrations/:id/cancel',
    {
      ...me,
      schema: {
        tags,
        summary: 'Cancels one of the member\'s registrations; the seat goes to the first person on the waitlist',
        params: registrationParamSchema,
        querystring: langQuerySchema,
        response: { 200: cancelledSchema },
      },
    },
    (req) => dashboard.cancel(req.user!, req.params.id),
  );

  app.get(
    '/api/me/registrations/:id/refund-preview',
    {
      ...me,
      schema: {
        tags,
        summary: "What cancelling one of the member's registrations now would refund under the refund policy, and if nothing, why (shown before they confirm)",
        params: registrationParamSchema,
        querystring: langQuerySchema,
        response: { 200: refundPreviewSchema },
      },
    },
    (req) => dashboard.refundPreview(req.user!, req.params.id),
  );

  app.get(
    '/api/me/registrations/:id/calendar.ics',
    { ...me, schema: { tags, summary: 'The seat as an iCalendar file (add to calendar)', params: registrationParamSchema, querystring: langQuerySchema } },
    async (req, reply) => {
      const { fileName, ics } = await dashboard.calendar(req.user!, req.params.id, req.lang);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(ics);
    },
  );

  app.get(
    '/api/me/payments',
    { ...me, schema: { tags, summary: "The member's payments and amounts due", querystring: langQuerySchema, response: { 200: z.array(myPaymentSchema) } } },
    (req) => dashboard.payments(req.user!, req.lang),
  );

  app.get(
    '/api/me/payments/:id/receipt',
    { ...me, schema: { tags, summary: "One of the member's confirmed payments' receipt, in the payer's language (someone else's: 404)", params: paymentParamSchema, querystring: langQuerySchema, response: { 200: receiptDocumentSchema } } },
    (req) => app.services.receipts.receipt(req.params.id, ownedRegistrations(req.user!)),
  );

  app.get('/api/me/profile', { ...me, schema: { tags, summary: "The member's profile", response: { 200: profileSchema } } }, (req) => dashboard.profile(req.user!));

  app.put(
    '/api/me/profile',
    { ...me, schema: { tags, summary: 'Saves name, phone, city and the language of the member\'s e-mails', body: updateProfileSchema, response: { 200: profileSchema } } },
    async (req) => {
      await dashboard.updateProfile(req.user!, req.body);
      // The frame shows the new name on the next page at once (the session cache kept the old one).
      app.auth.forgetUser(req.user!.id);
      return dashboard.profile(req.user!);
    },
  );

  app.post(
    '/api/me/password',
    {
      config: { access: 'member', rateLimit: SENSITIVE_RATE_LIMIT },
      schema: { tags, summary: 'Changes the password; every other session ends', body: changePasswordSchema, response: { 200: okSchema } },
    },
    async (req, reply) => {
      try {
        const { headers } = await app.auth.instance.api.changePassword({
          headers: fromNodeHeaders(req.headers),
          body: { currentPassword: req.body.currentPassword, newPassword: req.body.newPassword, revokeOtherSessions: true },
          returnHeaders: true,
        });
        // The session is replaced by a new one: the browser gets its cookie.
        const cookies = headers.getSetCookie();
        if (cookies.length) reply.header('set-cookie', cookies);
      } catch (err) {
        if (err instanceof APIError) {
          const code = String(err.body?.code ?? '');
          if (code === 'INVALID_PASSWORD') throw new HttpError(400, 'wrong_password', 'dashboard:errors.wrongCurrentPassword', { currentPassword: 'dashboard:errors.wrongCurrentPassword' });
          if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') throw new HttpError(409, 'no_password', 'dashboard:errors.noPassword');
          if (code === 'PASSWORD_TOO_SHORT') throw new HttpError(400, 'password_too_short', 'dashboard:errors.newPasswordTooShort', { newPassword: 'dashboard:errors.newPasswordTooShort' });
          if (code === 'PASSWORD_TOO_LONG') throw new HttpError(400, 'password_too_long', 'dashboard:errors.newPasswordTooLong', { newPassword: 'dashboard:errors.newPasswordTooLong' });
          if (err.statusCode === 401) throw new HttpError(401, 'unauthorized', 'validation:unauthorized');
        }
        throw err;
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/me/verification-email',
    {
      config: { access: 'member', rateLimit: SENSITIVE_RATE_LIMIT },
      schema: { tags, summary: 'E-mails a link that confirms the member\'s address (their earlier registrations then show)', response: { 200: okSchema } },
    },
    async (req) => {
      if (!req.user!.emailVerified) {
        await app.auth.confirmation.send(req.user!, VERIFIED_CALLBACK);
      }
      return { ok: true as const };
    },
  );

  app.get('/api/me/export', { ...me, schema: { tags, summary: 'Download my data: everything stored about the member, as JSON' } }, async (req, reply) => {
    const data = await privacy.export(req.user!);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.delete(
    '/api/me',
    {
      config: { access: 'member', rateLimit: SENSITIVE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Deletes the account after confirmation and anonymises the personal data in registrations, form responses and messages',
        body: deleteAccountSchema,
        response: { 200: okSchema },
      },
    },
    async (req, reply) => {
      await privacy.confirm(req.user!, req.body);
      await privacy.delete(req.user!);
      // Its sessions went with the account (the database cascade): none is served from the session cache either.
      app.auth.forgetUser(req.user!.id);
      const secure = config.publicUrl.startsWith('https://');
      // The sessions are gone with the account; the browser forgets its cookie too.
      const names = ['session_token', 'session_data', 'dont_remember'].map((n) => `${secure ? '__Secure-' : ''}${COOKIE_PREFIX}.${n}`);
      reply.header(
        'set-cookie',
        names.map((n) => `${n}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`),
      );
      return { ok: true as const };
    },
  );
};
