import { cleanIccProfile } from './icc-profile.ts';

/**
 * A JPEG rebuilt from the segments a decoder needs to draw it (issue 20: an allow-list, where
 * issue 10 removed known containers). Kept as they are: the frame header (SOFn), the quantisation,
 * Huffman and arithmetic-coding tables (DQT, DHT, DAC), the restart interval (DRI), DNL, every scan
 * with its entropy-coded data and restart markers, the end of image. Rebuilt from their numbers
 * alone: the JFIF header (version, density; never its thumbnail), Adobe's APP14 (its colour
 * transform byte only: it says whether three components are RGB or YCbCr, four CMYK or YCCK),
 * the EXIF orientation in a block of its own, and the ICC profile with its text blanked
 * (icc-profile.ts). Everything else goes, whatever it is: APP1–APP15 of any kind, comments,
 * reserved markers, the bytes after the end of image (a phone's appended pictures).
 */
export function stripJpeg(bytes: Buffer): Buffer | null {
  const walked = walkJpeg(bytes);
  if (walked === null) return null;
  const { body, jfif, adobeTransform, orientation, iccChunks } = walked;
  const head: Buffer[] = [Buffer.from([0xff, 0xd8])];
  if (jfif !== null) head.push(jfifSegment(jfif));
  if (orientation !== null && orientation !== 1) head.push(orientationSegment(orientation));
  if (adobeTransform !== null) head.push(adobeSegment(adobeTransform));
  const profile = iccProfileOf(iccChunks);
  if (profile !== null) head.push(...iccSegments(profile));
  return Buffer.concat([...head, ...body]);
}

const segment = (marker: number, payload: Buffer): Buffer => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
};

/** Frame headers (SOF0–3, 5–7, 9–11, 13–15), DHT, DAC, DQT, DNL, DRI: kept byte for byte. */
const isTableOrFrame = (marker: number): boolean =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || marker === 0xdb || marker === 0xdc || marker === 0xdd;

/** Where the entropy-coded data that starts at `from` ends: the next marker that is not a restart or a stuffed byte. */
function endOfScan(bytes: Buffer, from: number): number {
  let at = from;
  while (at < bytes.length - 1) {
    if (bytes[at] === 0xff) {
      const next = bytes[at + 1] ?? 0;
      if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
        at += next === 0xff ? 1 : 2;
        continue;
      }
      return at;
    }
    at += 1;
  }
  return bytes.length;
}

interface WalkedJpeg {
  body: Buffer[];
  jfif: Buffer | null;
  adobeTransform: number | null;
  orientation: number | null;
  iccChunks: Buffer[];
}

function walkJpeg(bytes: Buffer): WalkedJpeg | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const found: WalkedJpeg = { body: [], jfif: null, adobeTransform: null, orientation: null, iccChunks: [] };
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      found.body.push(Buffer.from([0xff, 0xd9])); // end of image: what follows is dropped
      return found;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      if (marker >= 0xd0 && marker <= 0xd7) found.body.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === 0xda) {
      const scanEnd = endOfScan(bytes, end);
      found.body.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
      continue;
    }
    const payload = bytes.subarray(at + 4, end);
    if (isTableOrFrame(marker)) found.body.push(bytes.subarray(at, end));
    else readHeaderSegment(marker, payload, found);
    at = end;
  }
  // Cut short after its last scan (no end-of-image marker): browsers show such files, so do we, ended properly.
  found.body.push(Buffer.from([0xff, 0xd9]));
  return found;
}

const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');

/** Takes from an APPn segment the numbers worth keeping (the segment itself never is). */
function readHeaderSegment(marker: number, payload: Buffer, found: WalkedJpeg): void {
  const signature = (text: string): boolean => payload.toString('latin1', 0, text.length) === text;
  if (marker === 0xe0 && found.jfif === null && signature('JFIF\0') && payload.length >= 14) found.jfif = payload;
  else if (marker === 0xe1 && found.orientation === null) found.orientation = exifOrientation(payload);
  else if (marker === 0xe2 && payload.subarray(0, ICC_PROFILE.length).equals(ICC_PROFILE)) found.iccChunks.push(payload);
  else if (marker === 0xee && found.adobeTransform === null && signature('Adobe') && payload.length >= 12) found.adobeTransform = payload[11] ?? 0;
}

/** JFIF 'JFIF\0', version, density unit and densities as they were; no thumbnail. */
function jfifSegment(payload: Buffer): Buffer {
  const numbers = Buffer.alloc(14);
  payload.copy(numbers, 0, 0, 12);
  return segment(0xe0, numbers); // thumbnail width and height 0
}

/** Adobe's fixed structure: 'Adobe', DCTEncode version 100, no flags, the transform. */
function adobeSegment(transform: number): Buffer {
  return segment(0xee, Buffer.from([...Buffer.from('Adobe', 'latin1'), 0x00, 0x64, 0, 0, 0, 0, transform <= 2 ? transform : 0]));
}

/** The profile the APP2 chunks carry (numbered 1…n of n), cleaned; null if absent, incomplete or unreadable. */
function iccProfileOf(chunks: readonly Buffer[]): Buffer | null {
  if (chunks.length === 0) return null;
  const total = chunks[0]?.[ICC_PROFILE.length + 1] ?? 0;
  const ordered: Buffer[] = [];
  for (const chunk of chunks) {
    const sequence = chunk[ICC_PROFILE.length] ?? 0;
    if (chunk[ICC_PROFILE.length + 1] !== total || sequence < 1 || sequence > total || ordered[sequence - 1] !== undefined) return null;
    ordered[sequence - 1] = chunk.subarray(ICC_PROFILE.length + 2);
  }
  if (ordered.length !== total || chunks.length !== total) return null;
  return cleanIccProfile(Buffer.concat(ordered));
}

const ICC_CHUNK_BYTES = 65535 - 2 - ICC_PROFILE.length - 2;

function iccSegments(profile: Buffer): Buffer[] {
  const count = Math.ceil(profile.length / ICC_CHUNK_BYTES);
  if (count > 255) return [];
  return Array.from({ length: count }, (_, i) =>
    segment(0xe2, Buffer.concat([ICC_PROFILE, Buffer.from([i + 1, count]), profile.subarray(i * ICC_CHUNK_BYTES, (i + 1) * ICC_CHUNK_BYTES)])),
  );
}

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;

/** The Orientation (1–8) an APP1 EXIF payload's first IFD holds, or null. */
export function exifOrientation(payload: Buffer): number | null {
  if (!payload.subarray(0, 6).equals(EXIF_HEADER) || payload.length < 14) return null;
  const tiff = payload.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return null;
    if (u16(at) === ORIENTATION_TAG && u16(at + 2) === 3) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment whose EXIF holds the Orientation and nothing else. */
export function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(8, 4); // IFD0 right after the header
  tiff.writeUInt16LE(1, 8); // one entry
  tiff.writeUInt16LE(ORIENTATION_TAG, 10);
  tiff.writeUInt16LE(3, 12); // SHORT
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt32LE(0, 22); // no next IFD
  return segment(0xe1, Buffer.concat([EXIF_HEADER, tiff]));
}
