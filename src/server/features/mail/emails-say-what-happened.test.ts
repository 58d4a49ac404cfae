/**
 * E-mails look like the site and say what happened (issue 51), through the real app on each
 * database: the main action is a button in the brand colour, the HTML shows no raw URL or id, the
 * plain-text part carries the link; a paid booked slot's confirmation gives its time in IST and on
 * the visitor's own clock, the duration and how to join, never "we will contact you to schedule";
 * and "finish your payment" goes only when a hold is about to end unpaid, once.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '../../../shared/contracts/scheduling.ts';
import { istToday } from '../../../shared/ist.ts';
import { emailOutbox, payments } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { consultancyPayload, insertWebinar, payLink, post, register, serviceIdOf } from '../registrations/testing.ts';
import { istMidnight } from '../scheduling/slots.ts';
import { istDayOf } from '../../../shared/ist.ts';
import { MAIL_COLOURS } from './layout.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** What a reader sees of an HTML part: its text, without tags or attributes. */
const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');
/** The plain-text part without its links (links are fine there; ids elsewhere are not). */
const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, '');
const escapeAttr = (url: string) => url.replaceAll('&', '&amp;');

/** oklch → sRGB hex, as CSS Color 4 defines it (the site's colours are written in oklch). */
function oklchToHex(l: number, c: number, h: number): string {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const rgb = [4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_, -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_, -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_];
  const gamma = (x: number) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
  return `#${rgb.map((x) => Math.round(Math.min(1, Math.max(0, gamma(x))) * 255).toString(16).padStart(2, '0')).join('')}`;
}

describe('the mail layout', () => {
  it("draws the site's brand colour: app.css's brand-700 (the primary buttons) and brand-50", () => {
    const css = readFileSync(new URL('../../../client/app.css', import.meta.url), 'utf8');
    const colour = (name: string) => {
      const m = new RegExp(`--color-${name}: oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(css);
      expect(m, name).toBeTruthy();
      return oklchToHex(Number(m![1]), Number(m![2]), Number(m![3]));
    };
    expect(MAIL_COLOURS.brand).toBe(colour('brand-700'));
    expect(MAIL_COLOURS.tint).toBe(colour('brand-50'));
  });
});

const DAY = 86_400_000;
/** The first IST day from `n` days on that is not a Sunday (the seeded day off). */
function workday(n: number): string {
  for (let i = n; ; i++) {
    const day = istDayOf(istMidnight(istToday()) + i * DAY + 60_000);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return day;
  }
}

describe.each(testDatabaseKinds())('e-mails that say what happened on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: 'https://antarman.example' } });
  });
  afterAll(() => t?.close());
  const db = () => t.db.database.db;
  const mails = (to: string, kind_?: string) => db().select().from(emailOutbox).where(kind_ ? and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind_)) : eq(emailOutbox.to, to));
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const remind = (at: Date) => t.app.services.payments.holds.remind(at);

  it('sends "finish your payment" only when the hold is about to end, once, with a brand-coloured button to pay and the link in the text part', async () => {
    const to = 'finish@example.com';
    const { id, status } = (await register(t, consultancyPayload(to))).json();
    expect(status).toBe('pending_payment');
    const hold = t.config.payments.holdMinutes;
    // Not while the person is at the payment page: not at once, not halfway through the hold.
    expect(await remind(new Date())).toBe(0);
    expect(await remind(minutes(hold / 2))).toBe(0);
    expect(await mails(to)).toEqual([]);
    // A few minutes before the hold ends: once, whatever the number of runs.
    expect(await remind(minutes(hold - 2))).toBe(1);
    expect(await remind(minutes(hold - 1))).toBe(0);
    const sent = await mails(to, 'registration-pending-payment');
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.subject).toBe('Finish your payment: Astrology & Numerology Consultation');
    // The plain-text part: the action with its link, and what is paid for.
    const payUrl = /Pay ₹2,999 now: (https:\/\/antarman\.example\/payment\?\S+)/.exec(mail.text)?.[1];
    expect(payUrl, mail.text).toBeTruthy();
    expect(new URL(payUrl!).searchParams.get('registrationId')).toBe(id);
    expect(mail.text).toContain('Booking: Astrology & Numerology Consultation');
    expect(mail.text).toContain('Amount: ₹2,999');
    expect(mail.text).toMatch(/held for \d+ minutes? more/);
    // The HTML: the practice's name on its colour, and the button (a table cell of the brand colour holding the link).
    const html = mail.html!;
    expect(html).toContain(`bgcolor="${MAIL_COLOURS.brand}"`);
    expect(html).toMatch(new RegExp(`<td align="center" bgcolor="${MAIL_COLOURS.brand}"[^>]*><a href="${escapeAttr(payUrl!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>Pay ₹2,999 now</a></td>`));
    expect(visible(html)).toContain('Antarman Healing & Life Coaching');
    // No raw id and no long link anywhere the reader reads.
    expect(visible(html)).not.toMatch(UUID);
    expect(visible(html)).not.toContain('https://');
    expect(withoutLinks(mail.text)).not.toMatch(UUID);

    // In Gujarati: the words, the button and the practice's name in the reader's language.
    const gu = 'finish-gu@example.com';
    expect((await register(t, consultancyPayload(gu), { query: { lang: 'gu' } })).statusCode).toBe(201);
    expect(await remind(minutes(hold - 2))).toBe(1);
    const [guMail] = await mails(gu, 'registration-pending-payment');
    expect(guMail.subject).toMatch(/^તમારી ચુકવણી પૂર્ણ કરો: /);
    expect(guMail.html!).toMatch(/<a href="https:\/\/antarman\.example\/gu\/payment\?[^"]+"[^>]*>હમણાં ₹2,999 ચૂકવો<\/a>/);
    expect(guMail.html!).toContain('અંતરમન હીલિંગ અને લાઇફ કોચિંગ');
    expect(guMail.text).toContain('રકમ: ₹2,999');
  });

  it('sends no "finish your payment" in the middle of a checkout opened in the last minutes, and does once an old checkout was left', async () => {
    const hold = t.config.payments.holdMinutes;
    const paying = (await register(t, consultancyPayload('paying@example.com'))).json();
    const left = (await register(t, consultancyPayload('left@example.com'))).json();
    // A checkout opened a minute before the reminder's time, and one opened at the start and left.
    await db()
      .insert(payments)
      .values([
        { registrationId: paying.id, provider: 'razorpay', amountInr: 2999, status: 'pending', createdAt: minutes(hold - 3) },
        { registrationId: left.id, provider: 'razorpay', amountInr: 2999, status: 'pending' },
      ]);
    expect(await remind(minutes(hold - 2))).toBe(1);
    expect(await mails('paying@example.com')).toEqual([]);
    expect(await mails('left@example.com', 'registration-pending-payment')).toHaveLength(1);
  });

  it("confirms a paid booked slot with its time in IST and on the visitor's own clock, the duration and how to join, never \"2-3 days\", in English and Hindi", async () => {
    const service = await serviceIdOf(t, 'life-coaching');
    const day = workday(4);
    const res = await t.app.inject({ url: `/api/services/${service}/slots?from=${day}&to=${day}` });
    const slots: Slot[] = res.json().slots;
    expect(slots.length).toBeGreaterThan(2);
    const cases = [
      { to: 'ny@example.com', lang: 'en', zone: 'America/New_York', slot: slots[0], when: 'When: ', yourTime: 'Your time: ', city: 'New York', duration: 'Duration: 1 hour', join: /^Join the session: https:\/\/antarman\.example\/join\/[\w-]{32}$/m },
      { to: 'london@example.com', lang: 'hi', zone: 'Europe/London', slot: slots.at(-1)!, when: 'कब: ', yourTime: 'आपका समय: ', city: 'London', duration: 'अवधि: 1 घंटा', join: /^सत्र से जुड़ें: https:\/\/antarman\.example\/join\/[\w-]{32}$/m },
    ] as const;
    for (const c of cases) {
      const booked = await register(t, { ...consultancyPayload(c.to), serviceId: service, slotStart: c.slot.start, sessionMode: 'online', timeZone: c.zone }, { query: { lang: c.lang } });
      expect(booked.statusCode, booked.body).toBe(201);
      const { id } = booked.json();
      const paid = await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'upi' });
      expect(paid.statusCode, paid.body).toBe(200);
      const [mail] = await mails(c.to, 'payment-received');
      expect(mail, c.to).toBeTruthy();
      const lines = mail.text.split('\n');
      const line = (prefix: string) => lines.find((l) => l.startsWith(prefix)) ?? '';
      expect(line(c.when), mail.text).toMatch(/ IST$/);
      expect(line(c.yourTime), mail.text).toContain(c.city);
      expect(lines, mail.text).toContain(c.duration);
      expect(mail.text).toMatch(c.join);
      // The join link is the message's button; rescheduling is a named link beside it.
      const joinUrl = c.join.exec(mail.text)![0].split(': ')[1];
      expect(mail.html!).toContain(`bgcolor="${MAIL_COLOURS.brand}" style="border-radius:8px;background:${MAIL_COLOURS.brand}"><a href="${joinUrl}"`);
      expect(mail.text).not.toMatch(/2-3|2–3/);
      expect(visible(mail.html!)).not.toMatch(UUID);
      expect(visible(mail.html!)).not.toContain('https://');
      expect(withoutLinks(mail.text)).not.toMatch(UUID);
      // The calendar invite still goes with it.
      expect(mail.ics).toContain('METHOD:REQUEST');
    }
  });

  it("gives an event's time on the visitor's clock when the short signup form sent their zone, and IST alone when it sent none", async () => {
    const webinar = await insertWebinar(t, { title: 'Full moon meditation' });
    for (const [to, timeZone] of [
      ['ny-signup@example.com', 'America/New_York'],
      ['ist-signup@example.com', undefined],
    ] as const) {
      const res = await post(t, '/api/unified-registration', { type: 'signup', webinarId: webinar.id, fullName: 'Kiran Desai', email: to, consent: true, ...(timeZone ? { timeZone } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      const text = (await mails(to)).map((m) => m.text).join('\n');
      expect(text).toContain('Full moon meditation');
      if (timeZone) expect(text).toMatch(/Your time: .*New York/);
      else expect(text).not.toContain('Your time');
    }
  });

  it('keeps a zone the server does not know out of the registration, and then gives IST alone', async () => {
    const to = 'nozone@example.com';
    const { id } = (await register(t, { ...consultancyPayload(to), timeZone: 'Mars/Olympus_Mons' })).json();
    await post(t, `/api/registrations/${id}/payment?${payLink(t, id)}`, { method: 'upi' });
    const [mail] = await mails(to, 'payment-received');
    expect(mail.text).not.toContain('Your time');
    expect(mail.text).toContain('Amount: ₹2,999');
  });
});
