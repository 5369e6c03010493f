import type { ImageFormat } from './images.ts';

/**
 * Listing photos leave the product without their metadata (issue 10): agents photograph homes,
 * and a phone's photo carries where it was taken (EXIF GPS), the camera, the owner's name, dates.
 * This works on the file's bytes, segment by segment, and never decodes or re-encodes the picture,
 * so the pixels are exactly those uploaded. What goes:
 *
 * - JPEG: APP1 (EXIF, XMP), APP3–APP13 (maker data, IPTC/Photoshop), APP15, COM, and APP2 unless
 *   it is an ICC colour profile (MPF indexes the extra pictures a phone appends); everything after
 *   the end-of-image marker (those extra pictures, each with its own EXIF). Kept: APP0 (JFIF), the
 *   ICC profile, APP14 (Adobe colour transform) and every segment the picture needs. One thing
 *   of the EXIF is kept when it says something: its Orientation, in an EXIF block of its own that
 *   holds nothing else, so a portrait phone photo is not shown lying on its side.
 * - PNG: eXIf, tEXt, iTXt, zTXt, tIME; anything after IEND.
 * - WebP: the EXIF and XMP chunks, their VP8X flags cleared, the RIFF size rewritten.
 * - GIF: comment extensions and application extensions other than the looping ones
 *   (NETSCAPE2.0, ANIMEXTS1.0; XMP travels in one); anything after the trailer.
 *
 * Null when the structure cannot be walked (the caller refuses the file): a file we cannot walk is
 * a file we cannot vouch for. A JPEG or GIF that just stops after its picture data gets its end marker.
 */
export function stripImageMetadata(bytes: Buffer, format: ImageFormat): Buffer | null {
  switch (format) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
    case 'gif':
      return stripGif(bytes);
  }
}

// ---------------------------------------------------------------------------------------------
// JPEG

const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');

function dropJpegSegment(marker: number, payload: Buffer): boolean {
  if (marker === 0xfe) return true; // COM
  if (marker === 0xe1) return true; // APP1: EXIF, XMP, extended XMP
  if (marker === 0xe2) return !payload.subarray(0, ICC_PROFILE.length).equals(ICC_PROFILE); // APP2: ICC kept, MPF and others dropped
  if (marker >= 0xe3 && marker <= 0xed) return true; // APP3..APP13 (IPTC/Photoshop is APP13)
  if (marker === 0xef) return true; // APP15
  return false; // APP0 (JFIF), APP14 (Adobe), tables, frames, scans…
}

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
  const payload = Buffer.concat([EXIF_HEADER, tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

function stripJpeg(bytes: Buffer): Buffer | null {
  const kept = walkJpeg(bytes);
  if (kept === null) return null;
  const { segments, orientation } = kept;
  if (orientation !== null && orientation !== 1) {
    // After SOI, and after the JFIF header when there is one (it must come first).
    const at = segments[1]?.[0] === 0xff && segments[1][1] === 0xe0 ? 2 : 1;
    segments.splice(at, 0, orientationSegment(orientation));
  }
  return Buffer.concat(segments);
}

function walkJpeg(bytes: Buffer): { segments: Buffer[]; orientation: number | null } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
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
      kept.push(bytes.subarray(at, at + 2)); // end of image: what follows is dropped
      return { segments: kept, orientation };
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === 0xda) {
      const scanEnd = endOfScan(bytes, end);
      kept.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
      continue;
    }
    const payload = bytes.subarray(at + 4, end);
    if (marker === 0xe1 && orientation === null) orientation = exifOrientation(payload);
    if (!dropJpegSegment(marker, payload)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  // Cut short after its last scan (no end-of-image marker): browsers show such files, so do we, ended properly.
  return { segments: [...kept, Buffer.from([0xff, 0xd9])], orientation };
}

// ---------------------------------------------------------------------------------------------
// PNG

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

function stripPng(bytes: Buffer): Buffer | null {
  if (bytes.length < 8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_DROPPED.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// WebP

const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

function stripWebp(bytes: Buffer): Buffer | null {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const chunks: Buffer[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) return null;
    if (fourcc === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(at, Math.min(end, riffEnd)));
      chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') {
      chunks.push(bytes.subarray(at, Math.min(end, riffEnd)));
    }
    at = end;
  }
  if (at < riffEnd) return null;
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

// ---------------------------------------------------------------------------------------------
// GIF

const GIF_LOOPING_APPS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** The end of a run of sub-blocks starting at `at` (after its 0 terminator), or null. */
function subBlocksEnd(bytes: Buffer, at: number): number | null {
  let offset = at;
  while (offset < bytes.length) {
    const length = bytes[offset] as number;
    offset += 1 + length;
    if (length === 0) return offset;
  }
  return null;
}

function stripGif(bytes: Buffer): Buffer | null {
  if (bytes.length < 13) return null;
  const flags = bytes[10] as number;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  if (at > bytes.length) return null;
  const kept: Buffer[] = [bytes.subarray(0, at)];
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(at, at + 1));
      return Buffer.concat(kept);
    }
    if (introducer === 0x21) {
      const label = bytes[at + 1];
      const end = subBlocksEnd(bytes, at + 2);
      if (label === undefined || end === null) return null;
      let drop = label === 0xfe; // comment
      if (label === 0xff) {
        const size = bytes[at + 2] ?? 0;
        drop = !GIF_LOOPING_APPS.has(bytes.toString('latin1', at + 3, at + 3 + Math.min(size, 11)));
      }
      if (!drop) kept.push(bytes.subarray(at, end));
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
