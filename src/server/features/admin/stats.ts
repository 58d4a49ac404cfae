/**
 * The Overview's numbers (spec §2 Overview, made real): people, registrations by kind (registrations
 * and dynamic-form responses, cancelled ones left out), revenue (confirmed, non-test payments minus processed refunds), upcoming events,
 * pending contact messages, and registrations per week (IST, Monday to Sunday) for the last 12 weeks.
 */
import { and, count, eq, gt, gte, ne, sql } from 'drizzle-orm';
import { CHART_WEEKS, type AdminStats, type ChartSeries } from '../../../shared/contracts/admin.ts';
import { istInstant, istParts } from '../../../shared/ist.ts';
import type { Db } from '../../db/client.ts';
import { contacts, formResponses, forms, payments, registrations, users, webinars } from '../../db/schema.ts';

type Kind = ChartSeries | 'other';
const FORM_TYPE_KIND: Record<string, Kind> = { personal_consultancy: 'consultancy', webinar_registration: 'webinar', course_interest: 'course', custom: 'other' };

/** The Monday (IST) of the week `instant` falls in, YYYY-MM-DD. */
export function istWeekStart(instant: Date): string {
  const { date } = istParts(instant);
  const day = new Date(`${date}T00:00:00Z`);
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/** The Mondays of the last `weeks` weeks, oldest first, the current week last. */
export function lastWeeks(now: Date, weeks = CHART_WEEKS): string[] {
  const current = Date.parse(`${istWeekStart(now)}T00:00:00Z`);
  return Array.from({ length: weeks }, (_, i) => new Date(current - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** The instant as IST wall-clock time, truncated to its (Monday) week: works without time zone data in the database. */
const istWeekOf = (column: unknown) => sql<string>`to_char(date_trunc('week', (${column} at time zone 'UTC') + interval '330 minutes'), 'YYYY-MM-DD')`;

export async function adminStats(db: Db, now = new Date()): Promise<AdminStats> {
  const weeks = lastWeeks(now);
  const since = istInstant(weeks[0], '00:00')!;

  const [[people], regsByType, formsByType, [revenue], [upcoming], [contactCounts], regsWeekly, formsWeekly] = await Promise.all([
    db.select({ total: count(), admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int` }).from(users),
    db.select({ type: registrations.type, n: count() }).from(registrations).where(ne(registrations.status, 'cancelled')).groupBy(registrations.type),
    db.select({ type: forms.type, n: count() }).from(formResponses).innerJoin(forms, eq(forms.id, formResponses.formId)).groupBy(forms.type),
    // Real money only (issue 18 §3): confirmed, non-test payments minus the refunds processed on them.
    db
      .select({
        sum: sql<number>`(coalesce(sum(${payments.amountInr}), 0) - coalesce(sum((select sum(r.amount_inr) from refunds r where r.payment_id = "payments"."id" and r.status = 'processed')), 0))::int`,
        n: count(),
      })
      .from(payments)
      .where(and(eq(payments.status, 'paid'), eq(payments.isTest, false))),
    db.select({ n: count() }).from(webinars).where(and(eq(webinars.isActive, true), gt(webinars.startsAt, now))),
    db.select({ total: count(), pending: sql<number>`count(*) filter (where not ${contacts.responded})::int` }).from(contacts),
    db
      .select({ week: istWeekOf(registrations.submittedAt), type: registrations.type, n: count() })
      .from(registrations)
      .where(and(ne(registrations.status, 'cancelled'), gte(registrations.submittedAt, since)))
      .groupBy(sql`1`, registrations.type),
    db
      .select({ week: istWeekOf(formResponses.submittedAt), type: forms.type, n: count() })
      .from(formResponses)
      .innerJoin(forms, eq(forms.id, formResponses.formId))
      .where(gte(formResponses.submittedAt, since))
      .groupBy(sql`1`, forms.type),
  ]);

  const byKind = { consultancy: 0, webinar: 0, course: 0, event: 0, other: 0 };
  // A package of sessions counts as consultations (what it buys).
  const kindOf = (type: (typeof regsByType)[number]['type']) => (type === 'package' ? 'consultancy' : type);
  for (const r of regsByType) byKind[kindOf(r.type)] += r.n;
  for (const r of formsByType) byKind[FORM_TYPE_KIND[r.type] ?? 'other'] += r.n;

  const weekly = weeks.map((weekStart) => ({ weekStart, consultancy: 0, webinar: 0, course: 0, event: 0 }));
  const index = new Map(weeks.map((w, i) => [w, i]));
  const add = (week: string, kind: Kind, n: number) => {
    const i = index.get(week);
    if (i !== undefined && kind !== 'other') weekly[i][kind] += n;
  };
  for (const r of regsWeekly) add(r.week, kindOf(r.type), r.n);
  for (const r of formsWeekly) add(r.week, FORM_TYPE_KIND[r.type] ?? 'other', r.n);

  return {
    users: { total: people.total, admins: people.admins },
    registrations: { total: Object.values(byKind).reduce((a, b) => a + b, 0), ...byKind },
    revenueInr: revenue.sum,
    paidPayments: revenue.n,
    upcomingEvents: upcoming.n,
    contacts: { total: contactCounts.total, pending: contactCounts.pending },
    weekly,
  };
}
