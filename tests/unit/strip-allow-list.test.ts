import jpeg from 'jpeg-js';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cleanIccProfile } from '../../server/storage/icc-profile.ts';
import { stripImageMetadata } from '../../server/storage/strip-metadata.ts';
import { GIF_1X1, WEBP_1X1 } from '../api/support/files.ts';
import {
  ICC_CURVE,
  ICC_WHITE,
  assertWellFormedPng,
  assertWellFormedWebp,
  gifHidingText,
  hiddenMarkersIn,
  iccWithText,
  jpegHidingText,
  pngHidingText,
  webpHidingText,
} from '../api/support/hidden-text.ts';
import { JPEG_1X1, PNG_1X1 } from '../api/support/images.ts';

/** The ICC profile an output carries (JPEG APP2 chunks joined, PNG iCCP inflated, WebP ICCP), or null. */
function profileIn(bytes: Buffer, format: 'jpeg' | 'png' | 'webp'): Buffer | null {
  if (format === 'webp') {
    const at = bytes.indexOf('ICCP', 12, 'latin1');
    return at === -1 ? null : bytes.subarray(at + 8, at + 8 + bytes.readUInt32LE(at + 4));
  }
  if (format === 'png') {
    const at = bytes.indexOf('iCCP', 8, 'latin1');
    if (at === -1) return null;
    const data = bytes.subarray(at + 4, at + 4 + bytes.readUInt32BE(at - 4));
    return inflateSync(data.subarray(data.indexOf(0) + 2));
  }
  const parts: Buffer[] = [];
  let at = bytes.indexOf('ICC_PROFILE\0', 0, 'latin1');
  while (at !== -1) {
    parts.push(bytes.subarray(at + 14, at - 2 + bytes.readUInt16BE(at - 2)));
    at = bytes.indexOf('ICC_PROFILE\0', at + 1, 'latin1');
  }
  return parts.length === 0 ? null : Buffer.concat(parts);
}

describe('the crafted photos hide text in every container', () => {
  it('each carries the markers before stripping', () => {
    for (const file of [jpegHidingText(), pngHidingText(), webpHidingText(), gifHidingText(), iccWithText()]) {
      expect(hiddenMarkersIn(file)).toEqual(expect.arrayContaining(['GPS', '10.4961', 'Casa de Juan']));
    }
  });
});

describe('stripImageMetadata keeps only what draws the picture', () => {
  it('JPEG: no APPn text, comment, thumbnail or appended picture survives; it decodes to the same pixels; JFIF, Adobe transform and ICC are rebuilt', () => {
    const stripped = stripImageMetadata(jpegHidingText(), 'jpeg') as Buffer;
    expect(hiddenMarkersIn(stripped)).toEqual([]);
    const decoded = jpeg.decode(stripped, { useTArray: true });
    expect([decoded.width, decoded.height]).toEqual([1, 1]);
    expect(Buffer.from(decoded.data).equals(Buffer.from(jpeg.decode(JPEG_1X1, { useTArray: true }).data))).toBe(true);
    const markers: number[] = [];
    for (let at = 2; at < stripped.length && stripped[at + 1] !== 0xda; at += 2 + stripped.readUInt16BE(at + 2)) markers.push(stripped[at + 1] as number);
    expect(markers.filter((marker) => marker >= 0xe0 && marker <= 0xef)).toEqual([0xe0, 0xee, 0xe2]);
    const jfif = stripped.subarray(4, 4 + stripped.readUInt16BE(4));
    expect(jfif.equals(JPEG_1X1.subarray(4, 4 + JPEG_1X1.readUInt16BE(4)))).toBe(true); // thumbnail gone
    const adobe = stripped.indexOf('Adobe', 0, 'latin1');
    expect(stripped.readUInt16BE(adobe - 2)).toBe(14);
    expect(stripped[adobe + 11]).toBe(1);
    const profile = profileIn(stripped, 'jpeg') as Buffer;
    expect(profile.includes(ICC_WHITE) && profile.includes(ICC_CURVE)).toBe(true);
  });

  it('PNG: only critical and rendering chunks stay (the iCCP cleaned and renamed); nothing after IEND; it is well formed', () => {
    const stripped = stripImageMetadata(pngHidingText(), 'png') as Buffer;
    expect(hiddenMarkersIn(stripped)).toEqual([]);
    assertWellFormedPng(stripped);
    expect(profileIn(stripped, 'png')?.includes(ICC_CURVE)).toBe(true);
    const chunks: string[] = [];
    for (let at = 8; at < stripped.length; at += 12 + stripped.readUInt32BE(at)) chunks.push(stripped.toString('latin1', at + 4, at + 8));
    expect(chunks).toEqual(['IHDR', 'iCCP', 'IDAT', 'IEND']);
    expect(stripImageMetadata(PNG_1X1, 'png')?.equals(PNG_1X1)).toBe(true);
  });

  it('WebP: picture, animation and a cleaned ICCP stay, unknown chunks go (inside a frame too); VP8X flags and reserved bytes say only what is left', () => {
    const stripped = stripImageMetadata(webpHidingText(), 'webp') as Buffer;
    expect(hiddenMarkersIn(stripped)).toEqual([]);
    expect(assertWellFormedWebp(stripped)).toEqual(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ANMF/VP8L']);
    expect(stripped.subarray(20, 24).equals(Buffer.from([0x20 | 0x02, 0, 0, 0]))).toBe(true);
    expect(profileIn(stripped, 'webp')?.includes(ICC_WHITE)).toBe(true);
    expect(stripImageMetadata(WEBP_1X1, 'webp')?.equals(WEBP_1X1)).toBe(true);
  });

  it('GIF: the frames, their graphic control and a bare loop count stay; comments, plain text and foreign extensions go', () => {
    const stripped = stripImageMetadata(gifHidingText(), 'gif') as Buffer;
    expect(hiddenMarkersIn(stripped)).toEqual([]);
    const loop = Buffer.from([0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'latin1'), 3, 1, 0, 0, 0]);
    expect(stripped.equals(Buffer.concat([GIF_1X1.subarray(0, 19), loop, GIF_1X1.subarray(19)]))).toBe(true);
    expect(stripImageMetadata(GIF_1X1, 'gif')?.equals(GIF_1X1)).toBe(true);
  });
});

describe('cleanIccProfile', () => {
  it('keeps the colour tags byte for byte and the table in place; blanks text tags, the header’s names and date, and the gaps', () => {
    const original = iccWithText();
    const clean = cleanIccProfile(original) as Buffer;
    expect(hiddenMarkersIn(clean)).toEqual([]);
    expect(clean.length).toBe(original.length);
    expect(clean.subarray(128, 132 + 6 * 12).equals(original.subarray(128, 132 + 6 * 12))).toBe(true);
    expect(clean.includes(ICC_WHITE) && clean.includes(ICC_CURVE)).toBe(true);
    expect(clean.toString('latin1', 36, 40)).toBe('acsp');
    expect(clean.subarray(24, 36).every((byte) => byte === 0)).toBe(true);
    const dmnd = clean.readUInt32BE(132 + 2 * 12 + 4);
    expect(clean.toString('latin1', dmnd, dmnd + 4)).toBe('mluc');
    expect([clean.readUInt32BE(dmnd + 8), clean.readUInt32BE(dmnd + 12)]).toEqual([0, 12]);
  });

  it('refuses what it cannot walk: a wrong size, no signature, a tag past the end', () => {
    const original = iccWithText();
    expect(cleanIccProfile(original.subarray(0, 200))).toBeNull();
    const unsigned = Buffer.from(original);
    unsigned.write('nope', 36, 'latin1');
    expect(cleanIccProfile(unsigned)).toBeNull();
    const broken = Buffer.from(original);
    broken.writeUInt32BE(original.length, 132 + 8);
    expect(cleanIccProfile(broken)).toBeNull();
  });

  it('a JPEG whose ICC chunks do not add up loses the profile, not the picture', () => {
    const file = jpegHidingText();
    const second = file.indexOf('ICC_PROFILE\0', 0, 'latin1');
    file[second + 13] = 3; // "of 3", with two chunks
    const stripped = stripImageMetadata(file, 'jpeg') as Buffer;
    expect(profileIn(stripped, 'jpeg')).toBeNull();
    expect(jpeg.decode(stripped).width).toBe(1);
  });
});
