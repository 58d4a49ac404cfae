/**
 * The meditation circle's optional profile photo (spec §3 profilePhoto, §5 "JPG/PNG up to 2 MB"):
 * visitors get a one-time upload URL without an account, the photo is private (the admin sees it,
 * nobody else), a registration may only name a photo uploaded for it, and deleting the account
 * deletes the photo.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_UPLOAD_PATH } from '../../../shared/contracts/uploads.ts';
import { registrations, storedObjects } from '../../db/schema.ts';
import { createUser } from '../../testing/auth.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { eventPayload, nextAddress, post, register } from '../registrations/testing.ts';
import { PROFILE_PHOTO_RATE_LIMIT } from './routes.ts';

const photo = (format: 'png' | 'jpeg' | 'webp', width = 320, height = 320) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();

describe.each(testDatabaseKinds())('profile photos on %s', (kind) => {
  const { t, admin, member, db } = appWithPeople(kind);

  const ticket = (payload: object, options: { lang?: string; remoteAddress?: string } = {}) =>
    post(t, `${PROFILE_PHOTO_UPLOAD_PATH}${options.lang ? `?lang=${options.lang}` : ''}`, payload, options.remoteAddress ? { remoteAddress: options.remoteAddress } : {});
  const put = (uploadURL: string, body: Buffer, contentType = 'image/png') =>
    t.app.inject({ method: 'PUT', url: uploadURL, payload: body, headers: { 'content-type': contentType } });
  /** A visitor's photo, uploaded the way the form does it. */
  async function upload(format: 'png' | 'jpeg' = 'png'): Promise<string> {
    const issued = await ticket({ contentType: `image/${format}`, size: 5000 });
    expect(issued.statusCode, issued.body).toBe(200);
    const stored = await put(issued.json().uploadURL, await photo(format), `image/${format}`);
    expect(stored.statusCode, stored.body).toBe(201);
    return stored.json().objectPath;
  }

  it('gives a visitor without an account an upload URL for a JPEG or PNG up to 2 MB, and nothing else', async () => {
    const issued = await ticket({ contentType: 'image/jpeg', size: 150_000 });
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ maxBytes: 2 * 1024 * 1024, allowedTypes: ['image/jpeg', 'image/png'] });

    const gif = await ticket({ contentType: 'image/gif', size: 1000 }, { lang: 'hi' });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.message).toBe('कृपया इनमें से कोई एक अपलोड करें: JPEG, PNG');
    const big = await ticket({ contentType: 'image/png', size: 2 * 1024 * 1024 + 1 });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Please upload a file smaller than 2MB');
    // Only this purpose: a visitor cannot ask for an event image or a member download here.
    expect((await ticket({ purpose: 'event-image', contentType: 'image/png', size: 10 })).statusCode).toBe(400);

    // The claim is checked again for real: a WebP sent as PNG is refused, and so is a file over 2 MB.
    const webp = await ticket({ contentType: 'image/png', size: 5000 });
    // Nothing but the claim: no claim, or anything else, is refused.
    expect((await ticket({})).statusCode).toBe(400);
    expect((await ticket({ contentType: 'image/png', size: 10, owner: 'x' })).statusCode).toBe(400);
    expect((await put(webp.json().uploadURL, await photo('webp'))).statusCode).toBe(415);
    const large = await ticket({ contentType: 'image/png', size: 5000 });
    const tooBig = await put(large.json().uploadURL, Buffer.concat([await photo('png'), Buffer.alloc(2 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
  });

  it(`allows ${PROFILE_PHOTO_RATE_LIMIT.max} upload URLs a minute per address, then answers 429`, async () => {
    const address = nextAddress();
    for (let i = 0; i < PROFILE_PHOTO_RATE_LIMIT.max; i++) expect((await ticket({ contentType: 'image/png', size: 5000 }, { remoteAddress: address })).statusCode).toBe(200);
    expect((await ticket({ contentType: 'image/png', size: 5000 }, { remoteAddress: address })).statusCode).toBe(429);
  });

  it('keeps the photo private: not served publicly, shown to the admin only', async () => {
    const objectPath = await upload('jpeg');
    expect((await t.app.inject({ url: `/api/serve${objectPath}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/serve${objectPath}?w=160` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin${objectPath}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/admin${objectPath}`, headers: { cookie: member.cookie } })).statusCode).toBe(403);
    const seen = await t.app.inject({ url: `/api/admin${objectPath}`, headers: { cookie: admin.cookie } });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(seen.rawPayload).metadata()).format).toBe('jpeg');
    expect((await t.app.inject({ url: '/api/admin/objects/uploads/0123456789abcdef0123456789abcdef', headers: { cookie: admin.cookie } })).statusCode).toBe(404);
  });

  it('registers with the photo, and the admin sees it with the answers', async () => {
    const objectPath = await upload();
    const res = await register(t, { ...eventPayload('photo-owner@example.com'), profilePhoto: objectPath });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(registrations).where(eq(registrations.id, res.json().id));
    expect(row.formData.profilePhoto).toBe(objectPath);

    const rows = (await t.app.inject({ url: '/api/admin/submissions', headers: { cookie: admin.cookie } })).json().items;
    const mine = rows.find((r: { values: { email: string } }) => r.values.email === 'photo-owner@example.com');
    expect(mine.answers).toContainEqual({ label: 'Profile photo (optional)', value: objectPath, image: `/api/admin${objectPath}` });
  });

  it('refuses a photo path that was not uploaded as a profile photo, in the visitor language, storing nothing', async () => {
    const eventImage = await t.app.inject({ method: 'POST', url: '/api/objects/upload', payload: { purpose: 'event-image', contentType: 'image/png' }, headers: { cookie: admin.cookie } });
    const stored = await put(eventImage.json().uploadURL, await photo('png'));
    expect(stored.statusCode).toBe(201);
    for (const profilePhoto of ['/objects/uploads/0123456789abcdef0123456789abcdef', stored.json().objectPath]) {
      const res = await register(t, { ...eventPayload('not-mine@example.com'), profilePhoto }, { url: '/api/unified-registration?lang=gu' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.profilePhoto).toBe('કૃપા કરીને તમારો ફોટો ફરીથી ઉમેરો');
    }
    const bad = await register(t, { ...eventPayload('not-mine@example.com'), profilePhoto: 'https://example.com/me.png' });
    expect(bad.json().error.fields.profilePhoto).toBe('Please add your photo again');
    expect(await db().select().from(registrations).where(eq(registrations.email, 'not-mine@example.com'))).toEqual([]);
  });

  it('deletes photos of forms never sent once they are a day old, keeping those a registration names', async () => {
    const unused = await upload();
    const used = await upload();
    const fresh = await upload();
    expect((await register(t, { ...eventPayload('kept-photo@example.com'), profilePhoto: used })).statusCode).toBe(201);
    const keyOf = (objectPath: string) => objectPath.slice('/objects/'.length);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const p of [unused, used]) await db().update(storedObjects).set({ createdAt: twoDaysAgo }).where(eq(storedObjects.key, keyOf(p)));

    expect((await ticket({ contentType: 'image/png', size: 5000 })).statusCode).toBe(200); // a new visitor's upload URL sweeps
    const left = async (p: string) => (await db().select().from(storedObjects).where(eq(storedObjects.key, keyOf(p)))).length;
    expect(await left(unused)).toBe(0);
    expect(await t.app.services.objects.storage.read(keyOf(unused))).toBeNull();
    expect(await left(used)).toBe(1);
    expect(await left(fresh)).toBe(1);
  });

  it("deletes the photo with the member's account", async () => {
    const leaving = await createUser(t);
    const objectPath = await upload();
    const key = objectPath.slice('/objects/'.length);
    const res = await register(t, { ...eventPayload(leaving.email), profilePhoto: objectPath }, { headers: { cookie: leaving.cookie } });
    expect(res.statusCode, res.body).toBe(201);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/me', payload: { password: leaving.password }, headers: { cookie: leaving.cookie } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db().select().from(storedObjects).where(eq(storedObjects.key, key))).toEqual([]);
    expect(await t.app.services.objects.storage.read(key)).toBeNull();
    const [row] = await db().select().from(registrations).where(eq(registrations.id, res.json().id));
    expect(row.formData).not.toHaveProperty('profilePhoto');
  });
});
