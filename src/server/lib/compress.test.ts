/**
 * The compression of a page streamed as it renders (`compressResponse`): the bytes arrive intact in
 * the encoding the client prefers, what arrives before the page is finished is readable at once
 * (a visitor sees the top of a page while the rest renders), and answers that must not be touched
 * (already encoded, not text, no accepted encoding) pass through unchanged.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse } from './compress.ts';

const encoder = new TextEncoder();

/** A streamed HTML answer whose second half is written only when `finish()` is called. */
function streamedPage(first: string, second: string) {
  let finish!: () => void;
  const released = new Promise<void>((resolve) => (finish = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(first));
      await released;
      controller.enqueue(encoder.encode(second));
      controller.close();
    },
  });
  return { response: new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '999' } }), finish };
}

/** Reads a compressed body as it arrives, decompressing each piece as soon as it can. */
function decompressing(body: ReadableStream<Uint8Array>, encoding: string) {
  const inflate = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
  let text = '';
  inflate.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const done = (async () => {
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) inflate.write(chunk);
    inflate.end();
    await new Promise((resolve) => inflate.on('end', resolve));
    return text;
  })();
  return { soFar: () => text, done };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('compressResponse (pages compressed as they stream)', () => {
  for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
    it(`sends ${encoding} for Accept-Encoding "${accept}", the top of the page readable before the rest is rendered`, async () => {
      const top = `<!DOCTYPE html><html><head><title>शांति</title></head><body>${'<p>ધ્યાન</p>'.repeat(50)}`;
      const rest = `${'<p>rest</p>'.repeat(50)}</body></html>`;
      const { response, finish } = streamedPage(top, rest);
      const compressed = compressResponse(accept, response);
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('content-length')).toBeNull();
      expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/);
      const reading = decompressing(compressed.body!, encoding);
      await until(() => reading.soFar() === top);
      expect(reading.soFar()).toBe(top);
      finish();
      expect(await reading.done).toBe(top + rest);
    });
  }

  it('leaves alone what it must not compress', async () => {
    const html = () => new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } });
    const none = html();
    expect(compressResponse('identity', none)).toBe(none);
    expect(compressResponse(undefined, none)).toBe(none);
    const image = new Response(new Uint8Array([0xff, 0xd8]), { headers: { 'content-type': 'image/jpeg' } });
    expect(compressResponse('br', image)).toBe(image);
    const encoded = new Response('x', { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } });
    expect(compressResponse('br', encoded)).toBe(encoded);
    const redirect = new Response(null, { status: 302, headers: { location: '/login', 'content-type': 'text/html' } });
    expect(compressResponse('br', redirect)).toBe(redirect);
  });
});
