import { Log, MP4BoxBuffer, createFile, type Movie } from 'mp4box';
import type { FileBytes } from './file-bytes.ts';

/**
 * Issue 20: a video is parsed far enough to prove it is one, not judged by its first box (a
 * 12-byte 'ftyp', or a valid one followed by a web page, passed before).
 *
 * - MP4/MOV (ISO base media): every top-level box is walked by its header from the first byte to
 *   the last, and must tile the file exactly; the first is 'ftyp', and one 'moov' (the movie's
 *   index, wherever it is: phones often write it after the media data) is read and parsed by
 *   mp4box, which must find a video track of a codec browsers play. Only 'ftyp' and 'moov' are
 *   ever held in memory (MOOV_MAX_BYTES at most); the media data is skipped by its size.
 * - WebM: the EBML header's DocType is 'webm', and a Segment element follows it.
 */

export type VideoFormat = 'mp4' | 'mov' | 'webm';

/** ISO base media files that are pictures, not videos (HEIC, AVIF and their kin). */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis', 'crx ', 'jpx ', 'jp2 ']);

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/** The video format the first bytes announce: an ISO base media 'ftyp' box, or an EBML header. */
export function videoFormatOf(head: Buffer): VideoFormat | 'ebml' | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (IMAGE_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? 'mov' : 'mp4';
  }
  if (EBML_MAGIC.every((byte, i) => head[i] === byte)) return 'ebml';
  return null;
}

/** The format the whole file proves, or null. */
export async function inspectVideo(bytes: FileBytes): Promise<VideoFormat | null> {
  const announced = videoFormatOf(await bytes.read(0, 16));
  if (announced === null) return null;
  if (announced === 'ebml') return (await isWebm(bytes)) ? 'webm' : null;
  return (await isIsoVideo(bytes)) ? announced : null;
}

// ---------------------------------------------------------------------------------------------
// ISO base media (MP4, MOV)

/** A three-minute 1080p phone video's 'moov' is a few MB at most; past this it is no video of ours. */
export const MOOV_MAX_BYTES = 32 * 1024 * 1024;
const FTYP_MAX_BYTES = 4096;
/** Top-level boxes walked before giving up (a real file has a handful). */
const MAX_TOP_LEVEL_BOXES = 10_000;

/** Sample entries of the video codecs browsers play (H.264, HEVC, Dolby Vision, VP8/9, AV1, MPEG-4 Part 2). */
const VIDEO_CODECS = new Set(['avc1', 'avc3', 'hvc1', 'hev1', 'dvh1', 'dvhe', 'vp08', 'vp09', 'av01', 'mp4v']);

const FOURCC = /^[\x20-\x7e]{4}$/;

async function isIsoVideo(bytes: FileBytes): Promise<boolean> {
  let ftyp: Buffer | null = null;
  let moov: Buffer | null = null;
  let at = 0;
  for (let boxes = 0; at < bytes.size; boxes++) {
    if (boxes >= MAX_TOP_LEVEL_BOXES) return false;
    const head = await bytes.read(at, 16);
    if (head.length < 8) return false;
    const type = head.toString('latin1', 4, 8);
    if (!FOURCC.test(type) || (at === 0) !== (type === 'ftyp')) return false;
    let size = head.readUInt32BE(0);
    let headerSize = 8;
    if (size === 1) {
      if (head.length < 16) return false;
      size = Number(head.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = bytes.size - at; // the last box runs to the end of the file
    }
    if (size < headerSize || at + size > bytes.size) return false;
    if (type === 'ftyp') {
      if (size > FTYP_MAX_BYTES) return false;
      ftyp = Buffer.from(await bytes.read(at, size));
    } else if (type === 'moov') {
      if (moov !== null || size > MOOV_MAX_BYTES) return false;
      moov = Buffer.from(await bytes.read(at, size));
    }
    at += size;
  }
  if (ftyp === null || moov === null) return false;
  return hasPlayableVideoTrack(ftyp, moov);
}

// mp4box logs what it cannot parse; a refused upload is answered, not logged.
Log.setLogLevel(Log.error);

/** mp4box parses 'ftyp' and 'moov' handed to it as one stream (the media data is not needed to read the index). */
function hasPlayableVideoTrack(ftyp: Buffer, moov: Buffer): boolean {
  const joined = Buffer.concat([ftyp, moov]);
  let movie: Movie | null = null;
  try {
    const file = createFile();
    file.onReady = (info) => {
      movie = info;
    };
    file.onError = () => undefined;
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.length) as ArrayBuffer, 0));
    file.flush();
  } catch {
    return false;
  }
  const found: Movie | null = movie;
  if (found === null) return false;
  return (found as Movie).videoTracks.some((track) => VIDEO_CODECS.has(track.codec.slice(0, 4)) && track.video !== undefined && track.video.width > 0 && track.video.height > 0);
}

// ---------------------------------------------------------------------------------------------
// WebM

/** An EBML variable-length integer at `at`: its length in bytes and its value (marker bit kept for IDs). */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { length: number; value: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const EBML_HEADER_MAX_BYTES = 256;

/** The WebM DocType inside an EBML header (other Matroska files do not play in browsers), then a Segment. */
async function isWebm(bytes: FileBytes): Promise<boolean> {
  const start = await bytes.read(0, EBML_HEADER_MAX_BYTES + 16);
  const headerSize = vint(start, 4, false);
  if (headerSize === null || headerSize.unknown) return false;
  const bodyStart = 4 + headerSize.length;
  const bodyEnd = bodyStart + headerSize.value;
  if (bodyEnd > EBML_HEADER_MAX_BYTES || bodyEnd > start.length) return false;
  let docType: string | null = null;
  for (let at = bodyStart; at < bodyEnd; ) {
    const id = vint(start, at, true);
    const size = id === null ? null : vint(start, at + id.length, false);
    if (id === null || size === null || size.unknown) return false;
    const dataAt = at + id.length + size.length;
    if (dataAt + size.value > bodyEnd) return false;
    if (id.value === DOC_TYPE) docType = start.toString('latin1', dataAt, dataAt + size.value).replace(/\0+$/, '');
    at = dataAt + size.value;
  }
  if (docType !== 'webm') return false;
  const segment = vint(start, bodyEnd, true);
  const segmentSize = segment === null ? null : vint(start, bodyEnd + segment.length, false);
  if (segment?.value !== SEGMENT || segmentSize === null) return false;
  // A recorder that streams writes an unknown size; a known one must fit in the file.
  return segmentSize.unknown || bodyEnd + segment.length + segmentSize.length + segmentSize.value <= bytes.size;
}
