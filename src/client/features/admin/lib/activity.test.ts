import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../shared/contracts/admin.ts';
import { readLocaleResources } from '../../../../server/lib/i18n.ts';
import { createI18n } from '../../../i18n/create.ts';
import { activitySentence } from './activity.ts';

const resources = readLocaleResources();
const tOf = (lang: 'en' | 'hi' | 'gu') => createI18n(lang, resources[lang]).getFixedT(null, ['admin', 'content']);
const entry = (action: string, more: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '1', actorEmail: 'founder@example.com', action, entity: 'payment', entityId: null, subject: null, details: {}, createdAt: '2026-12-01T10:00:00.000Z', ...more,
});
const paid = entry('payment.verify', { details: { decision: 'confirm' }, about: { person: 'Asha Patel', offering: 'Life coaching', amountInr: 2500 } });

describe('activity sentences', () => {
  it('tells a confirmed payment as who paid how much for what, in three languages', () => {
    expect(activitySentence(paid, tOf('en'), 'en')).toBe('Asha Patel paid ₹2,500 for Life coaching');
    expect(activitySentence(paid, tOf('hi'), 'hi')).toBe('Asha Patel ने Life coaching के लिए ₹2,500 का भुगतान किया');
    expect(activitySentence(paid, tOf('gu'), 'gu')).toBe('Asha Patel એ Life coaching માટે ₹2,500 ચૂકવ્યા');
  });

  it('never shows a code: refunds, rejections, days off, site text and unknown actions read as sentences', () => {
    const t = tOf('en');
    expect(activitySentence({ ...paid, details: { decision: 'reject' } }, t, 'en')).toBe('Rejected the UPI payment of Asha Patel for Life coaching');
    expect(activitySentence(entry('refund', { about: { person: 'Asha Patel', offering: 'Life coaching', amountInr: 500 } }), t, 'en')).toBe('Refunded ₹500 to Asha Patel for Life coaching');
    expect(activitySentence(entry('availability-exception-saved', { entity: 'scheduling', entityId: '2026-12-25', details: { ranges: [] } }), t, 'en')).toMatch(/^Made .*25.* a day off$/);
    expect(activitySentence(entry('update', { entity: 'site_content', entityId: 'contact' }), t, 'en')).toBe(`Updated the site’s text: ${(resources.en.content.sections as Record<string, { title: string }>).contact.title}`);
    expect(activitySentence(entry('booking-cancelled', { entity: 'registration' }), t, 'en')).toBe('Cancelled the session of a client (a session)');
    for (const lang of ['en', 'hi', 'gu'] as const) {
      const text = activitySentence(entry('something-new.later'), tOf(lang), lang);
      expect(text).not.toMatch(/something-new|\./);
    }
  });
});
