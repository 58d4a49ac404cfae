/**
 * Issue 18 §4: a joining link added or changed after people registered reaches every confirmed
 * seat once per change, in their language; queued reminders are rendered again with it. Since
 * issue 53 what they carry is each person's own joining link (/join/<token>), never the room.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { insertWebinar, register } from '../registrations/testing.ts';

describe.each(testDatabaseKinds())('joining link changes on %s', (kind) => {
  const { t, admin, db } = appWithPeople(kind, { member: false });

  /** The admin's PUT of the event as stored, with `changes` over it. */
  async function save(id: string, changes: Record<string, unknown>) {
    const stored = (await t.app.inject({ method: 'GET', url: `/api/admin/webinars/${id}`, headers: { cookie: admin.cookie } })).json();
    const { id: _id, slug: _slug, startsAt: _s, registrations: _r, seatsLeft: _l, isPast: _p, updatedAt: _u, ...values } = stored;
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/webinars/${id}`, headers: { cookie: admin.cookie }, payload: { ...values, ...changes } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const linkMails = (emails: string[]) =>
    db().select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'join-link-changed'), inArray(emailOutbox.to, emails)));

  it('e-mails each confirmed registrant once per change, in their language; saving unchanged sends nothing', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 2, isOnline: true, zoomLink: null, title: 'Link Circle', translations: { hi: { title: 'लिंक मंडल' } } });
    const people = ['first@example.com', 'second@example.com', 'waiting@example.com'];
    await register(t, { type: 'signup', webinarId: webinar.id, fullName: 'First Person', email: people[0], consent: true, language: 'hi' });
    await register(t, { type: 'signup', webinarId: webinar.id, fullName: 'Second Person', email: people[1], consent: true });
    const waiting = await register(t, { type: 'signup', webinarId: webinar.id, fullName: 'Waiting Person', email: people[2], consent: true });
    expect(waiting.json().status).toBe('waitlisted');

    await save(webinar.id, { zoomLink: 'https://meet.example.com/a' });
    let mails = await linkMails(people);
    expect(mails.map((m) => m.to).sort()).toEqual(people.slice(0, 2));
    const hindi = mails.find((m) => m.to === people[0])!;
    expect(hindi.locale).toBe('hi');
    expect(hindi.subject).toBe('लिंक मंडल से जुड़ने का लिंक');
    // Their joining link (issue 53), which leads to the room as it is when opened; never the room itself.
    const join = /https?:\/\/[^\s]+\/join\/[\w-]{32}/.exec(hindi.text)![0];
    expect(hindi.text).not.toContain('https://meet.example.com/a');
    expect(hindi.html).toContain(`<a href="${join}"`);

    // Saving again without a change: nothing more.
    await save(webinar.id, {});
    expect(await linkMails(people)).toHaveLength(2);
    // Another change, even back to the first link later: one more each time.
    await save(webinar.id, { zoomLink: 'https://meet.example.com/b' });
    await save(webinar.id, { zoomLink: 'https://meet.example.com/a' });
    mails = await linkMails(people);
    expect(mails).toHaveLength(6);
    expect(mails.filter((m) => m.to === people[0]).every((m) => m.text.includes(join) && !m.text.includes('meet.example.com'))).toBe(true);
  });

  it('renders the pending reminders again so they carry the link current when they go out', async () => {
    const webinar = await insertWebinar(t, { maxAttendees: 5, isOnline: true, zoomLink: 'https://meet.example.com/old' });
    await register(t, { type: 'signup', webinarId: webinar.id, fullName: 'Reminder Person', email: 'reminded@example.com', consent: true });
    const reminders = () => db().select().from(emailOutbox).where(and(eq(emailOutbox.to, 'reminded@example.com'), inArray(emailOutbox.kind, ['reminder-24h', 'reminder-1h'])));
    const join = /https?:\/\/[^\s]+\/join\/[\w-]{32}/.exec((await reminders())[0].text)![0];
    expect((await reminders()).every((m) => m.text.includes(join) && !m.text.includes('https://meet.example.com/old'))).toBe(true);

    await save(webinar.id, { zoomLink: 'https://meet.example.com/new' });
    const after = await reminders();
    expect(after).toHaveLength(2);
    for (const m of after) {
      expect(m.status).toBe('pending');
      expect(m.text).toContain(join);
      expect(m.text).not.toContain('meet.example.com');
      expect(m.sendAfter.getTime()).toBe(webinar.startsAt.getTime() - (m.kind === 'reminder-24h' ? 24 : 1) * 3_600_000);
    }

    // Moved a day later: the reminders follow the new start.
    const moved = await save(webinar.id, { date: new Date(webinar.startsAt.getTime() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10) });
    const again = await reminders();
    expect(again).toHaveLength(2);
    for (const m of again) expect(m.sendAfter.getTime()).toBe(Date.parse(moved.startsAt) - (m.kind === 'reminder-24h' ? 24 : 1) * 3_600_000);
  });
});
