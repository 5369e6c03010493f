/**
 * Issue 20: photos that hide a location in every container a format has, not only the standard
 * EXIF/XMP/IPTC ones: JPEG APP0–APP15 (JFIF thumbnail, JFXX, Adobe's APP14 tail, ICC text tags),
 * PNG caBX, private and unknown ancillary chunks, WebP unknown chunks (also inside an animation
 * frame), GIF plain-text and foreign application extensions. The stripped file must hold none of
 * HIDDEN_MARKERS and still be a well-formed picture.
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { exifTiff, webpFile } from './exif.ts';
import { GIF_1X1, WEBP_1X1 } from './files.ts';
import { JPEG_1X1, PNG_1X1, pngChunk } from './images.ts';

export const HIDDEN = 'GPS 10.4961N 66.8531W Casa de Juan Pérez';
export const HIDDEN_MARKERS = ['GPS', '10.4961', 'Casa de Juan', 'Exif', 'iPhone 15 Pro'];

/** Markers found in the bytes, in UTF-8, Latin-1 or UTF-16 (ICC's localized strings). */
export function hiddenMarkersIn(bytes: Buffer): string[] {
  return HIDDEN_MARKERS.filter((marker) =>
    ['utf8', 'latin1', 'utf16le'].some((encoding) => bytes.includes(Buffer.from(marker, encoding as BufferEncoding))) ||
    bytes.includes(Buffer.from(marker, 'utf16le').swap16()),
  );
}

const text = (value: string): Buffer => Buffer.from(value, 'utf8');

// ---------------------------------------------------------------------------------------------
// ICC

const iccTag = (type: string, body: Buffer): Buffer => Buffer.concat([Buffer.from(type, 'latin1'), Buffer.alloc(4), body]);
const pad4 = (data: Buffer): Buffer => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

/** The colour data the cleaning must keep byte for byte. */
export const ICC_WHITE = iccTag('XYZ ', Buffer.from([0, 0, 0xf6, 0xd6, 0, 1, 0, 0, 0, 0, 0xd3, 0x2d]));
export const ICC_CURVE = iccTag('curv', Buffer.from([0, 0, 0, 1, 0x01, 0xcd]));

/** A small display profile with text in its description, copyright, device names, an unknown tag, the header and a gap. */
export function iccWithText(): Buffer {
  const mluc = (value: string): Buffer => {
    const utf16 = Buffer.from(value, 'utf16le').swap16();
    const head = Buffer.alloc(20);
    head.writeUInt32BE(1, 0);
    head.writeUInt32BE(12, 4);
    head.write('esES', 8, 'latin1');
    head.writeUInt32BE(utf16.length, 12);
    head.writeUInt32BE(28, 16);
    return iccTag('mluc', Buffer.concat([head, utf16]));
  };
  const descType = Buffer.concat([Buffer.from([0, 0, 0, HIDDEN.length + 1]), text(`${HIDDEN}\0`), Buffer.alloc(79)]);
  const tags: Array<[string, Buffer]> = [
    ['desc', iccTag('desc', descType)],
    ['cprt', iccTag('text', text(`${HIDDEN}\0`))],
    ['dmnd', mluc(HIDDEN)],
    ['wtpt', ICC_WHITE],
    ['rTRC', ICC_CURVE],
    ['zzzz', iccTag('zzzz', text(HIDDEN))],
  ];
  const tableEnd = 128 + 4 + tags.length * 12;
  const gap = pad4(text(HIDDEN));
  const table = Buffer.alloc(4 + tags.length * 12);
  table.writeUInt32BE(tags.length, 0);
  const bodies: Buffer[] = [gap];
  let offset = tableEnd + gap.length;
  tags.forEach(([signature, body], i) => {
    table.write(signature, 4 + i * 12, 'latin1');
    table.writeUInt32BE(offset, 8 + i * 12);
    table.writeUInt32BE(body.length, 12 + i * 12);
    const padded = pad4(body);
    bodies.push(padded);
    offset += padded.length;
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.write('appl', 4, 'latin1');
  header.writeUInt32BE(0x04300000, 8);
  header.write('mntrRGB XYZ ', 12, 'latin1');
  header.writeUInt16BE(2026, 24);
  header.write('acsp', 36, 'latin1');
  header.write('GPS ', 48, 'latin1'); // a 'manufacturer' signature spelling the marker
  header.write('10.4961', 100, 'latin1'); // reserved bytes
  return Buffer.concat([header, table, ...bodies]);
}

// ---------------------------------------------------------------------------------------------
// JPEG

const segment = (marker: number, payload: Buffer): Buffer => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
};

const exifApp1 = (): Buffer => segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff()]));

/** JPEG_1X1 with text in every APPn (APP0 JFIF thumbnail and JFXX, APP14 Adobe's tail, ICC in two chunks), a comment and an appended picture. */
export function jpegHidingText(): Buffer {
  const jfif = JPEG_1X1.subarray(4, 2 + 2 + JPEG_1X1.readUInt16BE(4)); // length + payload of the clean JFIF
  const jfifPayload = Buffer.from(jfif.subarray(2));
  const thumbnail = pad4(text(HIDDEN)).subarray(0, 12); // a 2×2 RGB "thumbnail" of text
  jfifPayload[12] = 2;
  jfifPayload[13] = 2;
  const profile = iccWithText();
  const half = Math.ceil(profile.length / 2);
  const icc = (sequence: number, data: Buffer) => segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0', 'latin1'), Buffer.from([sequence, 2]), data]));
  const appN = Array.from({ length: 16 }, (_, n) => n)
    .filter((n) => n !== 0 && n !== 1 && n !== 2 && n !== 14)
    .map((n) => segment(0xe0 + n, text(`APP${n} ${HIDDEN}`)));
  return Buffer.concat([
    JPEG_1X1.subarray(0, 2),
    segment(0xe0, Buffer.concat([jfifPayload, thumbnail])),
    segment(0xe0, text(`JFXX\0${HIDDEN}`)),
    exifApp1(),
    segment(0xe1, text(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${HIDDEN}</x:xmpmeta>`)),
    icc(2, profile.subarray(half)),
    icc(1, profile.subarray(0, half)),
    segment(0xe2, text(`MPF\0${HIDDEN}`)),
    segment(0xee, Buffer.concat([Buffer.from([...Buffer.from('Adobe', 'latin1'), 0, 0x64, 0, 0, 0, 0, 1]), text(HIDDEN)])),
    ...appN,
    segment(0xfe, text(HIDDEN)),
    JPEG_1X1.subarray(2 + 2 + JPEG_1X1.readUInt16BE(4)),
    JPEG_1X1.subarray(0, 2),
    exifApp1(),
    JPEG_1X1.subarray(2),
  ]);
}

// ---------------------------------------------------------------------------------------------
// PNG

/** PNG_1X1 with every text chunk, eXIf, caBX, a private and an unknown ancillary chunk, tIME, an iCCP with text, and bytes after IEND. */
export function pngHidingText(): Buffer {
  const iendAt = PNG_1X1.length - 12;
  return Buffer.concat([
    PNG_1X1.subarray(0, 33),
    pngChunk('iCCP', Buffer.concat([text(`${HIDDEN.slice(0, 40)}\0\0`), deflateSync(iccWithText())])),
    pngChunk('eXIf', exifTiff()),
    pngChunk('tEXt', text(`Comment\0${HIDDEN}`)),
    pngChunk('iTXt', text(`XML:com.adobe.xmp\0\0\0\0\0${HIDDEN}`)),
    pngChunk('zTXt', Buffer.concat([text('Location\0\0'), deflateSync(text(HIDDEN))])),
    pngChunk('caBX', text(`jumb c2pa ${HIDDEN}`)),
    pngChunk('prVt', text(HIDDEN)),
    pngChunk('gpSx', text(HIDDEN)),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 26, 12, 0, 0])),
    PNG_1X1.subarray(33, iendAt),
    pngChunk('laTe', text(HIDDEN)),
    PNG_1X1.subarray(iendAt),
    text(HIDDEN),
  ]);
}

/** Throws unless the PNG is signature, IHDR, …, IEND with good CRCs and an IDAT stream that inflates. */
export function assertWellFormedPng(bytes: Buffer): void {
  if (!bytes.subarray(0, 8).equals(PNG_1X1.subarray(0, 8))) throw new Error('no PNG signature');
  const types: string[] = [];
  const idat: Buffer[] = [];
  let at = 8;
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) throw new Error(`bad CRC in ${type}`);
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'iCCP') inflateSync(bytes.subarray(bytes.indexOf(0, at + 8) + 2, at + 8 + length));
    types.push(type);
    at += 12 + length;
  }
  if (at !== bytes.length || types[0] !== 'IHDR' || types.at(-1) !== 'IEND') throw new Error(`bad chunk order: ${types.join(' ')}`);
  inflateSync(Buffer.concat(idat));
}

// ---------------------------------------------------------------------------------------------
// WebP

const riffChunk = (fourcc: string, data: Buffer): Buffer => {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};

const VP8L = WEBP_1X1.subarray(12);

/** An animated, extended WebP: ICCP with text, EXIF, XMP, unknown chunks at the top and inside its frame, bytes after the RIFF. */
export function webpHidingText(): Buffer {
  const vp8x = Buffer.from([0x20 | 0x08 | 0x04 | 0x02, 0x47, 0x50, 0x53, 0, 0, 0, 0, 0, 0]); // reserved bytes spell 'GPS'
  const frame = Buffer.concat([Buffer.alloc(16), VP8L, riffChunk('GPSx', text(HIDDEN))]);
  return Buffer.concat([
    webpFile([
      riffChunk('VP8X', vp8x),
      riffChunk('ICCP', iccWithText()),
      riffChunk('ANIM', Buffer.concat([Buffer.from([0, 0, 0, 0, 0, 0]), text(HIDDEN)])),
      riffChunk('ANMF', frame),
      riffChunk('EXIF', exifTiff()),
      riffChunk('XMP ', text(HIDDEN)),
      riffChunk('caBX', text(HIDDEN)),
      riffChunk('zzzz', text(HIDDEN)),
    ]),
    text(HIDDEN),
  ]);
}

/** Throws unless the RIFF size matches and every chunk (an animation frame's too) fits exactly. */
export function assertWellFormedWebp(bytes: Buffer): string[] {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.readUInt32LE(4) !== bytes.length - 8) throw new Error('bad RIFF size');
  const walk = (from: number, to: number): string[] => {
    const found: string[] = [];
    let at = from;
    while (at < to) {
      const fourcc = bytes.toString('latin1', at, at + 4);
      const size = bytes.readUInt32LE(at + 4);
      found.push(fourcc);
      if (fourcc === 'ANMF') found.push(...walk(at + 8 + 16, at + 8 + size).map((inner) => `ANMF/${inner}`));
      at += 8 + size + (size % 2);
    }
    if (at !== to) throw new Error('a chunk runs past its container');
    return found;
  };
  return walk(12, bytes.length);
}

// ---------------------------------------------------------------------------------------------
// GIF

const subBlocks = (data: Buffer): Buffer => Buffer.concat([Buffer.from([data.length]), data, Buffer.from([0])]);

/** GIF_1X1 with a comment, a plain-text extension, XMP, a NETSCAPE loop carrying an extra sub-block, an unknown extension and bytes after the trailer. */
export function gifHidingText(): Buffer {
  const screenEnd = 13 + 6; // header, screen, 2-colour table
  const rest = GIF_1X1.subarray(screenEnd, GIF_1X1.length - 1);
  return Buffer.concat([
    GIF_1X1.subarray(0, screenEnd),
    Buffer.from([0x21, 0xff, 11]), Buffer.from('NETSCAPE2.0', 'latin1'), Buffer.from([3, 1, 0, 0]), subBlocks(text(HIDDEN)),
    Buffer.from([0x21, 0xfe]), subBlocks(text(HIDDEN)),
    Buffer.from([0x21, 0x01]), subBlocks(Buffer.concat([Buffer.alloc(12), text(HIDDEN)])),
    Buffer.from([0x21, 0xff, 11]), Buffer.from('XMP DataXMP', 'latin1'), subBlocks(text(HIDDEN)),
    Buffer.from([0x21, 0x99]), subBlocks(text(HIDDEN)),
    rest,
    Buffer.from([0x3b]),
    text(HIDDEN),
  ]);
}
