/**
 * Registrations for the admin's routes (spec §7): a page of them, newest first, narrowed by a
 * filter (the unified form's, those for a webinar or event, one event's), each as the API shows it.
 */
import type { z } from 'zod';
import type { registrationRecordSchema } from '../../../shared/contracts/admin.ts';
import type { Page, PageQuery } from '../../../shared/contracts/paging.ts';
import type { Db } from '../../db/client.ts';
import { readPage } from '../../lib/paging.ts';
import { countRegistrations, listRegistrations, paymentStatusOf, type ListedRegistration, type RegistrationFilter } from './listing.ts';

type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

const record = (r: ListedRegistration): RegistrationRecord => ({
  id: r.id,
  type: r.type,
  status: r.status,
  webinarId: r.webinarId,
  webinarTitle: r.webinarTitle,
  formId: r.formId,
  fullName: r.fullName,
  email: r.email,
  phone: r.phone,
  city: r.city,
  locale: r.locale,
  formData: JSON.stringify(r.formData),
  amountInr: r.amountInr,
  paymentStatus: paymentStatusOf(r),
  submittedAt: r.submittedAt.toISOString(),
});

export function createRegistrationAdmin(db: Db) {
  return {
    page: (query: PageQuery, filter: Omit<RegistrationFilter, 'where'>): Promise<Page<RegistrationRecord>> =>
      readPage(query, { rows: async (window) => (await listRegistrations(db, filter, window)).map(record), total: () => countRegistrations(db, filter) }),
  };
}
