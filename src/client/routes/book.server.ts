/**
 * /book/:slug's loader data and action (issue 47): the free slots come from the loader (the same
 * scheduling service as GET /api/services/:id/slots), a day at a time (`?date=`), window by window
 * (`?from=`); the details form posts to the page, which books as POST /api/unified-registration
 * books (one service, one validation, once per form key and answers), then the payment page.
 */
import type { ActionFunctionArgs } from 'react-router';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import type { Service } from '../../shared/contracts/content.ts';
import type { Slot } from '../../shared/contracts/scheduling.ts';
import { isIsoDay, istToday } from '../../shared/ist.ts';
import { I18n } from '../../shared/i18n/translator.ts';
import { findService } from '../../shared/service-paths.ts';
import { groupByDay } from '../features/booking/lib/slot-times.ts';
import { addDays } from '../../shared/ist.ts';
import { bookableService, type BookableService } from '../features/booking/types.ts';
import { appContext, type AppContext } from '../lib/app-context.ts';
import { keptValues, readForm, redirectTo, refused, textOf, tickedOf, tooLarge, type PostedForm } from './form-action.server.ts';

/** The days one window of slots covers (GET /api/services/:id/slots answers at most 62 apart). */
export const SLOT_WINDOW_DAYS = 62;
/** How far ahead the page looks at most (the founder's horizon is at most 365 days). */
export const MAX_LOOKAHEAD_DAYS = 365;

/** The personal details the booking form may send: who is coming, and the birth details of a service that asks them (the server decides what is required). */
export const BOOKING_FIELDS = ['fullName', 'email', 'phone', 'dateOfBirth', 'timeOfBirth', 'placeOfBirth'] as const;

export interface BookingSlots {
  /** The days of the window that have free time, with how many. */
  days: { day: string; count: number }[];
  /** The day shown, and its free slots. */
  day: string | null;
  slots: Slot[];
  /** The first day of the window shown, and of the next one (null: no further). */
  from: string;
  next: string | null;
}

async function consultation(context: AppContext, slug: string | undefined): Promise<Service | undefined> {
  const consultations = (await context.reads.listServices(context.lang)).filter((s) => s.kind === 'consultation');
  return findService(consultations, slug);
}

/** The service (null: none to book), its slots in the window `?from=` and the day `?date=`. */
export async function bookingPage(context: AppContext, slug: string | undefined, url: URL): Promise<{ service: BookableService; slots: BookingSlots; credits: number } | null> {
  const found = await consultation(context, slug);
  if (!found) return null;
  // A signed-in member's sessions left of their packages for this service (issue 54 part 1): they may book with one at ₹0.
  const credits = (await context.reads.myCredits(context.lang)).filter((c) => c.serviceId === found.id && c.usable).reduce((n, c) => n + c.remaining, 0);
  const today = istToday();
  const last = addDays(today, MAX_LOOKAHEAD_DAYS);
  const asked = url.searchParams.get('from') ?? '';
  const from = isIsoDay(asked) && asked > today && asked <= last ? asked : today;
  const to = addDays(from, SLOT_WINDOW_DAYS - 1) < last ? addDays(from, SLOT_WINDOW_DAYS - 1) : last;
  const byDay = groupByDay((await context.reads.slots(found.id, from, to)) ?? []);
  const chosen = url.searchParams.get('date') ?? '';
  const day = byDay.has(chosen) ? chosen : ([...byDay.keys()][0] ?? null);
  return {
    service: bookableService(found),
    credits,
    slots: {
      days: [...byDay].map(([d, list]) => ({ day: d, count: list.length })),
      day,
      slots: day ? (byDay.get(day) ?? []) : [],
      from,
      next: to < last ? addDays(to, 1) : null,
    },
  };
}

/** The unified consultancy payload from the posted details form (the contract checks it). */
export function bookingBodyOf(form: PostedForm, service: BookableService): Record<string, unknown> {
  const userData: Record<string, unknown> = {};
  for (const name of BOOKING_FIELDS) {
    const value = textOf(form, `userData.${name}`);
    if (value !== undefined && value.trim() !== '') userData[name] = value;
  }
  // One consent for the three agreements.
  const consent = tickedOf(form, 'consent');
  return {
    registrationType: 'consultancy',
    serviceId: service.id,
    slotStart: textOf(form, 'slotStart') || undefined,
    // The visitor's zone (booking-view.tsx fills it in the browser), for the e-mails' times on their own clock.
    timeZone: textOf(form, 'timeZone') || undefined,
    ...(service.mode === 'both' ? { sessionMode: textOf(form, 'sessionMode') || undefined } : {}),
    userData,
    agreements: { accuracy: consent, confidentiality: consent, guidelines: consent },
    // "Send me updates on WhatsApp" (issue 52), at the top level as the booking API takes it.
    ...(tickedOf(form, 'whatsappOptIn') ? { whatsappOptIn: true } : {}),
    // "Use one of your N sessions": the server takes a package credit, or answers 409 with why.
    ...(tickedOf(form, 'useCredit') ? { useCredit: true } : {}),
    website: textOf(form, 'website') || undefined,
  };
}

export async function bookAction({ request, context, params }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  const found = await consultation(app, params.slug);
  if (!found) {
    const { t } = new I18n(app.lang, { [app.lang]: app.resources as Record<string, Record<string, unknown>> });
    return refused({ ok: false, status: 404, message: t('booking:notFound.title') }, keptValues(form));
  }
  const service = bookableService(found);
  const body = bookingBodyOf(form, service);
  if (!body.slotStart) {
    // Without a time the registration would be a request for one; this form books a slot.
    const { t } = new I18n(app.lang, { [app.lang]: app.resources as Record<string, Record<string, unknown>> });
    return refused({ ok: false, status: 400, message: t('validation:invalidInput'), fields: { slotStart: t('booking:errors.chooseTime') } }, keptValues(form));
  }
  const language = textOf(form, 'language');
  const emailLanguage = (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : app.lang;
  const outcome = await app.actions.register(body, textOf(form, 'formKey'), emailLanguage);
  if (!outcome.ok) return refused(outcome, keptValues(form));
  const { status, paymentUrl } = outcome.value;
  if (status === 'confirmed' || !paymentUrl) return redirectTo(app, '/registration-success?type=consultancy&free=true&booked=true');
  // The payment page with its signed link: the registration's id alone opens no payment (issue 49 item 7).
  return redirectTo(app, paymentUrl);
}
