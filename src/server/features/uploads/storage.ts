/**
 * Where uploaded files live: the storage interface, with a local-disk implementation (DATA_DIR/objects,
 * the default) and an S3-compatible one (AWS S3, R2, MinIO) when S3_BUCKET is set. Keys are the
 * server's own (`uploads/<uuid>`, `variants/...`): never a visitor's file name.
 *
 * Other features reuse it through `app.services.objects.storage` (member downloads, say).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Config } from '../../config.ts';
import { EMPTY_SHA256, sha256Hex, signV4 } from './sigv4.ts';

export interface StoredStream {
  stream: Readable;
  size: number;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The object as a stream (large files), or null when there is none. */
  stream(key: string): Promise<StoredStream | null>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Object keys: lowercase letters, digits, dots, dashes, @ and underscores in slash-separated segments; no "..". */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._@-]*(\/[a-z0-9][a-z0-9._@-]*)*$/;
export function isObjectKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '..' || s.startsWith('..'));
}
function checkKey(key: string): void {
  if (!isObjectKey(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
}

export function createLocalStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    checkKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('object key escapes the storage folder');
    return file;
  };
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR';
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3 over plain HTTPS with SigV4 headers. With an endpoint (R2, MinIO): path-style URLs; without: AWS virtual-hosted style. */
export function createS3Storage(s3: S3Settings, fetchImpl: typeof fetch = fetch): ObjectStorage {
  const urlOf = (key: string) => {
    checkKey(key);
    if (s3.endpoint) return new URL(`${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}/${key}`);
    const region = s3.region === 'auto' ? 'us-east-1' : s3.region;
    return new URL(`https://${s3.bucket}.s3.${region}.amazonaws.com/${key}`);
  };
  const call = async (method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) => {
    const url = urlOf(key);
    const signed = signV4({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
    });
    return fetchImpl(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(30_000) });
  };
  const fail = async (what: string, res: Response) => {
    throw new Error(`S3 ${what} failed: ${res.status} ${(await res.text().catch(() => '')).slice(0, 300)}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await call('PUT', key, body, { 'content-type': contentType });
      if (!res.ok) await fail('PUT', res);
      await res.arrayBuffer();
    },
    async read(key) {
      const res = await call('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) await fail('GET', res);
      return Buffer.from(await res.arrayBuffer());
    },
    async stream(key) {
      const res = await call('GET', key);
      if (res.status === 404) return null;
      if (!res.ok || !res.body) return fail('GET', res);
      return { stream: Readable.fromWeb(res.body as WebReadableStream), size: Number(res.headers.get('content-length') ?? 0) };
    },
    async delete(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) await fail('DELETE', res);
      await res.arrayBuffer().catch(() => undefined);
    },
  };
}

/** S3 when configured, else the local folder DATA_DIR/objects. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'objects'));
}
