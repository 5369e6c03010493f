/**
 * A GIF rebuilt from what draws it (issue 20: an allow-list): the header, the logical screen and
 * its colour table, each frame (descriptor, colour table, LZW data) with its graphic control
 * extension (delay, transparency, disposal; its four bytes only), and the loop count, rewritten
 * as a NETSCAPE2.0 extension holding nothing else. Comments, plain-text and every other
 * application extension (XMP travels in one) go, and so does anything after the trailer.
 */

/** The end of a run of sub-blocks starting at `at` (after its 0 terminator), or null. */
function subBlocksEnd(bytes: Buffer, at: number): number | null {
  let offset = at;
  while (offset < bytes.length) {
    const length = bytes[offset] as number;
    offset += 1 + length;
    if (length === 0) return offset <= bytes.length ? offset : null;
  }
  return null;
}

const LOOPING_APPS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** The loop count of a looping application extension (its sub-block 1), or null. */
function loopCount(bytes: Buffer, at: number, end: number): number | null {
  const size = bytes[at + 2] ?? 0;
  if (size !== 11 || !LOOPING_APPS.has(bytes.toString('latin1', at + 3, at + 14))) return null;
  let offset = at + 14;
  while (offset < end) {
    const length = bytes[offset] ?? 0;
    if (length >= 3 && bytes[offset + 1] === 1) return bytes.readUInt16LE(offset + 2);
    offset += 1 + length;
    if (length === 0) break;
  }
  return null;
}

const loopExtension = (count: number): Buffer => {
  const block = Buffer.from([0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, 0, 0, 0]);
  block.writeUInt16LE(count, 16);
  return block;
};

export function stripGif(bytes: Buffer): Buffer | null {
  if (bytes.length < 13) return null;
  const flags = bytes[10] as number;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  if (at > bytes.length) return null;
  const kept: Buffer[] = [bytes.subarray(0, at)];
  let looped = false;
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) {
      kept.push(Buffer.from([0x3b]));
      return Buffer.concat(kept);
    }
    if (introducer === 0x21) {
      const label = bytes[at + 1];
      const end = subBlocksEnd(bytes, at + 2);
      if (label === undefined || end === null) return null;
      if (label === 0xf9 && bytes[at + 2] === 4) kept.push(Buffer.concat([bytes.subarray(at, at + 7), Buffer.from([0])]));
      if (label === 0xff && !looped) {
        const count = loopCount(bytes, at, end);
        if (count !== null) {
          kept.push(loopExtension(count));
          looped = true;
        }
      }
      at = end;
      continue;
    }
    if (introducer === 0x2c) {
      if (at + 10 > bytes.length) return null;
      const frameFlags = bytes[at + 9] as number;
      const data = at + 10 + (frameFlags & 0x80 ? 3 * 2 ** ((frameFlags & 0x07) + 1) : 0) + 1; // + LZW minimum code size
      const end = subBlocksEnd(bytes, data);
      if (end === null) return null;
      kept.push(bytes.subarray(at, end));
      at = end;
      continue;
    }
    return null;
  }
  // No trailer (browsers show such files): ended properly.
  return Buffer.concat([...kept, Buffer.from([0x3b])]);
}
