import { cleanIccProfile } from './icc-profile.ts';

/**
 * A WebP rebuilt from the chunks that draw it (issue 20: an allow-list): VP8, VP8L, ALPH, the
 * animation (ANIM, and each ANMF frame with only its picture chunks inside), the ICC profile
 * cleaned (icc-profile.ts), and VP8X rebuilt: its flags say only what is left (alpha, animation,
 * ICC), its reserved bytes are zero. Every other chunk (EXIF, XMP, unknown ones) goes, and so does
 * anything after the RIFF size.
 */
const PICTURE_CHUNKS = new Set(['VP8 ', 'VP8L', 'ALPH']);

const VP8X_ICC = 0x20;
const VP8X_ALPHA = 0x10;
const VP8X_ANIMATION = 0x02;

const riffChunk = (fourcc: string, data: Buffer): Buffer => {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};

interface Chunk {
  fourcc: string;
  data: Buffer;
}

/** The chunks between `from` and `to`, or null when one runs past `to`. */
function chunksOf(bytes: Buffer, from: number, to: number): Chunk[] | null {
  const chunks: Chunk[] = [];
  let at = from;
  while (at + 8 <= to) {
    const size = bytes.readUInt32LE(at + 4);
    if (at + 8 + size > to) return null;
    chunks.push({ fourcc: bytes.toString('latin1', at, at + 4), data: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return at < to ? null : chunks;
}

/** An animation frame: its 16-byte header (position, size, duration, flags) and its picture chunks only. */
function cleanFrame(data: Buffer): Buffer | null {
  if (data.length < 16) return null;
  const inner = chunksOf(data, 16, data.length);
  if (inner === null) return null;
  return riffChunk('ANMF', Buffer.concat([data.subarray(0, 16), ...inner.filter((c) => PICTURE_CHUNKS.has(c.fourcc)).map((c) => riffChunk(c.fourcc, c.data))]));
}

export function stripWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const chunks = chunksOf(bytes, 12, riffEnd);
  if (chunks === null) return null;
  const kept: Buffer[] = [];
  let vp8x: { at: number; data: Buffer } | null = null;
  let icc = false;
  for (const { fourcc, data } of chunks) {
    if (PICTURE_CHUNKS.has(fourcc)) kept.push(riffChunk(fourcc, data));
    else if (fourcc === 'VP8X' && vp8x === null && data.length >= 10) {
      vp8x = { at: kept.length, data };
      kept.push(Buffer.alloc(0)); // its place; written once the flags are known
    } else if (fourcc === 'ANIM' && data.length >= 6) kept.push(riffChunk('ANIM', data.subarray(0, 6)));
    else if (fourcc === 'ANMF') {
      const frame = cleanFrame(data);
      if (frame === null) return null;
      kept.push(frame);
    } else if (fourcc === 'ICCP' && vp8x !== null && !icc) {
      // Only an extended file (VP8X first) may carry a profile.
      const profile = cleanIccProfile(data);
      if (profile !== null) {
        kept.push(riffChunk('ICCP', profile));
        icc = true;
      }
    }
  }
  if (vp8x !== null) {
    const header = Buffer.alloc(10);
    header[0] = ((vp8x.data[0] ?? 0) & (VP8X_ALPHA | VP8X_ANIMATION)) | (icc ? VP8X_ICC : 0);
    vp8x.data.copy(header, 4, 4, 10); // canvas width and height
    kept[vp8x.at] = riffChunk('VP8X', header);
  }
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
