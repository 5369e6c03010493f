/**
 * Photos that carry where they were taken, built in the test (issue 10): the EXIF GPS block a
 * phone writes, XMP with the same coordinates, an IPTC block, a comment, and the extra picture
 * a phone appends after the end of a JPEG. The stripped results must contain none of the markers.
 */
import { WEBP_1X1 } from './files.ts';
import { JPEG_1X1, PNG_1X1, pngChunk } from './images.ts';

/** Strings that must not survive stripping (each appears in some metadata block below). */
export const SECRET_MARKERS = ['Exif', 'GPS', 'exif:GPSLatitude', '10.4961', 'Casa de Juan Pérez', 'iPhone 15 Pro', 'Photoshop 3.0', 'MPF'];

/** A little-endian TIFF whose IFD0 names the camera and points at a GPS IFD (N 10° 29' 46", W 66° 51' 11"). */
export function exifTiff(): Buffer {
  const entries: Buffer[] = [];
  const entry = (tag: number, type: number, count: number, value: number) => {
    const b = Buffer.alloc(12);
    b.writeUInt16LE(tag, 0);
    b.writeUInt16LE(type, 2);
    b.writeUInt32LE(count, 4);
    b.writeUInt32LE(value, 8);
    return b;
  };
  // Layout: header (8) | IFD0 (2 + 2×12 + 4 = 30) at 8 | GPS IFD (2 + 4×12 + 4 = 54) at 38 | data at 92.
  const model = Buffer.from('iPhone 15 Pro\0', 'latin1');
  const rationals = (values: number[][]) => Buffer.concat(values.map(([n, d]) => { const b = Buffer.alloc(8); b.writeUInt32LE(n ?? 0, 0); b.writeUInt32LE(d ?? 1, 4); return b; }));
  const latitude = rationals([[10, 1], [29, 1], [46, 1]]);
  const longitude = rationals([[66, 1], [51, 1], [11, 1]]);
  const dataAt = 92;
  entries.push(entry(0x0110, 2, model.length, dataAt), entry(0x8825, 4, 1, 38));
  const ifd0 = Buffer.concat([Buffer.from([2, 0]), ...entries, Buffer.alloc(4)]);
  const gps = Buffer.concat([
    Buffer.from([4, 0]),
    entry(0x0001, 2, 2, 0x4e), // 'N'
    entry(0x0002, 5, 3, dataAt + model.length),
    entry(0x0003, 2, 2, 0x57), // 'W'
    entry(0x0004, 5, 3, dataAt + model.length + 24),
    Buffer.alloc(4),
  ]);
  return Buffer.concat([Buffer.from('II*\0', 'latin1'), Buffer.from([8, 0, 0, 0]), ifd0, gps, model, latitude, longitude, Buffer.from('GPS', 'latin1')]);
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="10.4961N" exif:GPSLongitude="66.8531W"/></rdf:RDF></x:xmpmeta>`;

const segment = (marker: number, payload: Buffer): Buffer => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
};

/** An APP2 segment that claims to be an ICC profile but holds 16 bytes of nothing (dropped: it cannot be checked). */
export const ICC_SEGMENT = segment(0xe2, Buffer.concat([Buffer.from('ICC_PROFILE\0', 'latin1'), Buffer.from([1, 1]), Buffer.alloc(16, 7)]));

/** JPEG_1X1 with EXIF GPS, XMP, IPTC, a comment, an MPF index and an appended second picture with EXIF. */
export function jpegWithGps(withIcc = false): Buffer {
  const soi = JPEG_1X1.subarray(0, 2);
  const rest = JPEG_1X1.subarray(2);
  return Buffer.concat([
    soi,
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff()])),
    ...(withIcc ? [ICC_SEGMENT] : []),
    segment(0xe1, Buffer.concat([Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1'), Buffer.from(XMP, 'utf8')])),
    segment(0xed, Buffer.from('Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x10Casa de Juan Pérez', 'utf8')),
    segment(0xe2, Buffer.from('MPF\0II*\0', 'latin1')),
    segment(0xfe, Buffer.from('Casa de Juan Pérez', 'utf8')),
    rest,
    // A phone's second picture after the end of the first (MPF), with its own EXIF.
    JPEG_1X1.subarray(0, 2),
    segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifTiff()])),
    JPEG_1X1.subarray(2),
  ]);
}


/** PNG_1X1 with eXIf (GPS), tEXt, iTXt (XMP), zTXt and tIME chunks, and bytes after IEND. */
export function pngWithGps(): Buffer {
  const iendAt = PNG_1X1.length - 12;
  return Buffer.concat([
    PNG_1X1.subarray(0, 33), // signature + IHDR
    pngChunk('eXIf', exifTiff()),
    pngChunk('tEXt', Buffer.from('Comment\0Casa de Juan Pérez', 'latin1')),
    pngChunk('iTXt', Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'), Buffer.from(XMP, 'utf8')])),
    pngChunk('zTXt', Buffer.from('Author\0\0xx', 'latin1')),
    pngChunk('tIME', Buffer.from([0x07, 0xea, 11, 26, 12, 0, 0])),
    PNG_1X1.subarray(33, iendAt),
    PNG_1X1.subarray(iendAt),
    Buffer.from('GPS after the end', 'latin1'),
  ]);
}

const riffChunk = (fourcc: string, data: Buffer): Buffer => {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};

/** A RIFF/WEBP file around the given chunks. */
export const webpFile = (chunks: Buffer[]): Buffer => {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
};

/** The VP8X header of a 1×1 picture with the given flags. */
const vp8x = (flags: number): Buffer => riffChunk('VP8X', Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));

const VP8L_CHUNK = WEBP_1X1.subarray(12);

/** An extended WebP (VP8X with the EXIF and XMP flags) carrying EXIF GPS and XMP chunks. */
export const webpWithGps = (): Buffer =>
  webpFile([vp8x(0x08 | 0x04), VP8L_CHUNK, riffChunk('EXIF', exifTiff()), riffChunk('XMP ', Buffer.from(XMP, 'utf8'))]);

/** What stripping webpWithGps must give: the same picture, flags cleared, no metadata chunk. */
export const webpStripped = (): Buffer => webpFile([vp8x(0), VP8L_CHUNK]);

const gifSubBlocks = (data: Buffer): Buffer => Buffer.concat([Buffer.from([data.length]), data, Buffer.from([0])]);

const GIF_HEAD = Buffer.from([...Buffer.from('GIF89a', 'latin1'), 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]);
const GIF_FRAME = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]);
const NETSCAPE = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from('NETSCAPE2.0', 'latin1'), Buffer.from([3, 1, 0, 0, 0])]);

/** A GIF with a comment and an XMP application extension around a looping animation's frame. */
export const gifWithComment = (): Buffer =>
  Buffer.concat([
    GIF_HEAD,
    NETSCAPE,
    Buffer.from([0x21, 0xfe]), gifSubBlocks(Buffer.from('Casa de Juan Pérez GPS 10.4961', 'utf8')),
    Buffer.from([0x21, 0xff, 11]), Buffer.from('XMP DataXMP', 'latin1'), gifSubBlocks(Buffer.from(XMP.slice(0, 200), 'utf8')),
    Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]),
    GIF_FRAME,
    Buffer.from([0x3b]),
  ]);

export const gifStripped = (): Buffer => Buffer.concat([GIF_HEAD, NETSCAPE, Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), GIF_FRAME, Buffer.from([0x3b])]);

/** Whether any of the markers is in the bytes (latin1 and UTF-8 spellings). */
export const leakedMarkers = (bytes: Buffer): string[] =>
  SECRET_MARKERS.filter((marker) => bytes.includes(Buffer.from(marker, 'utf8')) || bytes.includes(Buffer.from(marker, 'latin1')));
