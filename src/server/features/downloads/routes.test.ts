import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloads, storedObjects } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { insertWebinar, register, webinarPayload } from '../registrations/testing.ts';
import { attachmentHeader, createDownloadService } from './service.ts';

/** A small but real PDF: file-type knows it by its "%PDF-" header. */
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

describe.each(testDatabaseKinds())('downloads on %s', (kind) => {
  let attendee: TestUser;
  let other: TestUser;

  const { t, admin, db } = appWithPeople(kind, { seed: false, admin: { emailVerified: true }, member: false });
  beforeAll(async () => {
    attendee = await createUser(t, { emailVerified: true, email: 'attendee@example.com' });
    other = await createUser(t, { emailVerified: true, email: 'other@example.com' });
  });

  const as = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: user.cookie } });

  /** The admin's upload flow: a ticket for a member download, then the PUT. */
  async function upload(body: Buffer, contentType = 'application/pdf', purpose = 'member-download') {
    const ticket = await as(admin, 'POST', '/api/objects/upload', { purpose, contentType, size: body.length });
    expect(ticket.statusCode).toBe(200);
    const put = await t.app.inject({ method: 'PUT', url: ticket.json().uploadURL, payload: body, headers: { 'content-type': contentType } });
    expect(put.statusCode).toBe(201);
    return put.json().objectPath as string;
  }

  async function publish(payload: object) {
    const res = await as(admin, 'POST', '/api/admin/downloads', payload);
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it('keeps publishing to admins: visitors 401, members 403', async () => {
    for (const [method, url] of [['GET', '/api/admin/downloads'], ['POST', '/api/admin/downloads'], ['DELETE', '/api/admin/downloads/00000000-0000-4000-8000-000000000000']] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
      expect((await as(attendee, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(403);
    }
  });

  it('gives each member the files for everyone and those of the events where they hold a confirmed seat, through short-lived links', async () => {
    const webinar = await insertWebinar(t, { title: 'Chakra Evening' });
    expect((await register(t, webinarPayload(webinar.id, attendee.email))).statusCode).toBe(201);

    const forAll = await publish({ title: 'Morning meditation guide', description: 'Ten minutes a day.', objectKey: await upload(pdf('all')), fileName: 'meditation-guide.pdf' });
    expect(forAll).toMatchObject({ title: 'Morning meditation guide', contentType: 'application/pdf', event: null, fileName: 'meditation-guide.pdf' });
    const forEvent = await publish({ title: 'Chakra worksheet', objectKey: await upload(pdf('event')), fileName: 'चक्र worksheet.pdf', webinarId: webinar.id });
    expect(forEvent.event).toEqual({ id: webinar.id, title: 'Chakra Evening' });

    const mine = (await as(attendee, 'GET', '/api/me/downloads')).json();
    expect(mine.map((d: { title: string }) => d.title).sort()).toEqual(['Chakra worksheet', 'Morning meditation guide']);
    const theirs = (await as(other, 'GET', '/api/me/downloads')).json();
    expect(theirs.map((d: { title: string }) => d.title)).toEqual(['Morning meditation guide']);

    // The attendee's link opens the file, for a few minutes.
    const link = await as(attendee, 'POST', `/api/me/downloads/${forEvent.id}/link`);
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(url).toMatch(new RegExp(`^/api/downloads/${forEvent.id}/file\\?expires=\\d+&signature=[\\w-]+$`));
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf('event'))).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(attachmentHeader('चक्र worksheet.pdf'));
    expect(file.headers['cache-control']).toBe('private, no-store');

    // Someone else cannot get a link to it, nor make one up.
    expect((await as(other, 'POST', `/api/me/downloads/${forEvent.id}/link`)).statusCode).toBe(404);
    const forged = url.replace(/signature=[\w-]+/, 'signature=abc');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
    const otherFile = url.replace(forEvent.id, forAll.id);
    expect((await t.app.inject({ url: otherFile })).statusCode).toBe(403);

    // An old link has expired.
    const past = createDownloadService({ db: db(), config: t.config, storage: t.app.services.objects.storage, now: () => Date.now() - 10 * 60_000 });
    const old = await past.link({ id: attendee.user.id, email: attendee.email, emailVerified: true }, forAll.id);
    const expired = await t.app.inject({ url: old.url, cookies: { i18nextLng: 'hi' } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toMatch(/[\u0900-\u097F]/);
  });

  it('checks what is published: an uploaded member file, a real event, a title', async () => {
    const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } }).png().toBuffer();
    const general = await upload(image, 'image/png', 'general');
    const notForDownloads = await as(admin, 'POST', '/api/admin/downloads', { title: 'Poster', objectKey: general, fileName: 'poster.png' });
    expect(notForDownloads.statusCode).toBe(400);
    expect(notForDownloads.json().error.fields.objectKey).toBe('That file was not uploaded for downloads. Please upload it again.');
    const invented = await as(admin, 'POST', '/api/admin/downloads', { title: 'X', objectKey: '/objects/../../etc/passwd', fileName: 'x.pdf' });
    expect(invented.statusCode).toBe(400);
    const noEvent = await as(admin, 'POST', '/api/admin/downloads', { title: 'X', objectKey: await upload(pdf('x')), fileName: 'x.pdf', webinarId: '00000000-0000-4000-8000-000000000000' });
    expect(noEvent.statusCode).toBe(400);
    const blank = await as(admin, 'POST', '/api/admin/downloads', { title: '  ', objectKey: 'uploads/x', fileName: 'x.pdf', webinarId: 'not-a-uuid' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields).sort()).toEqual(['title', 'webinarId']);
    // A PDF upload is refused for a purpose that takes images only, and a fake PDF for downloads.
    const ticket = await as(admin, 'POST', '/api/objects/upload', { purpose: 'member-download' });
    const fake = await t.app.inject({ method: 'PUT', url: ticket.json().uploadURL, payload: Buffer.from('not really a pdf'), headers: { 'content-type': 'application/pdf' } });
    expect(fake.statusCode).toBe(415);
  });

  it('unpublishes a file: members no longer see it, its links stop working, storage lets it go', async () => {
    const objectPath = await upload(pdf('gone'));
    const published = await publish({ title: 'Soon gone', objectKey: objectPath, fileName: 'gone.pdf' });
    const { url } = (await as(other, 'POST', `/api/me/downloads/${published.id}/link`)).json();
    const listed = (await as(admin, 'GET', '/api/admin/downloads')).json().items;
    expect(listed.map((d: { id: string }) => d.id)).toContain(published.id);

    expect((await as(admin, 'DELETE', `/api/admin/downloads/${published.id}`)).statusCode).toBe(200);
    expect((await as(admin, 'DELETE', `/api/admin/downloads/${published.id}`)).statusCode).toBe(404);
    expect((await as(other, 'GET', '/api/me/downloads')).json().map((d: { id: string }) => d.id)).not.toContain(published.id);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const key = objectPath.slice('/objects/'.length);
    expect(await t.app.services.objects.storage.read(key)).toBeNull();
    expect(await db().select().from(storedObjects).where(eq(storedObjects.key, key))).toEqual([]);
    expect(await db().select().from(downloads).where(eq(downloads.id, published.id))).toEqual([]);
  });
});
