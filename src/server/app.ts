/**
 * buildApp(config): the whole server as a Fastify instance, without listening. Plugins load in a
 * fixed order: platform plugins, then the app's services, then feature routes, then pages.
 */
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveSessionSecret, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { COOKIE_PREFIX } from './features/auth/auth.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createFormService, type FormService } from './features/forms/service.ts';
import { formRoutes } from './features/forms/routes.ts';
import { formAdminRoutes } from './features/forms/admin-routes.ts';
import { enqueueEmail, enqueueEmails, type MailOutbox } from './features/mail/outbox.ts';
import { createMailTransport } from './features/mail/transport.ts';
import { createOutboxWorker, type OutboxWorker } from './features/mail/worker.ts';
import { healthRoutes } from './features/health/routes.ts';
import { userRoutes } from './features/users/routes.ts';
import { contactRoutes } from './features/contacts/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { ownedRegistrations } from './features/dashboard/ownership.ts';
import { downloadRoutes } from './features/downloads/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { createServiceService, type ServiceService } from './features/services/service.ts';
import { serviceRoutes } from './features/services/routes.ts';
import { createWebinarService, type WebinarService } from './features/webinars/service.ts';
import { webinarRoutes } from './features/webinars/routes.ts';
import { createRegistrationFeature } from './features/registrations/index.ts';
import { registrationRoutes } from './features/registrations/routes.ts';
import type { RegistrationService } from './features/registrations/service.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { paymentVerifyRoutes } from './features/payments/verify-routes.ts';
import { paymentWebhookRoutes } from './features/payments/webhook-routes.ts';
import { createUploadService, type UploadService } from './features/uploads/service.ts';
import { createStorage, type ObjectStorage } from './features/uploads/storage.ts';
import { uploadRoutes } from './features/uploads/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { todoRoutes } from './features/todo/routes.ts';
import { seriesRoutes } from './features/webinars/series-routes.ts';
import { startSeriesJob } from './features/webinars/series.ts';
import { webinarAdminRoutes } from './features/webinars/admin-routes.ts';
import { serviceAdminRoutes } from './features/services/admin-routes.ts';
import { schedulingRoutes } from './features/scheduling/routes.ts';
import { schedulingAdminRoutes } from './features/scheduling/admin-routes.ts';
import { readRules, slotsFor } from './features/scheduling/service.ts';
import { createCalendarFeeds, type CalendarFeeds } from './features/scheduling/calendars.ts';
import { createJoinLinks, type JoinLinks } from './features/join/service.ts';
import { contactAdminRoutes } from './features/contacts/admin-routes.ts';
import { inboxRoutes } from './features/contacts/inbox-routes.ts';
import { createInboxOf, isDigestNews, readNotifyMode, receiveWhatsAppText } from './features/contacts/inbox-service.ts';
import { createCloudApi } from './features/whatsapp/cloud-api.ts';
import { whatsAppRoutes } from './features/whatsapp/routes.ts';
import { createWhatsAppService, type WhatsAppService } from './features/whatsapp/service.ts';
import { whatsAppWebhookRoutes } from './features/whatsapp/webhook-routes.ts';
import { createWhatsAppWorker, type WhatsAppWorker } from './features/whatsapp/worker.ts';
import { contentRoutes } from './features/content/routes.ts';
import { createSiteContentService, type SiteContentService } from './features/content/service.ts';
import { formResponseRoutes } from './features/forms/response-routes.ts';
import { registrationAdminRoutes } from './features/registrations/admin-routes.ts';
import { agendaRoutes } from './features/bookings/agenda-routes.ts';
import { clientRoutes } from './features/clients/routes.ts';
import { joinRoutes } from './features/join/routes.ts';
import { bookingRoutes } from './features/bookings/routes.ts';
import { bookingDetailsOf } from './features/bookings/booking-details.ts';
import { createBookingService, type BookingService } from './features/bookings/service.ts';
import type { PaymentService } from './features/payments/service.ts';
import type { Receipts } from './features/payments/receipts.ts';
import type { RefundService } from './features/payments/refunds.ts';
import type { PaymentBooks } from './features/payments/revenue.ts';
import { paymentAdminRoutes } from './features/payments/admin-routes.ts';
import { createTestimonialService, type TestimonialService } from './features/testimonials/service.ts';
import { startTestimonialJob } from './features/testimonials/job.ts';
import { startJob, type Job } from './lib/job.ts';
import { testimonialRoutes } from './features/testimonials/routes.ts';
import { feedbackPortOf } from './features/testimonials/page-port.ts';
import { createCouponService, type CouponService } from './features/coupons/service.ts';
import { couponRoutes } from './features/coupons/routes.ts';
import { createCourseService, type CourseService } from './features/course/service.ts';
import { startCourseJob } from './features/course/job.ts';
import { courseRoutes } from './features/course/routes.ts';
import { packageRoutes } from './features/packages/routes.ts';
import { createPackageService, type PackageService } from './features/packages/service.ts';
import { coursePortFor } from './features/course/page-port.ts';
import { createTranslator, languageOf, readLocaleResources, type Translator } from './lib/i18n.ts';
import { createInvalidationBus } from './lib/invalidation-bus.ts';
import { ReadCache } from './lib/read-cache.ts';
import { loggerOptions, type LogStream } from './lib/log-redaction.ts';
import { authzPlugin } from './plugins/authz.ts';
import { bodyLimitsPlugin, DEFAULT_BODY_LIMIT } from './plugins/body-limits.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { publicReadCachePlugin } from './plugins/public-read-cache.ts';
import { razorpayCheckoutPolicy, securityPlugin } from './plugins/security.ts';
import { registerSsr } from './plugins/ssr.ts';
import { createPageActions } from './page-actions.ts';
import type { Language } from '../shared/constants.ts';

export interface AppServices {
  config: Config;
  database: Database;
  translator: Translator;
  cache: ReadCache;
  webinars: WebinarService;
  services: ServiceService;
  forms: FormService;
  /** The practice's content (founder, contact, books, testimonials...): features/content. */
  siteContent: SiteContentService;
  registrations: RegistrationService;
  payments: PaymentService;
  /** Receipts, refunds and the books of the money path (features/payments). */
  receipts: Receipts;
  refunds: RefundService;
  books: PaymentBooks;
  /** Booked consultations after booking: reschedule, agenda, notes (features/bookings). */
  bookings: BookingService;
  /** The founder's own calendars, whose busy times block slots (features/scheduling/calendars.ts). */
  calendars: CalendarFeeds;
  /** One joining link per person (issue 53): e-mails, WhatsApp, the dashboard and the booking page give it instead of the room. */
  joins: JoinLinks;
  /** Uploaded files: the storage (local disk or S3) and the upload/serve flow. */
  objects: { storage: ObjectStorage; uploads: UploadService };
  mail: MailOutbox & { worker: OutboxWorker };
  /** WhatsApp (issue 52): consent, webhook, free-text answers; its worker only when WHATSAPP_* is set. */
  whatsapp: WhatsAppService & { worker?: WhatsAppWorker };
  /** Testimonials with consent: requests after the end, answers, the founder's review (issue 54). */
  testimonials: TestimonialService;
  /** Coupon codes: the founder's codes, a payer's code applied to a registration (issue 54 part 2). */
  coupons: CouponService;
  /** The 7-day course delivered: lessons, learners' days and progress, the day-open messages (issue 54). */
  course: CourseService;
  /** Packages of sessions: the founder's packages and a member's credits (issue 54 part 1). */
  packages: PackageService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    /** The visitor's language (?lang=, else the language cookie, else English). */
    lang: Language;
  }
}

export interface BuildOptions {
  database: Database;
  /** Serve pages too: 'production' from build/, 'development' through Vite, false for API only. */
  pages?: 'production' | 'development' | false;
  /** Run background workers (the e-mail outbox). The server does; tests drive them by hand. */
  startWorkers?: boolean;
  /**
   * Cache lifetime for public reads; without REDIS_URL, other instances see admin changes within
   * this time (with it, at once: lib/invalidation-bus.ts).
   */
  readCacheMs?: number;
  /** Cache lifetime for pages rendered for visitors without a session (production pages only). */
  pageCacheMs?: number;
  /** How long a looked-up session is reused on this instance (features/auth/session-cache.ts; default 10 s). */
  sessionCacheMs?: number;
  /** The Redis channel of cache invalidations (tests keep theirs apart; every instance of a site shares one). */
  invalidationChannel?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what the server logs). */
  logStream?: LogStream;
}

/** How often Node looks for connections past their headers or request timeout (at most every second). */
export const checkingIntervalOf = (headersTimeoutMs: number) => Math.min(1000, Math.max(100, Math.floor(headersTimeoutMs / 4)));

export async function buildApp(config: Config, options: BuildOptions): Promise<FastifyInstance> {
  const { http } = config;
  const app = Fastify({
    // Query values (tokens, link signatures), cookies and authorization never reach the log.
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    // Small by default; the few routes that take more say so (plugins/body-limits.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A client that is slow on purpose is cut off (docs/security.md, "Slow clients"): the request line and
    // headers within headersTimeout, the whole request within requestTimeout, checked every second
    // (Node checks every 30 s unless told otherwise); a connection on which nothing moves for twice
    // the request timeout (a client that stops reading its answer) is closed too.
    http: { headersTimeout: http.headersTimeoutMs, requestTimeout: http.requestTimeoutMs, connectionsCheckingInterval: checkingIntervalOf(http.headersTimeoutMs) },
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: http.requestTimeoutMs * 2,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    // A public site sees junk: deep or huge JSON must not cost more than a small error.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  // Beyond this many open connections, new ones are closed at once (one warning a minute says so).
  app.server.maxConnections = http.maxConnections;
  let lastDropWarning = 0;
  app.server.on('drop', () => {
    if (Date.now() - lastDropWarning < 60_000) return;
    lastDropWarning = Date.now();
    app.log.warn({ maxConnections: http.maxConnections }, 'connection refused: HTTP_MAX_CONNECTIONS reached');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const resources = readLocaleResources();
  const translator = createTranslator(resources);
  const cache = new ReadCache(options.readCacheMs ?? 5000);
  const { db } = options.database;
  const joins = createJoinLinks({ db, publicUrl: config.publicUrl, mailFrom: config.mailFrom });
  // Registrations and payments reach the webinar cache through `services`, once it exists.
  const registrationFeature = createRegistrationFeature({
    db,
    config,
    translator,
    mail: { enqueueEmails },
    onChange: () => services.webinars.invalidate(),
    log: app.log,
    // A booked consultation (issue 19): its e-mails and cut-off come from the scheduling rules.
    bookingDetails: (tx, reg) => bookingDetailsOf(tx, reg),
    bookingCutoffHours: async (tx) => (await readRules(tx)).cancelCutoffHours,
    // How e-mails say to reach the practice: the phone and e-mail of Site content (issue 20).
    contact: (lang) => services.siteContent.contactNow(lang),
    // Her calendars read again (issue 53) before a payment confirms a held slot: every feed, now.
    refreshCalendars: () => services.calendars.refreshDue(0),
    // Every message of an online session carries the person's joining link, made in the transaction that writes it.
    joinLinks: (tx, registrationId) => joins.linkFor(registrationId, tx),
    // A member pays for their own registrations from their session (issue 49 item 7).
    ownedRegistrations,
  });
  const objects = (() => {
    const storage = createStorage(config);
    return { storage, uploads: createUploadService({ db, storage, secret: resolveSessionSecret(config) }) };
  })();
  const services: AppServices = {
    config,
    database: options.database,
    translator,
    cache,
    webinars: createWebinarService(db, cache),
    services: createServiceService(db, cache),
    forms: createFormService(db, cache),
    // In production, sample content is not shown to visitors as if it were real (issue 20).
    siteContent: createSiteContentService({ db, cache, hideSample: config.env === 'production' }),
    ...registrationFeature,
    testimonials: createTestimonialService({ db, translator, links: registrationFeature.links, publicUrl: config.publicUrl, cache, mail: { enqueueEmails } }),
    coupons: createCouponService({
      db,
      payableBy: registrationFeature.payments.payableBy,
      // A code that leaves nothing to pay confirms as a free registration does: the same e-mail.
      confirmed: (tx, reg, webinar) => registrationFeature.mailer.registered(tx, reg, webinar),
      onChange: () => services.webinars.invalidate(),
    }),
    bookings: createBookingService({
      db,
      mailer: registrationFeature.mailer,
      registrations: registrationFeature.registrations,
      links: registrationFeature.links,
      onChange: () => services.webinars.invalidate(),
      joinLinkFor: (registrationId) => joins.linkFor(registrationId),
    }),
    joins,
    course: createCourseService({
      db,
      translator,
      publicUrl: config.publicUrl,
      whatsapp: !!config.whatsapp,
      storage: objects.storage,
      isUpload: (path) => objects.uploads.isStored(path, 'member-download'),
      mail: { enqueueEmails },
    }),
    packages: createPackageService({ db, invalidate: () => services.services.invalidate(), ownedRegistrations }),
    calendars: createCalendarFeeds({ db, sessionSecret: resolveSessionSecret(config), allowPrivate: config.calendarFetchAllowPrivate, log: app.log }),
    objects,
    mail: {
      enqueue: enqueueEmail,
      notifyAdmin: async (tx, email) => {
        if (config.adminNotifyEmail) await enqueueEmail(tx, { ...email, to: config.adminNotifyEmail });
      },
      worker: createOutboxWorker({
        db,
        transport: createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
        from: config.mailFrom,
        // Visitors' replies reach the practice (PRACTICE_EMAIL, else the founder's notice address).
        replyTo: config.practiceEmail,
        log: app.log,
        // The founder who reads a daily digest gets her news of bookings there, not one by one.
        holdForDigest: async (tx, message) => isDigestNews(message.kind) && (await readNotifyMode(tx)) === 'digest',
      }),
    },
    whatsapp: {
      ...createWhatsAppService({ db, settings: config.whatsapp, translator, log: app.log, onText: (tx, text, id) => receiveWhatsAppText(tx, text, id, { mail: services.mail, publicUrl: config.publicUrl }) }),
      worker: config.whatsapp ? createWhatsAppWorker({ db, api: createCloudApi(config.whatsapp), log: app.log }) : undefined,
    },
  };
  app.addHook('onClose', () => services.mail.worker.stop());
  app.addHook('onClose', async () => services.whatsapp.worker?.stop());
  if (options.startWorkers) app.addHook('onReady', async () => services.whatsapp.worker?.start());
  if (options.startWorkers) app.addHook('onReady', async () => services.mail.worker.start());
  // Recurring events: their next occurrences are made ahead, now and every hour (idempotent on every instance).
  if (options.startWorkers) {
    let series: Job | undefined;
    app.addHook('onReady', async () => {
      series = startSeriesJob({ db, onMade: () => services.webinars.invalidate(), log: app.log });
    });
    app.addHook('onClose', async () => series?.stop());
  }
  // The founder's calendar feeds are fetched again once their last attempt is 10 minutes old; tests call refreshDue by hand.
  app.addHook('onClose', () => services.calendars.stop());
  if (options.startWorkers) app.addHook('onReady', async () => services.calendars.start());
  // Participants of sessions and events that ended are asked for a testimonial, now and every 10 minutes (once each: a unique key).
  if (options.startWorkers) {
    let requests: Job | undefined;
    app.addHook('onReady', async () => {
      requests = startTestimonialJob({ testimonials: services.testimonials, log: app.log });
    });
    app.addHook('onClose', async () => requests?.stop());
  }
  // Learners whose next course day opened get its e-mail (and WhatsApp), now and every 10 minutes (once each: a conditional update).
  if (options.startWorkers) {
    let days: Job | undefined;
    app.addHook('onReady', async () => {
      days = startCourseJob({ course: services.course, log: app.log });
    });
    app.addHook('onClose', async () => days?.stop());
  }
  // Payment holds that ran out are ended (seats to the waitlist) by a periodic job; tests call it by hand.
  app.addHook('onClose', () => services.payments.holds.stop());
  if (options.startWorkers) app.addHook('onReady', async () => services.payments.holds.start());
  if (options.startWorkers) {
    // The founder's daily digest (when she chose it): tried every 10 minutes, written once per IST day.
    const inbox = createInboxOf(services);
    let digest: Job | undefined;
    app.addHook('onReady', async () => {
      digest = startJob('inbox digest', () => inbox.sendDigest(), 10 * 60_000, app.log);
    });
    app.addHook('onClose', async () => digest?.stop());
  }
  // The practice's content is read once before serving, so the first e-mails already name its contact details.
  app.addHook('onReady', async () => void (await services.siteContent.view('en').catch(() => undefined)));
  app.decorate('services', services);
  app.decorateRequest('lang', {
    getter(this: { query: unknown; cookies?: Record<string, string | undefined> }) {
      return languageOf(this.query, this.cookies);
    },
  });

  const https = config.publicUrl.startsWith('https://');
  await app.register(bodyLimitsPlugin);
  await app.register(cookie);
  // Right after the cookies are read: a cached public answer is written before any other hook runs
  // (it replays the headers helmet and the CSP gave the answer it keeps).
  await app.register(publicReadCachePlugin, { ttlMs: options.readCacheMs ?? 5000, readCache: cache });
  await app.register(errorsPlugin, { translator });
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { https });
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // Rate-limit counters (and sign-in failures) are shared through Redis when several instances run,
  // and so are cache invalidations: an admin edit made here clears the other instances' caches too.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  if (redis) {
    const bus = createInvalidationBus({
      cache,
      publisher: redis,
      // The subscription waits for Redis however long it is away (never given up after a few retries).
      subscriber: new Redis(config.redisUrl!, { maxRetriesPerRequest: null }),
      channel: options.invalidationChannel,
      log: app.log,
    });
    app.addHook('onReady', () => bus.ready());
    app.addHook('onClose', async () => {
      await bus.close();
      await redis.quit();
    });
  }
  await app.register(rateLimit, { global: false, ...(redis ? { redis, skipOnError: true } : {}) });
  await app.register(docsPlugin, { publicUrl: config.publicUrl, sessionCookie: `${https ? '__Secure-' : ''}${COOKIE_PREFIX}.session_token` });
  await app.register(authzPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes, { redis, sessionCacheMs: options.sessionCacheMs });
  await app.register(userRoutes);
  await app.register(webinarRoutes);
  await app.register(serviceRoutes);
  await app.register(contentRoutes);
  await app.register(schedulingRoutes);
  await app.register(formRoutes);
  await app.register(formAdminRoutes);
  await app.register(registrationRoutes);
  await app.register(paymentRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(whatsAppWebhookRoutes);
  await app.register(whatsAppRoutes);
  await app.register(paymentVerifyRoutes);
  await app.register(paymentAdminRoutes);
  await app.register(contactRoutes);
  await app.register(dashboardRoutes);
  await app.register(downloadRoutes);
  await app.register(uploadRoutes, { redis });
  await app.register(adminRoutes);
  await app.register(todoRoutes);
  await app.register(webinarAdminRoutes);
  await app.register(seriesRoutes);
  await app.register(serviceAdminRoutes);
  await app.register(schedulingAdminRoutes);
  await app.register(contactAdminRoutes);
  await app.register(inboxRoutes);
  await app.register(formResponseRoutes);
  await app.register(registrationAdminRoutes);
  await app.register(bookingRoutes);
  await app.register(agendaRoutes);
  await app.register(clientRoutes);
  await app.register(joinRoutes);
  await app.register(seoRoutes);
  await app.register(testimonialRoutes);
  await app.register(couponRoutes);
  await app.register(courseRoutes);
  await app.register(packageRoutes);

  // Unknown API paths answer JSON 404, whatever the method; they never reach the page renderer.
  app.all('/api/*', { schema: { hide: true }, config: { access: 'public' } }, async (_req, reply) => reply.callNotFound());

  if (options.pages) {
    const actionsFor = createPageActions(app);
    const feedback = feedbackPortOf(services.testimonials);
    await registerSsr(app, {
      mode: options.pages,
      https,
      pageCacheMs: options.pageCacheMs,
      // Razorpay's checkout.js runs on the payment page only (issue 18).
      pagePolicies: config.payments.razorpay ? { '/payment': razorpayCheckoutPolicy(config.payments.razorpay.checkoutUrl) } : undefined,
      sessionCookies: (req) => app.auth.extendSession(req),
      contextFor: async (req, lang) => ({
        user: await app.auth.currentUserOf(req),
        actions: actionsFor(req, lang),
        signInMethods: app.auth.methods,
        whatsapp: services.whatsapp.enabled,
        publicUrl: config.publicUrl,
        resources: resources[lang],
        feedback,
        course: coursePortFor(services.course, { currentUser: () => app.currentUser(req), lang, translator }),
        reads: {
          listWebinars: (l) => services.webinars.list(l),
          getWebinar: (id, l) => services.webinars.get(id, l),
          listServices: (l) => services.services.list(l),
          activeForm: (type) => services.forms.activeByType(type),
          activeFormById: (id) => services.forms.activeById(id),
          // Approved testimonials (each in its own language) replace the Site content ones when there are any.
          siteContent: async (l) => {
            const [view, published] = await Promise.all([services.siteContent.view(l), services.testimonials.published(l)]);
            return published.length > 0 ? { ...view, testimonials: published } : view;
          },
          serviceTestimonials: (serviceId, l) => services.testimonials.published(l, { serviceId }),
          myCredits: async (l) => {
            const user = await app.currentUser(req);
            return user ? services.packages.myCredits(user, l) : [];
          },
          slots: async (id, from, to) => {
            // As GET /api/services/:id/slots: an active consultation's free starts, computed now.
            const service = await services.services.get(id, 'en');
            return service && service.kind === 'consultation' ? slotsFor(services.database.db, service, from, to) : null;
          },
        },
      }),
    });
  }

  return app;
}
