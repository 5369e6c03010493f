import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { ICC_MAX_BYTES, cleanIccProfile } from './icc-profile.ts';

/**
 * Chunks a PNG needs to be drawn as its maker meant (issue 20: an allow-list): the critical ones,
 * transparency, gamma, chromaticities, sRGB intent, pixel density, the colour-coding point (cICP)
 * and APNG's animation (acTL, fcTL, fdAT). iCCP is kept rebuilt: its profile cleaned
 * (icc-profile.ts) and its free-text name replaced. Every other chunk goes (tEXt, iTXt, zTXt, eXIf,
 * tIME, caBX, private and unknown ones alike), and so does anything after IEND.
 */
const KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'pHYs', 'cICP', 'acTL', 'fcTL', 'fdAT']);

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** The iCCP chunk with its profile cleaned, or null (then it is dropped) when it cannot be read within ICC_MAX_BYTES. */
function cleanIccp(data: Buffer): Buffer | null {
  const nameEnd = data.indexOf(0);
  if (nameEnd < 1 || nameEnd > 79 || data[nameEnd + 1] !== 0) return null;
  try {
    const profile = cleanIccProfile(inflateSync(data.subarray(nameEnd + 2), { maxOutputLength: ICC_MAX_BYTES }));
    return profile === null ? null : pngChunk('iCCP', Buffer.concat([Buffer.from('ICC\0\0', 'latin1'), deflateSync(profile)]));
  } catch {
    return null;
  }
}

export function stripPng(bytes: Buffer): Buffer | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(SIGNATURE)) return null;
  const kept: Buffer[] = [SIGNATURE];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length || (at === 8 && type !== 'IHDR')) return null;
    if (KEPT.has(type)) kept.push(bytes.subarray(at, end));
    else if (type === 'iCCP') {
      const iccp = cleanIccp(bytes.subarray(at + 8, end - 4));
      if (iccp !== null) kept.push(iccp);
    }
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return null;
}
