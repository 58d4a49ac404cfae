/** The admin's Activity list entries as sentences in the reader's language (issue 51). */
import type { Language } from '../../../../shared/constants.ts';
import type { AuditEntry } from '../../../../shared/contracts/admin.ts';
import type { TFunction } from '../../../../shared/i18n/translator.ts';
import { formatDateTime, formatDay, formatInr } from './format.ts';

/** Entries told by the sentence of their action, with the name of what they were about (`subject`). */
const KNOWN_ACTIONS = new Set([
  'webinar-created', 'webinar-updated', 'webinar-deleted', 'webinar-cancelled', 'service-created', 'service-updated', 'service-deleted',
  'contact-responded', 'contact-unresponded', 'contacts-bulk-replied', 'user-created', 'form-created', 'form-updated',
  'form-deleted', 'form-duplicated', 'form-activated', 'form-deactivated', 'admin-bootstrap-created', 'admin-bootstrap-promoted',
  'admin-setup-promoted', 'account-deleted', 'download-published', 'download-deleted', 'conversation-answered', 'conversation-closed',
  'conversation-reopened', 'reply-template-created', 'reply-template-updated', 'reply-template-deleted', 'series-created', 'series-updated',
  'calendar-block-deleted', 'scheduling-rules-saved', 'client-notes-saved', 'inbox-settings-changed',
]);

/**
 * An entry as a sentence (issue 51): "Asha Patel paid ₹2,500 for Life coaching", never its code.
 * Payments and bookings name the person, what it was for and the amount as read now from the ids
 * the entry keeps (`about`); an action this list does not know yet still reads as a sentence.
 */
export function activitySentence(entry: AuditEntry, t: TFunction, lang: Language): string {
  const text = (key: string) => (typeof entry.details[key] === 'string' ? (entry.details[key] as string) : '');
  const subject = entry.subject ?? '';
  const person = entry.about?.person || subject || t('activity.aClient');
  const offering = entry.about?.offering || t('activity.aService');
  const amount = entry.about?.amountInr != null ? formatInr(entry.about.amountInr, lang) : '';
  const dayOf = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, lang) : value);
  switch (entry.action) {
    case 'payment.verify':
      return t(entry.details.decision === 'reject' ? 'activity.actions.payment-rejected' : 'activity.actions.payment-confirmed', { person, offering, amount });
    case 'refund':
      return t('activity.actions.refund', { person, offering, amount });
    case 'booking-cancelled':
    case 'booking-updated':
      return t(`activity.actions.${entry.action}`, { person, offering });
    case 'booking-rescheduled':
      return t('activity.actions.booking-rescheduled', { person, offering, when: text('to') ? `${formatDateTime(text('to'), lang)} IST` : '' });
    case 'calendar-feed-added':
    case 'calendar-feed-deleted':
      return t(`activity.actions.${entry.action}`, { subject: text('label') || subject });
    case 'availability-exception-saved':
      return t(Array.isArray(entry.details.ranges) && entry.details.ranges.length === 0 ? 'activity.actions.day-off' : 'activity.actions.day-hours', { date: dayOf(entry.entityId ?? '') });
    case 'availability-exception-deleted':
      return t('activity.actions.availability-exception-deleted', { date: dayOf(entry.entityId ?? '') });
    case 'calendar-block-added':
      return t('activity.actions.calendar-block-added', { when: text('start') ? `${formatDateTime(text('start'), lang)} – ${formatDateTime(text('end'), lang)} IST` : '' });
    case 'update':
      if (entry.entity === 'site_content') return t('activity.actions.site-content-updated', { subject: t(`content:sections.${entry.entityId}.title`, { defaultValue: entry.entityId ?? '' }) });
      break;
  }
  if (KNOWN_ACTIONS.has(entry.action)) return t(`activity.actions.${entry.action}`, { subject, count: Number(entry.details.count ?? 0) });
  return t('activity.actions.other');
}
