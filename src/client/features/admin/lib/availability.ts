/**
 * The Availability tab's forms and the scheduling contract: what the founder types (numbers as
 * text, IST dates and times) to the payloads the server takes, checked with the contract's own
 * schemas, and the messages of a failed check keyed by field path ("weekly.1.0.end", "bufferMinutes").
 */
import type { z } from 'zod';
import type { TFunction } from '../../../../shared/i18n/translator.ts';
import {
  availabilityExceptionSchema,
  calendarBlockSchema,
  schedulingRulesSchema,
  type CalendarBlockInput,
  type SchedulingRules,
  type TimeRange,
} from '../../../../shared/contracts/scheduling.ts';
import { issueText } from '../../../lib/issue-text.ts';

export const NUMBER_FIELDS = ['bufferMinutes', 'minNoticeHours', 'horizonDays', 'maxPerDay', 'cancelCutoffHours'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export type RulesForm = { weekly: TimeRange[][]; meetingLink: string; practiceAddress: string } & Record<NumberField, string>;
export type FieldErrors = Record<string, string>;

/** Monday first, as the founder reads a week; the contract keeps Sunday first (index 0). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export function rulesToForm(rules: SchedulingRules): RulesForm {
  return {
    weekly: rules.weekly.map((day) => day.map((r) => ({ ...r }))),
    bufferMinutes: String(rules.bufferMinutes),
    minNoticeHours: String(rules.minNoticeHours),
    horizonDays: String(rules.horizonDays),
    maxPerDay: String(rules.maxPerDay),
    cancelCutoffHours: String(rules.cancelCutoffHours),
    meetingLink: rules.meetingLink,
    practiceAddress: rules.practiceAddress,
  };
}

function errorsOf(issues: readonly z.core.$ZodIssue[], t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.join('.') || 'root'] ??= issueText(issue, t);
  return errors;
}

/** The rules to save, or the messages of what is wrong (a blank or fractional number says so itself). */
export function formToRules(form: RulesForm, t: TFunction): { rules: SchedulingRules } | { errors: FieldErrors } {
  const numbers: Partial<Record<NumberField, number>> = {};
  const errors: FieldErrors = {};
  for (const name of NUMBER_FIELDS) {
    const text = form[name].trim();
    if (!/^\d+$/.test(text)) errors[name] = t('availability:errors.wholeNumber');
    else numbers[name] = Number(text);
  }
  const parsed = schedulingRulesSchema.safeParse({ ...form, ...numbers, weekly: form.weekly });
  if (parsed.success && Object.keys(errors).length === 0) return { rules: parsed.data };
  const schemaErrors = parsed.success ? {} : errorsOf(parsed.error.issues, t);
  return { errors: { ...schemaErrors, ...errors } };
}

/** A date exception to save: [] ranges is a day off. */
export function exceptionInput(date: string, dayOff: boolean, ranges: TimeRange[], note: string, t: TFunction): { value: { date: string; ranges: TimeRange[]; note?: string } } | { errors: FieldErrors } {
  const parsed = availabilityExceptionSchema.safeParse({ date, ranges: dayOff ? [] : ranges, note: note.trim() || undefined });
  if (!parsed.success) return { errors: errorsOf(parsed.error.issues, t) };
  if (!dayOff && parsed.data.ranges.length === 0) return { errors: { ranges: t('availability:errors.noHours') } };
  return { value: parsed.data };
}

/** An instant written as the IST day and time the founder typed. */
export const istIso = (date: string, time: string) => `${date}T${time}:00+05:30`;

/** Blocked time to save, from IST days and times. */
export function blockInput(form: { startDate: string; startTime: string; endDate: string; endTime: string; note: string }, t: TFunction): { value: CalendarBlockInput } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.startDate) || !/^\d{2}:\d{2}$/.test(form.startTime)) errors.start = t('availability:errors.dateTime');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.endDate) || !/^\d{2}:\d{2}$/.test(form.endTime)) errors.end = t('availability:errors.dateTime');
  if (Object.keys(errors).length) return { errors };
  const parsed = calendarBlockSchema.safeParse({ start: istIso(form.startDate, form.startTime), end: istIso(form.endDate, form.endTime), note: form.note.trim() || undefined });
  return parsed.success ? { value: parsed.data } : { errors: errorsOf(parsed.error.issues, t) };
}
