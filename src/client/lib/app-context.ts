/**
 * What the server hands to route loaders: the visitor's language, the CSP nonce and the public
 * reads. The context key lives on globalThis because this module exists twice at run time (once in
 * the Fastify server, once inside the Vite-built SSR bundle) and both must use one key.
 */
import { createContext, type RouterContext } from 'react-router';
import type { FormType, Language } from '../../shared/constants.ts';
import type { CurrentUser } from '../../shared/contracts/auth.ts';
import type { RegistrationResult, RegistrationSummary } from '../../shared/contracts/registration.ts';
import type { PaymentOutcome, StartPaymentResult } from '../../shared/contracts/payments.ts';
import type { ApplyCouponResult } from '../../shared/contracts/coupons.ts';
import type { Service, Webinar } from '../../shared/contracts/content.ts';
import type { Slot } from '../../shared/contracts/scheduling.ts';
import type { SiteContentView } from '../../shared/contracts/site-content.ts';
import type { FeedbackView, PublishedTestimonial } from '../../shared/contracts/testimonials.ts';
import type { Certificate, CourseView, LessonView } from '../../shared/contracts/course.ts';
import type { MyCredit } from '../../shared/contracts/packages.ts';
import type { Form } from '../../shared/forms.ts';

export interface ContentReads {
  listWebinars(lang: Language): Promise<Webinar[]>;
  getWebinar(idOrSlug: string, lang: Language): Promise<Webinar | null>;
  listServices(lang: Language): Promise<Service[]>;
  activeForm(type: FormType): Promise<Form | null>;
  /** An active form by id (custom forms' public page); null when missing or inactive. */
  activeFormById(id: string): Promise<Form | null>;
  /** The practice's content in a language, as visitors see it (features/content). */
  siteContent(lang: Language): Promise<SiteContentView>;
  /** The approved testimonials about one service (its page), each in the language it was written in. */
  serviceTestimonials(serviceId: string, lang: Language): Promise<PublishedTestimonial[]>;
  /**
   * The free slots of an active consultation (by id or slug) on the IST days from..to, as
   * GET /api/services/:id/slots answers them (the same scheduling service); null when it is no
   * active consultation. The days must be checked by the caller (at most SLOTS_MAX_DAYS apart).
   */
  slots(serviceIdOrSlug: string, from: string, to: string): Promise<Slot[] | null>;
  /** The signed-in member's package credits (GET /api/me/credits, features/packages); none signed out. */
  myCredits(lang: Language): Promise<MyCredit[]>;
}

/**
 * What a page's form action got: done, or refused in the API's error shape (status; message and
 * field messages already in the page's language; fields named by their path in the contract,
 * `userData.fullName`).
 */
export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; fields?: Record<string, string> };

/**
 * The public forms' work, for the route actions of their pages (server/page-actions.ts): each
 * checks the body with its API route's zod contract and calls the same service with the same
 * protections. Bodies are what the form said, in the contract's shape; the checking is theirs.
 */
export interface PageActions {
  /** The contact form (as POST /api/contact). */
  contact(body: Record<string, unknown>): Promise<ActionOutcome<{ received: true }>>;
  /** Answers to one of the founder's forms, keyed by field id (as POST /api/forms/:id/responses). */
  formResponse(formId: string, body: Record<string, unknown>): Promise<ActionOutcome<{ id: string }>>;
  /**
   * A registration of any kind (as POST /api/unified-registration); `formKey`: the form's hidden key
   * (once per answers); `emailLanguage`: the e-mails' language when the form asks it (as the API's
   * `?lang=`), else the page's.
   */
  register(body: Record<string, unknown>, formKey: unknown, emailLanguage?: Language): Promise<ActionOutcome<RegistrationResult>>;
  /**
   * An account call (sign-in, sign-up, reset link, new password, address confirmation) made as the
   * page's visitor through its API route (its throttle, device memory and cookies): the cookies it
   * sets, to send on with the redirect, the route's answer, and whether the account signed in is the
   * admin's (where signing in leads).
   */
  account(call: AccountCall, body: Record<string, unknown>): Promise<ActionOutcome<{ cookies: string[]; answer: unknown; isAdmin: boolean }>>;
  /**
   * The payment page (issue 47), as its API calls do, with the page's signed link (`sig`, `exp`) or
   * the visitor's session: what the registration is (GET /api/registrations/:id/summary), starting
   * its payment (POST .../payment), its UTR (POST .../payment/utr) and a coupon code (POST .../coupon).
   */
  payment: {
    summary(id: string, link: PaymentPageLink): Promise<ActionOutcome<RegistrationSummary>>;
    start(id: string, body: Record<string, unknown>, link: PaymentPageLink): Promise<ActionOutcome<StartPaymentResult>>;
    utr(id: string, body: Record<string, unknown>, link: PaymentPageLink): Promise<ActionOutcome<PaymentOutcome>>;
    coupon(id: string, body: Record<string, unknown>, link: PaymentPageLink): Promise<ActionOutcome<ApplyCouponResult>>;
  };
}

/** The signed payment link of the payment page's address (none: the member's session must do). */
export interface PaymentPageLink {
  sig?: string;
  exp?: string;
}

/** The account calls a page's form makes (POST /api/auth/...). */
export type AccountCall = 'sign-in/email' | 'sign-up/email' | 'request-password-reset' | 'reset-password' | 'confirm-email';

/** A signed feedback link (issue 54): the link is the permission. */
export interface FeedbackLink {
  id: string;
  sig: string;
  exp?: string;
}
/** What the feedback page's loader and action get: the view, or a refusal with its status and translation keys. */
export type FeedbackOutcome = { ok: true; view: FeedbackView } | { ok: false; status: number; error: string; fields?: Record<string, string> };
/** The feedback page's calls into features/testimonials (no HTTP): read, answer (the posted form), withdraw. */
export interface FeedbackPort {
  view(link: FeedbackLink): Promise<FeedbackOutcome>;
  answer(link: FeedbackLink, form: Record<string, string>): Promise<FeedbackOutcome>;
  withdraw(link: FeedbackLink): Promise<FeedbackOutcome>;
}

/**
 * What the course pages' loaders and action get (issue 54 part 3): the value, or a refusal with its
 * status and message in the page's language (a locked day's also says when it opens).
 */
export type CourseOutcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; opensAt?: string };
/** The course pages' calls into features/course as the signed-in member (no HTTP). */
export interface CoursePort {
  view(slug: string): Promise<CourseOutcome<CourseView>>;
  /** The course and one open day's lesson (`day` as the address or form gave it). */
  lesson(slug: string, day: string): Promise<CourseOutcome<{ course: CourseView; lesson: LessonView }>>;
  /** Marks a day done, as POST /api/me/course/:slug/days/:day/done. */
  done(slug: string, day: string): Promise<CourseOutcome<CourseView>>;
  certificate(slug: string): Promise<CourseOutcome<Certificate>>;
}

export interface AppContext {
  lang: Language;
  nonce: string;
  /** A page's HTML (false: the `.data` answer to a navigation, which carries the user in the root loader's data). */
  documentRequest: boolean;
  /** The signed-in user of this request, or null for a visitor (guards in features/auth/guards.server.ts). */
  user: CurrentUser | null;
  /** Sign-in methods besides e-mail and password that are configured. */
  signInMethods: { google: boolean };
  /** WhatsApp messages can be sent (WHATSAPP_* set): the forms then offer "Send me updates on WhatsApp". */
  whatsapp: boolean;
  publicUrl: string;
  reads: ContentReads;
  /** The public forms' writes, for route actions (the page's language, this request's protections). */
  actions: PageActions;
  /** The signed feedback page (features/testimonials). */
  feedback: FeedbackPort;
  /** The course pages of the signed-in member (features/course). */
  course: CoursePort;
  /** The browser holds the site's faces for the page's language (site-fonts cookie, lib/site-fonts.tsx). */
  siteFonts: boolean;
  /** Translations of the visitor's language, namespace → keys (embedded in the page for hydration). */
  resources: Record<string, Record<string, unknown>>;
}

const KEY = Symbol.for('antarman.appContext');
const holder = globalThis as unknown as Record<symbol, RouterContext<AppContext> | undefined>;
export const appContext: RouterContext<AppContext> = (holder[KEY] ??= createContext<AppContext>());
