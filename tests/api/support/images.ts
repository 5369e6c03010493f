/** Real, tiny image files built in the test, so the upload tests need no fixture files. */
import { pngChunk } from '../../../scripts/seed/png.ts';

/** A 1×1 RGBA PNG (chunk CRCs and the zlib stream checked). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const jpegSegment = (marker: number, payload: readonly number[]): number[] => {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
};

/** One Huffman table holding a single one-bit code for `symbol`. */
const singleCodeTable = (tableClassAndId: number, symbol: number): number[] => [
  tableClassAndId,
  1, ...new Array<number>(15).fill(0),
  symbol,
];

/**
 * A 1×1 grey baseline JPEG: JFIF header, a flat quantisation table, one DC and one AC table of
 * a single code each, and one block whose DC difference is 0 followed by end-of-block.
 */
export const JPEG_1X1 = Buffer.from([
  0xff, 0xd8,
  ...jpegSegment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  ...jpegSegment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
  ...jpegSegment(0xc0, [0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]),
  ...jpegSegment(0xc4, singleCodeTable(0x00, 0x00)),
  ...jpegSegment(0xc4, singleCodeTable(0x10, 0x00)),
  ...jpegSegment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
  0b0011_1111,
  0xff, 0xd9,
]);

/** An avatar upload body: the multipart field `file`. */
export function imageForm(bytes: Uint8Array, fileName: string, contentType: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  return form;
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

export const TEXT_FILE = Buffer.from('Esto no es una imagen, solo texto.\n');

// ---------------------------------------------------------------------------------------------
// Images that declare a chosen size in their headers (the pixel data is tiny or absent: servers
// that judge the declared size refuse them before any decoder would allocate the canvas).


/** A PNG whose IHDR declares `width` × `height` (8-bit RGBA), followed by IEND. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([PNG_1X1.subarray(0, 8), pngChunk('IHDR', header), pngChunk('IEND', Buffer.alloc(0))]);
}

const u16le = (value: number): number[] => [value & 0xff, value >> 8];

/** A GIF whose logical screen is `screen` and whose one frame is `frame` (one-pixel LZW data). */
export function gifDeclaring(screen: readonly [number, number], frame: readonly [number, number] = screen): Buffer {
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16le(screen[0]), ...u16le(screen[1]), 0x80, 0, 0, // global colour table of 2 entries
    0, 0, 0, 0xff, 0xff, 0xff,
    0x21, 0xf9, 4, 0, 0, 0, 0, 0, // graphic control extension
    0x2c, 0, 0, 0, 0, ...u16le(frame[0]), ...u16le(frame[1]), 0,
    2, 2, 0x4c, 0x01, 0, // LZW minimum code size 2, one sub-block, terminator
    0x3b,
  ]);
}

/**
 * A baseline JPEG declaring `width` × `height`, with `appBytes` of APP1 segments (as EXIF and
 * ICC profiles are) between its JFIF header and its frame header.
 */
export function jpegDeclaring(width: number, height: number, appBytes = 0): Buffer {
  const appSegments: number[][] = [];
  for (let left = appBytes; left > 0; left -= 65_533) {
    appSegments.push(jpegSegment(0xe1, new Array<number>(Math.min(left, 65_533)).fill(0x41)));
  }
  const frameHeader = [0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  const start = JPEG_1X1.indexOf(Buffer.from([0xff, 0xdb]));
  const frame = JPEG_1X1.indexOf(Buffer.from([0xff, 0xc0]));
  return Buffer.concat([
    JPEG_1X1.subarray(0, start),
    Buffer.from(appSegments.flat()),
    JPEG_1X1.subarray(start, frame),
    Buffer.from(jpegSegment(0xc0, frameHeader)),
    JPEG_1X1.subarray(frame + 2 + 2 + 9),
  ]);
}

export { pngChunk };
