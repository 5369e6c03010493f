/** Real, tiny image files built in the test, so the upload tests need no fixture files. */

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
