/**
 * Scheduling (issue 19): the founder's availability, the slots offered from it, and a booking of one.
 *
 * Every wall-clock time here is IST (UTC+05:30 all year, src/shared/ist.ts): weekly hours and date
 * exceptions are "HH:mm" on IST days; slots cross the wire as ISO 8601 instants with the +05:30
 * offset. The server computes the slots (features/scheduling/slots.ts); the database refuses two
 * bookings whose times (plus the buffer) overlap (registrations_no_overlap, migration 0007).
 */
import { z } from 'zod';

/** "HH:mm", 00:00 to 24:00 (24:00 closes a range at midnight). */
export const CLOCK_TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
/** Minutes after IST midnight of an "HH:mm". */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const timeRangeSchema = z
  .object({
    start: z.string().regex(CLOCK_TIME, 'scheduling:errors.time'),
    end: z.string().regex(CLOCK_TIME, 'scheduling:errors.time'),
  })
  .refine((r) => minutesOfDay(r.start) < minutesOfDay(r.end), { message: 'scheduling:errors.rangeOrder', path: ['end'] });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** Ranges of one day: each well formed, none overlapping another. */
export const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(12, 'scheduling:errors.tooManyRanges')
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
      return sorted.every((r, i) => i === 0 || minutesOfDay(sorted[i - 1].end) <= minutesOfDay(r.start));
    },
    { message: 'scheduling:errors.rangesOverlap' },
  );

/** IST weekday: 0 = Sunday ... 6 = Saturday (Date#getUTCDay of the IST-shifted instant). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const SCHEDULING_DEFAULTS = {
  bufferMinutes: 15,
  minNoticeHours: 24,
  horizonDays: 60,
  maxPerDay: 6,
  cancelCutoffHours: 24,
  /** Slots start on this grid (minutes after the start of each range). */
  slotStepMinutes: 30,
} as const;

/** The furthest booking horizon the founder may choose (days after today, IST); the slots API refuses days beyond it. */
export const MAX_HORIZON_DAYS = 365;

/** The founder's rules, kept as one app_settings row (key "scheduling"). */
export const schedulingRulesSchema = z.object({
  /** Seven entries, Sunday first: the IST ranges she works that weekday ([] = not at all). */
  weekly: z.array(dayRangesSchema).length(7),
  bufferMinutes: z.number().int().min(0, 'scheduling:errors.buffer').max(240, 'scheduling:errors.buffer'),
  minNoticeHours: z.number().int().min(0, 'scheduling:errors.notice').max(24 * 30, 'scheduling:errors.notice'),
  horizonDays: z.number().int().min(1, 'scheduling:errors.horizon').max(MAX_HORIZON_DAYS, 'scheduling:errors.horizon'),
  /** Most sessions on one IST day, across all services. */
  maxPerDay: z.number().int().min(1, 'scheduling:errors.maxPerDay').max(48, 'scheduling:errors.maxPerDay'),
  /** Until how many hours before a session the client may reschedule or cancel it. */
  cancelCutoffHours: z.number().int().min(0, 'scheduling:errors.cutoff').max(24 * 14, 'scheduling:errors.cutoff'),
  /** The fixed online room every online session uses unless the founder enters one per booking. */
  meetingLink: z
    .string()
    .trim()
    .max(500, 'scheduling:errors.tooLong')
    .refine((v) => v === '' || URL.canParse(v) && v.startsWith('https://'), 'scheduling:errors.link')
    .default(''),
  /** Where in-person sessions take place. */
  practiceAddress: z.string().trim().max(500, 'scheduling:errors.tooLong').default(''),
});
export type SchedulingRules = z.infer<typeof schedulingRulesSchema>;

const morningAndEvening: TimeRange[] = [
  { start: '10:00', end: '13:00' },
  { start: '17:00', end: '20:00' },
];
/** What a new installation starts with (also the sample data): Monday to Saturday 10-13 and 17-20 IST. */
export const DEFAULT_SCHEDULING_RULES: SchedulingRules = {
  weekly: [[], morningAndEvening, morningAndEvening, morningAndEvening, morningAndEvening, morningAndEvening, morningAndEvening],
  bufferMinutes: SCHEDULING_DEFAULTS.bufferMinutes,
  minNoticeHours: SCHEDULING_DEFAULTS.minNoticeHours,
  horizonDays: SCHEDULING_DEFAULTS.horizonDays,
  maxPerDay: SCHEDULING_DEFAULTS.maxPerDay,
  cancelCutoffHours: SCHEDULING_DEFAULTS.cancelCutoffHours,
  meetingLink: '',
  practiceAddress: '',
};

/** One IST date that does not follow the weekly hours: ranges [] is a day off, else they replace that day's hours. */
export const availabilityExceptionSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'scheduling:errors.date'),
  ranges: dayRangesSchema,
  note: z.string().trim().max(200, 'scheduling:errors.tooLong').optional(),
});
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;

/** Time the founder blocks by hand (an instant range). */
export const calendarBlockSchema = z
  .object({
    start: z.iso.datetime({ offset: true, message: 'scheduling:errors.instant' }),
    end: z.iso.datetime({ offset: true, message: 'scheduling:errors.instant' }),
    note: z.string().trim().max(200, 'scheduling:errors.tooLong').optional(),
  })
  .refine((b) => Date.parse(b.start) < Date.parse(b.end), { message: 'scheduling:errors.rangeOrder', path: ['end'] });
export type CalendarBlockInput = z.infer<typeof calendarBlockSchema>;

/**
 * A booked session that a day off, changed hours or a block saved by the founder leaves outside her
 * hours (issue 51): answered with the change so she can reschedule or cancel it. Nothing moves by itself.
 */
export const bookingConflictSchema = z.object({
  /** The registration (the agenda's booking). */
  id: z.string(),
  name: z.string(),
  /** The service's title (English, as stored). */
  service: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
});
export type BookingConflict = z.infer<typeof bookingConflictSchema>;

/** GET /api/services/:id/slots?from=YYYY-MM-DD&to=YYYY-MM-DD (IST days, inclusive). */
export const slotsQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'scheduling:errors.date'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'scheduling:errors.date'),
});
export interface Slot {
  /** ISO 8601 with the +05:30 offset, e.g. 2026-12-01T10:00:00+05:30. */
  start: string;
  end: string;
}
export interface SlotsAnswer {
  slots: Slot[];
}

/**
 * One of the founder's own calendars (issue 53): the secret iCal address of Google Calendar, an
 * Outlook published calendar, any http(s) ICS address, and a label of hers. The address is never
 * shown back whole (only its host).
 */
export const calendarFeedInputSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, 'scheduling:errors.calendarUrl')
    .regex(/^https?:\/\/[^\s]+$/i, 'scheduling:errors.calendarUrl'),
  label: z.string().trim().min(1, 'scheduling:errors.calendarLabel').max(80, 'scheduling:errors.calendarLabel'),
});
export type CalendarFeedInput = z.infer<typeof calendarFeedInputSchema>;

/** Why a calendar could not be read; the admin screen says each in words. */
export const CALENDAR_FEED_ERRORS = ['timeout', 'refused_address', 'unreachable', 'too_large', 'not_ics', 'bad_address', 'unreadable_address', 'http'] as const;

export const calendarFeedSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The address's host: what the founder sees of it. */
  host: z.string(),
  lastFetchedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** Events (VEVENTs) in the last good copy. */
  eventCount: z.number().int(),
  /** The last attempt's failure ('http_404', 'timeout'...), null when it was read. */
  lastError: z.string().nullable(),
  /** Its busy times block slots: a good copy was read in the last 24 hours. */
  blocking: z.boolean(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
