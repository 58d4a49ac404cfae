import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { stitchedGzip, stitchGzip } from './stitched-gzip.ts';

const text = (s: string) => Buffer.from(s);

describe('stitched gzip', () => {
  it('decompresses to the pieces with the parts between them, however long the parts', () => {
    const pieces = [text('<html><body>'.repeat(500)), text(''), text('</nav> middle '.repeat(2000)), text('</body></html>')];
    const template = stitchedGzip(pieces);
    for (const parts of [
      [text('a'), text(''), text('<script>{"x":1}</script>')],
      [text('é अ ગ'.repeat(30_000)), text('b'), text('')],
    ]) {
      const gz = stitchGzip(template, parts);
      const expected = Buffer.concat([pieces[0], parts[0], pieces[1], parts[1], pieces[2], parts[2], pieces[3]]);
      // gunzip checks the CRC-32 and the length of the trailer.
      expect(zlib.gunzipSync(gz).equals(expected)).toBe(true);
    }
  });

  it('is smaller than the text when the pieces repeat themselves', () => {
    const pieces = [text('<div class="card">hello</div>'.repeat(2000)), text('<footer>bye</footer>')];
    const gz = stitchGzip(stitchedGzip(pieces), [text('<a href="/dashboard">Asha</a>')]);
    expect(gz.length).toBeLessThan(pieces[0].length / 20);
  });

  it('refuses a number of parts that does not fit the pieces', () => {
    expect(() => stitchGzip(stitchedGzip([text('a'), text('b')]), [])).toThrow(/expected 1 parts/);
  });
});
