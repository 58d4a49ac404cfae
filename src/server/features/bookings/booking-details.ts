/**
 * What the after-booking code needs of the founder's rules and of a booked service: the cut-off,
 * the fixed room, the practice address, the title in the client's language.
 */
import { eq } from 'drizzle-orm';
import { isLanguage } from '../../../shared/constants.ts';
import type { SchedulingRules } from '../../../shared/contracts/scheduling.ts';
import type { Db, Tx } from '../../db/client.ts';
import { services, type RegistrationRow } from '../../db/schema.ts';
import type { BookingDetails } from '../registrations/emails.ts';
import { readRules } from '../scheduling/service.ts';

/** The session's mode: the one chosen when booking, else online. */
export const modeOf = (reg: Pick<RegistrationRow, 'sessionMode'>): 'online' | 'in_person' => (reg.sessionMode === 'in_person' ? 'in_person' : 'online');

/** The room an online session uses: the one entered for the booking, else the rules' fixed room. */
export const effectiveLinkOf = (reg: Pick<RegistrationRow, 'meetingLink'>, rules: SchedulingRules): string | null => reg.meetingLink || rules.meetingLink || null;

/** The cut-off instant of a session: rules.cancelCutoffHours before it starts. */
export const cutoffOf = (slotStart: Date, rules: Pick<SchedulingRules, 'cancelCutoffHours'>) => new Date(slotStart.getTime() - rules.cancelCutoffHours * 3_600_000);

export async function bookingDetailsOf(db: Db | Tx, reg: RegistrationRow, rules?: SchedulingRules): Promise<BookingDetails> {
  const r = rules ?? (await readRules(db));
  const lang = isLanguage(reg.locale) ? reg.locale : 'en';
  const [service] = reg.serviceId ? await db.select({ title: services.title, translations: services.translations }).from(services).where(eq(services.id, reg.serviceId)) : [];
  const stored = typeof reg.formData.serviceTitle === 'string' ? reg.formData.serviceTitle : '';
  const title = (service && ((lang === 'en' ? undefined : service.translations?.[lang]?.title) || service.title)) || stored || 'Consultation';
  const mode = modeOf(reg);
  return {
    title,
    mode,
    meetingLink: mode === 'online' ? effectiveLinkOf(reg, r) : null,
    address: mode === 'in_person' ? r.practiceAddress || null : null,
    cutoffHours: r.cancelCutoffHours,
  };
}
