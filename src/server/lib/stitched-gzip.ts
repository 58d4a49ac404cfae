/**
 * One gzip answer made of fixed pieces compressed once and short parts that change with every
 * answer, without compressing the whole again (a member's page: the cached page for everyone with
 * the member's frame put in, plugins/member-frame.ts).
 *
 * Deflate (RFC 1951) lets blocks follow one another in any way as long as the last one says it is
 * last. Each fixed piece is compressed alone (a new compressor: no reference to earlier text) and,
 * but for the last, ended with a sync flush, which leaves the stream on a byte boundary; each part is
 * put in between as a stored (uncompressed) block, which starts on one. The gzip frame (RFC 1952)
 * around them needs the CRC-32 and the length of the whole text, computed for each answer (zlib's
 * crc32 reads a page of 125 KB in tens of microseconds).
 */
import zlib from 'node:zlib';

/** Fixed pieces, compressed once: `pieces.length` is one more than the parts put between them. */
export interface StitchedGzip {
  pieces: readonly Buffer[];
  deflated: readonly Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The longest stored block (its length is two bytes). */
const MAX_STORED = 0xffff;

export function stitchedGzip(pieces: readonly Buffer[]): StitchedGzip {
  const last = pieces.length - 1;
  const deflated = pieces.map((piece, i) =>
    zlib.deflateRawSync(piece, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: i === last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH }),
  );
  return { pieces, deflated };
}

/** Stored (uncompressed) deflate blocks holding `data`, none of them the last. */
function storedBlocks(data: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < data.length; at += MAX_STORED) {
    const chunk = data.subarray(at, at + MAX_STORED);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    out.push(header, chunk);
  }
  return out;
}

/** The whole text: the pieces with `parts` between them. */
export function stitchedText(template: StitchedGzip, parts: readonly Buffer[]): Buffer[] {
  return template.pieces.flatMap((piece, i) => (i < parts.length ? [piece, parts[i]] : [piece]));
}

/** The gzip answer for the pieces with `parts` between them (as many parts as pieces less one). */
export function stitchGzip(template: StitchedGzip, parts: readonly Buffer[]): Buffer {
  if (parts.length !== template.pieces.length - 1) throw new Error(`expected ${template.pieces.length - 1} parts, got ${parts.length}`);
  let crc = 0;
  let length = 0;
  for (const chunk of stitchedText(template, parts)) {
    // Skipped when empty: Node 22's crc32 answers 0 for some empty buffers, whatever the value given.
    if (chunk.length) crc = zlib.crc32(chunk, crc);
    length += chunk.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  const body = template.deflated.flatMap((deflated, i) => (i < parts.length ? [deflated, ...storedBlocks(parts[i])] : [deflated]));
  return Buffer.concat([GZIP_HEADER, ...body, trailer]);
}
