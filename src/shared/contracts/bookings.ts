/**
 * After booking (issue 19 items 6-7): a booked consultation as the client, the signed link page and
 * the founder's agenda see it; reschedule, the founder's outcome and notes, the calendar feed.
 * The founder's notes and the client's answers appear only in the admin shapes (AgendaBooking).
 */
import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The agenda shows at most six weeks at a time. */
export const AGENDA_MAX_DAYS = 42;

export const SESSION_OUTCOMES = ['completed', 'no_show'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];

export const bookingIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** POST /api/me/bookings/:id/reschedule and the admin's: the new slot's start (one of GET /api/services/:id/slots). */
export const rescheduleSchema = z.object({
  slotStart: z.iso.datetime({ offset: true, message: 'agenda:errors.slotInvalid' }),
});
export type RescheduleRequest = z.infer<typeof rescheduleSchema>;

/** POST /api/bookings/:id/reschedule: the same, with the signed link of the booking's e-mail (sig and exp of its URL). */
export const linkRescheduleSchema = rescheduleSchema.extend({
  signature: z.string().min(1).max(200),
  exp: z.string().max(20).optional(),
});

/** GET /api/bookings/:id?sig=&exp=: the signed link page's read. */
export const bookingLinkQuerySchema = z.object({
  sig: z.string().min(1).max(200),
  exp: z.string().max(20).optional(),
  lang: z.string().optional(),
});

/** A booking as its client sees it (dashboard, signed link page): no notes, no answers. */
export const myBookingSchema = z.object({
  id: z.string(),
  serviceId: z.string().nullable(),
  title: z.string(),
  status: z.string(),
  /** ISO 8601 instants. */
  start: z.string(),
  end: z.string(),
  mode: z.enum(['online', 'in_person']),
  /** The client's joining link of a confirmed online session (/join/<token>, leading to the room as it is then; never the room itself), else null. */
  meetingLink: z.string().nullable(),
  /** The practice address of an in-person session. */
  address: z.string().nullable(),
  /** Until when the client may reschedule or cancel. */
  cutoffAt: z.string(),
  cutoffHours: z.number().int(),
  /** Confirmed and before the cut-off. */
  canChange: z.boolean(),
  isPast: z.boolean(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** GET /api/admin/agenda?from=YYYY-MM-DD&to=YYYY-MM-DD (IST days, inclusive, at most AGENDA_MAX_DAYS). */
export const agendaQuerySchema = z
  .object({
    from: z.string().regex(DAY, 'agenda:errors.date'),
    to: z.string().regex(DAY, 'agenda:errors.date'),
  });

export const agendaBookingSchema = z.object({
  id: z.string(),
  serviceId: z.string().nullable(),
  serviceTitle: z.string(),
  status: z.string(),
  start: z.string(),
  end: z.string(),
  mode: z.enum(['online', 'in_person']),
  /** The link entered for this booking (null: the settings' fixed room is used). */
  meetingLink: z.string().nullable(),
  /** The link the client was sent: this booking's, else the fixed room. */
  effectiveLink: z.string().nullable(),
  client: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), city: z.string().nullable() }),
  /** What the client answered when booking (the registration's form data). */
  answers: z.record(z.string(), z.unknown()),
  outcome: z.enum(SESSION_OUTCOMES).nullable(),
  notes: z.string().nullable(),
  amountInr: z.number().int(),
  slotSequence: z.number().int(),
  /** When the client first opened their joining link inside its window (issue 53): what a no-show decision rests on; null: not (yet). */
  joinedAt: z.string().nullable(),
});
export type AgendaBooking = z.infer<typeof agendaBookingSchema>;

export const agendaSchema = z.object({
  from: z.string(),
  to: z.string(),
  bookings: z.array(agendaBookingSchema),
  blocks: z.array(z.object({ id: z.string(), start: z.string(), end: z.string(), note: z.string().nullable() })),
  events: z.array(z.object({ id: z.string(), title: z.string(), start: z.string(), end: z.string() })),
});
export type Agenda = z.infer<typeof agendaSchema>;

/** PATCH /api/admin/bookings/:id: what the founder records about a session (each field optional; null clears). */
export const bookingPatchSchema = z
  .object({
    sessionOutcome: z.enum(SESSION_OUTCOMES, { message: 'agenda:errors.outcome' }).nullable().optional(),
    sessionNotes: z.string().max(10_000, 'agenda:errors.notesTooLong').nullable().optional(),
    meetingLink: z
      .string()
      .trim()
      .max(500, 'agenda:errors.linkInvalid')
      .refine((v) => v === '' || (URL.canParse(v) && v.startsWith('https://')), 'agenda:errors.linkInvalid')
      .nullable()
      .optional(),
  })
  .strict();
export type BookingPatch = z.infer<typeof bookingPatchSchema>;

/** POST /api/admin/calendar-feed: the new private feed's address (shown once; a new one revokes the old). */
export const calendarFeedSchema = z.object({ url: z.string() });
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
