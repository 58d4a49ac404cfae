import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_SHA256, sha256Hex, signV4 } from './sigv4.ts';
import { createLocalStorage, createS3Storage, isObjectKey } from './storage.ts';

describe('SigV4', () => {
  it('matches the example of the AWS documentation (GET /test.txt with a Range header)', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('object keys', () => {
  it('accepts the server’s own keys and nothing that could leave the folder', () => {
    expect(isObjectKey('uploads/0123abcd')).toBe(true);
    expect(isObjectKey('variants/uploads/0123abcd@w640.webp')).toBe(true);
    for (const bad of ['', '../x', 'uploads/../../etc/passwd', '/etc/passwd', 'uploads//x', 'Uploads/X', 'a\\b', 'uploads/..hidden']) {
      expect(isObjectKey(bad), bad).toBe(false);
    }
  });
});

describe('local storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'objects-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes, reads, streams and deletes under its folder', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('uploads/abc', Buffer.from('hello'), 'text/plain');
    expect((await storage.read('uploads/abc'))?.toString()).toBe('hello');
    const streamed = await storage.stream('uploads/abc');
    expect(streamed?.size).toBe(5);
    streamed?.stream.destroy();
    await storage.delete('uploads/abc');
    await storage.delete('uploads/abc');
    expect(await storage.read('uploads/abc')).toBeNull();
    expect(await storage.stream('uploads/abc')).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid object key/);
  });
});

/**
 * S3 cannot run here: an HTTP peer on loopback speaks the few S3 calls the storage makes and checks
 * each request's signature the way S3 does (recomputing it from the request it received).
 */
describe('S3 storage against an S3-speaking peer', () => {
  const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-key-for-tests', region: 'auto' };
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; signatureOk: boolean; type?: string }[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, `http://${req.headers.host}`);
    const signedNames = /SignedHeaders=([^,]+)/.exec(String(req.headers.authorization))?.[1].split(';') ?? [];
    const expected = signV4({
      method: req.method!,
      url,
      headers: Object.fromEntries(signedNames.filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n)).map((n) => [n, String(req.headers[n])])),
      payloadHash: body.length ? sha256Hex(body) : EMPTY_SHA256,
      ...credentials,
      now: new Date(String(req.headers['x-amz-date']).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')),
    });
    const signatureOk = expected.authorization === req.headers.authorization && req.headers['x-amz-content-sha256'] === (body.length ? sha256Hex(body) : EMPTY_SHA256);
    seen.push({ method: req.method!, url: url.pathname, signatureOk, type: req.headers['content-type'] });
    if (!signatureOk) return res.writeHead(403).end('SignatureDoesNotMatch');
    if (req.method === 'PUT') objects.set(url.pathname, { body, type: String(req.headers['content-type']) });
    if (req.method === 'DELETE') objects.delete(url.pathname);
    if (req.method === 'GET') {
      const found = objects.get(url.pathname);
      if (!found) return res.writeHead(404).end('NoSuchKey');
      return res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length }).end(found.body);
    }
    res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('puts, reads, streams and deletes with path-style URLs and valid signatures', async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const storage = createS3Storage({ bucket: 'site-uploads', endpoint: `http://127.0.0.1:${port}`, ...credentials });
    await storage.put('uploads/abc', Buffer.from('image bytes'), 'image/png');
    expect(objects.get('/site-uploads/uploads/abc')?.type).toBe('image/png');
    expect((await storage.read('uploads/abc'))?.toString()).toBe('image bytes');
    const streamed = await storage.stream('uploads/abc');
    expect(streamed?.size).toBe(11);
    const chunks: Buffer[] = [];
    for await (const c of streamed!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('image bytes');
    await storage.delete('uploads/abc');
    expect(await storage.read('uploads/abc')).toBeNull();
    expect(seen.every((s) => s.signatureOk)).toBe(true);
    expect(seen.map((s) => s.method)).toEqual(['PUT', 'GET', 'GET', 'DELETE', 'GET']);

    const wrong = createS3Storage({ bucket: 'site-uploads', endpoint: `http://127.0.0.1:${port}`, ...credentials, secretAccessKey: 'wrong' });
    await expect(wrong.put('uploads/x', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 PUT failed: 403/);
  });
});
