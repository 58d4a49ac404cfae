import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TOKEN_TTL_MS } from '../../../shared/contracts/uploads.ts';
import { storedObjects, uploadTokens } from '../../db/schema.ts';
import { testDatabaseKinds } from '../../testing/databases.ts';
import { appWithPeople } from '../../testing/fixtures.ts';
import { createUploadService, variantKey } from './service.ts';
import { createLocalStorage } from './storage.ts';

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 160 } } })
    .toFormat(format)
    .toBuffer();

describe.each(testDatabaseKinds())('uploads on %s', (kind) => {
  const { t, admin, member, db } = appWithPeople(kind, { seed: false });

  const ticket = (payload: object = {}, cookie = admin.cookie, lang?: string) =>
    t.app.inject({ method: 'POST', url: `/api/objects/upload${lang ? `?lang=${lang}` : ''}`, payload, headers: { cookie } });
  const put = (uploadURL: string, body: Buffer | string, contentType = 'image/png') =>
    t.app.inject({ method: 'PUT', url: uploadURL, payload: body, headers: { 'content-type': contentType } });

  it('refuses visitors (401) and members (403) an upload URL', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/objects/upload', payload: {} })).statusCode).toBe(401);
    expect((await ticket({}, member.cookie)).statusCode).toBe(403);
  });

  it('stores a real image sent to a one-time URL and serves it with long cache headers and resized WebP copies', async () => {
    const res = await ticket({ purpose: 'event-image', contentType: 'image/png', size: 1000 });
    expect(res.statusCode).toBe(200);
    const issued = res.json();
    expect(issued).toMatchObject({ maxBytes: 5 * 1024 * 1024, allowedTypes: ['image/jpeg', 'image/png', 'image/webp'] });
    expect(issued.uploadURL).toMatch(/^\/api\/objects\/upload\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
    expect(issued.objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f]{32}$/);
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeLessThanOrEqual(UPLOAD_TOKEN_TTL_MS);

    const png = await image('png');
    const uploaded = await put(issued.uploadURL, png);
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toEqual({ objectPath: issued.objectPath, contentType: 'image/png', size: png.length });
    const key = issued.objectPath.slice('/objects/'.length);
    const [row] = await db().select().from(storedObjects).where(eq(storedObjects.key, key));
    expect(row).toMatchObject({ contentType: 'image/png', size: png.length, purpose: 'event-image', ownerId: admin.user.id });

    const served = await t.app.inject({ url: `/api/serve${issued.objectPath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    const again = await t.app.inject({ url: `/api/serve${issued.objectPath}`, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const small = await t.app.inject({ url: `/api/serve${issued.objectPath}?w=160` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(small.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 120 });
    // Made once, then kept beside the original.
    expect(await t.app.services.objects.storage.read(variantKey(key, 160))).not.toBeNull();
    // A copy is never wider than the original.
    const big = await t.app.inject({ url: `/api/serve${issued.objectPath}?w=1280` });
    expect((await sharp(big.rawPayload).metadata()).width).toBe(400);
  });

  it('judges a file by its content, not by the type it claims', async () => {
    const jpeg = await image('jpeg');
    const a = (await ticket({ purpose: 'general' })).json();
    const asOctets = await put(a.uploadURL, jpeg, 'application/octet-stream');
    expect(asOctets.statusCode).toBe(201);
    expect(asOctets.json().contentType).toBe('image/jpeg');

    const before = await db().$count(storedObjects);
    const b = (await ticket({ purpose: 'general' })).json();
    const html = await put(b.uploadURL, '<html><script>alert(1)</script></html>', 'image/png');
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toEqual({ code: 'invalid_file_type', message: 'Please upload one of: JPEG, PNG, WebP, GIF' });

    // The magic bytes of a PNG followed by junk are not an image.
    const c = (await ticket({ purpose: 'general' })).json();
    const fake = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200, 7)]);
    expect((await put(c.uploadURL, fake)).statusCode).toBe(415);

    // GIF is fine in general, not for event images.
    const gif = await image('gif');
    const d = (await ticket({ purpose: 'general' })).json();
    expect((await put(d.uploadURL, gif, 'image/gif')).statusCode).toBe(201);
    const e = (await ticket({ purpose: 'event-image' })).json();
    const refused = await put(e.uploadURL, gif, 'image/gif');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('Please upload one of: JPEG, PNG, WebP');
    expect(await db().$count(storedObjects)).toBe(before + 1);
  });

  it('refuses what is too large, early from the claim and for real on upload, with the limit in MB', async () => {
    const claimedBig = await ticket({ purpose: 'event-image', contentType: 'image/jpeg', size: 5 * 1024 * 1024 + 1 });
    expect(claimedBig.statusCode).toBe(413);
    expect(claimedBig.json().error).toEqual({ code: 'file_too_large', message: 'Please upload a file smaller than 5MB' });
    const claimedGeneral = await ticket({ purpose: 'general', size: 10 * 1024 * 1024 + 1 }, admin.cookie, 'hi');
    expect(claimedGeneral.statusCode).toBe(413);
    expect(claimedGeneral.json().error.message).toContain('10');
    expect(claimedGeneral.json().error.message).toMatch(/[\u0900-\u097F]/);
    const claimedType = await ticket({ contentType: 'application/pdf' });
    expect(claimedType.statusCode).toBe(415);
    expect((await ticket({ purpose: 'avatar' })).statusCode).toBe(400);

    const before = await db().$count(storedObjects);
    const issued = (await ticket({ purpose: 'event-image' })).json();
    // A real JPEG header, padded past the limit.
    const jpeg = await image('jpeg');
    const oversized = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length)]);
    const res = await put(issued.uploadURL, oversized, 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Please upload a file smaller than 5MB');
    expect(await db().$count(storedObjects)).toBe(before);
  });

  it('accepts an upload URL once, refuses a tampered one, and refuses it after it expires', async () => {
    const png = await image('png', 20, 20);
    const issued = (await ticket()).json();
    expect((await put(issued.uploadURL, png)).statusCode).toBe(201);
    const reused = await put(issued.uploadURL, png);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('upload_url_used');

    const other = (await ticket()).json();
    const tampered = other.uploadURL.replace(/signature=[\w-]/, (m: string) => (m.endsWith('A') ? m.slice(0, -1) + 'B' : m.slice(0, -1) + 'A'));
    expect((await put(tampered, png)).statusCode).toBe(403);
    const longer = other.uploadURL.replace(/expires=(\d+)/, (_: string, n: string) => `expires=${Number(n) + 3_600_000}`);
    expect((await put(longer, png)).statusCode).toBe(403);
    expect((await put(other.uploadURL.replace(/\/upload\/[\w-]+/, '/upload/unknown'), png)).statusCode).toBe(403);

    // Expired in the database (the link itself still looks valid).
    const late = (await ticket()).json();
    const token = late.uploadURL.split('/').pop().split('?')[0];
    await db().update(uploadTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(uploadTokens.token, token));
    const res = await put(late.uploadURL, png);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('upload_url_expired');
  });

  it('refuses a link whose own expiry has passed, before reading anything', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'objects-'));
    try {
      let clock = Date.now();
      const service = createUploadService({ db: db(), storage: createLocalStorage(dir), secret: 'x'.repeat(40), now: () => clock });
      const issued = await service.issue('general', admin.user.id);
      clock += UPLOAD_TOKEN_TTL_MS + 1;
      const url = new URL(issued.uploadURL, 'http://localhost');
      await expect(
        service.receive({
          token: url.pathname.split('/').pop()!,
          expires: Number(url.searchParams.get('expires')),
          signature: url.searchParams.get('signature')!,
          body: Readable.from([await image('png', 10, 10)]),
        }),
      ).rejects.toMatchObject({ statusCode: 410, code: 'upload_url_expired' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves nothing but stored public objects', async () => {
    for (const url of [
      '/api/serve/objects/uploads/0123456789abcdef0123456789abcdef',
      '/api/serve/objects/..%2F..%2Fpackage.json',
      '/api/serve/objects/uploads/../../package.json',
      '/api/serve/objects/variants/uploads/x@w160.webp',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
    const issued = (await ticket()).json();
    await put(issued.uploadURL, await image('png', 10, 10));
    const bad = await t.app.inject({ url: `/api/serve${issued.objectPath}?w=123` });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an empty upload with a clear 400', async () => {
    const issued = (await ticket()).json();
    const res = await t.app.inject({ method: 'PUT', url: issued.uploadURL, headers: { 'content-type': 'image/png', 'content-length': '0' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });
});
