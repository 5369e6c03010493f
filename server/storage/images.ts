import { ApiFailure } from '../http/failure.ts';
import type { FileBytes } from './file-bytes.ts';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from './upload-limits.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** What the bytes say an image is: the format by its signature, the size its headers declare. */
export interface ImageInfo {
  format: ImageFormat;
  extension: 'jpg' | 'png' | 'webp' | 'gif';
  width: number;
  height: number;
}

/** Enough leading bytes for every signature below and for the PNG and WebP size fields. */
export const IMAGE_HEAD_BYTES = 32;

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Buffer, at: number, length: number): string => bytes.toString('latin1', at, at + length);

/** The image format the first bytes announce, or null. */
export function imageFormatOf(head: Buffer): ImageFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  return null;
}

type Size = [width: number, height: number];

function pngSize(head: Buffer): Size | null {
  if (head.length < 24 || ascii(head, 12, 4) !== 'IHDR') return null;
  return [head.readUInt32BE(16), head.readUInt32BE(20)];
}

function webpSize(head: Buffer): Size | null {
  if (head.length < 30) return null;
  const chunk = ascii(head, 12, 4);
  if (chunk === 'VP8 ' && startsWith(head, [0x9d, 0x01, 0x2a], 23)) {
    return [head.readUInt16LE(26) & 0x3fff, head.readUInt16LE(28) & 0x3fff];
  }
  if (chunk === 'VP8L' && head[20] === 0x2f) {
    const bits = head.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8X') return [1 + head.readUIntLE(24, 3), 1 + head.readUIntLE(27, 3)];
  return null;
}

/** Markers walked before giving up: real files reach their frame header within a few dozen. */
const JPEG_MAX_MARKERS = 10_000;

/**
 * Walks the segments from the start of the file to the start-of-frame header, however large the
 * APP segments (EXIF, ICC profiles, thumbnails) in front of it, reading only each segment's head.
 */
async function jpegSize(bytes: FileBytes): Promise<Size | null> {
  let offset = 2;
  for (let step = 0; step < JPEG_MAX_MARKERS; step++) {
    const segment = await bytes.read(offset, 9);
    if (segment.length < 4 || segment[0] !== 0xff) return null;
    const marker = segment[1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return segment.length < 9 ? null : [segment.readUInt16BE(7), segment.readUInt16BE(5)];
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2; // standalone markers have no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = segment.readUInt16BE(2);
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

/** Skips a run of GIF sub-blocks (each a length byte and that many bytes, ended by a 0) and returns where it ends. */
async function skipGifSubBlocks(bytes: FileBytes, offset: number): Promise<number | null> {
  let at = offset;
  while (at < bytes.size) {
    const [length] = await bytes.read(at, 1);
    if (length === undefined) return null;
    at += 1 + length;
    if (length === 0) return at;
  }
  return null;
}

/**
 * The logical screen, grown to cover every frame: browsers enlarge the canvas to a first frame
 * larger than the screen, so a 1×1 screen can hide a 60,000 px frame. A walk that meets bytes it
 * does not understand stops there, as decoders do, with what it has measured.
 */
async function gifSize(bytes: FileBytes, head: Buffer): Promise<Size | null> {
  if (head.length < 13) return null;
  let width = head.readUInt16LE(6);
  let height = head.readUInt16LE(8);
  const screenFlags = head[10] ?? 0;
  let at = 13 + (screenFlags & 0x80 ? 3 * 2 ** ((screenFlags & 0x07) + 1) : 0);
  while (at < bytes.size) {
    const [introducer, label] = await bytes.read(at, 2);
    if (introducer === 0x21 && label !== undefined) {
      const next = await skipGifSubBlocks(bytes, at + 2);
      if (next === null) break;
      at = next;
    } else if (introducer === 0x2c) {
      const descriptor = await bytes.read(at + 1, 9);
      if (descriptor.length < 9) break;
      width = Math.max(width, descriptor.readUInt16LE(0) + descriptor.readUInt16LE(4));
      height = Math.max(height, descriptor.readUInt16LE(2) + descriptor.readUInt16LE(6));
      const frameFlags = descriptor[8] ?? 0;
      const imageData = at + 10 + (frameFlags & 0x80 ? 3 * 2 ** ((frameFlags & 0x07) + 1) : 0) + 1; // + LZW code size
      const next = await skipGifSubBlocks(bytes, imageData);
      if (next === null) break;
      at = next;
    } else {
      break; // the trailer (0x3b) or bytes no decoder would read on
    }
  }
  return [width, height];
}

const EXTENSION = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' } as const;

/**
 * A JPEG, PNG, WebP or GIF whose headers declare a size of at least 1×1; null for anything else,
 * whatever its name says. The size is as declared: the limits are checked by the caller.
 */
export async function inspectImage(bytes: FileBytes): Promise<ImageInfo | null> {
  const head = await bytes.read(0, IMAGE_HEAD_BYTES);
  const format = imageFormatOf(head);
  if (format === null) return null;
  const size =
    format === 'jpeg' ? await jpegSize(bytes)
    : format === 'png' ? pngSize(head)
    : format === 'webp' ? webpSize(head)
    : await gifSize(bytes, head);
  if (size === null) return null;
  const [width, height] = size;
  if (width < 1 || height < 1) return null;
  return { format, extension: EXTENSION[format], width, height };
}

/** Refuses an image that declares more than IMAGE_MAX_PIXELS, or a side over IMAGE_MAX_SIDE (422 IMAGE_DIMENSIONS_TOO_LARGE). */
export function requireImageWithinLimits(image: ImageInfo): ImageInfo {
  if (image.width > IMAGE_MAX_SIDE || image.height > IMAGE_MAX_SIDE || image.width * image.height > IMAGE_MAX_PIXELS) {
    throw new ApiFailure(
      'IMAGE_DIMENSIONS_TOO_LARGE',
      `The image is ${image.width} × ${image.height} pixels; at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels and ${IMAGE_MAX_SIDE} pixels a side are accepted`,
    );
  }
  return image;
}
