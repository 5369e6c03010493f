/**
 * Real PNG files drawn in plain JavaScript (node:zlib for the compression, no native addon), so
 * the demo's listings have photos the upload path sniffs, measures and strips like any other.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

/** A canvas of RGB pixels with the few shapes the demo's pictures need. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  fill(x: number, y: number, w: number, h: number, color: Rgb): void;
  /** A vertical gradient from `top` to `bottom` over the rectangle. */
  gradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): void;
  /** A filled triangle with a flat base (a roof): apex at (cx, top), base from x0 to x1 at `base`. */
  roof(cx: number, top: number, x0: number, x1: number, base: number, color: Rgb): void;
  disc(cx: number, cy: number, r: number, color: Rgb): void;
}

export function createCanvas(width: number, height: number): Canvas & { pixels: Buffer } {
  const pixels = Buffer.alloc(width * height * 3);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = (y * width + x) * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };
  const fill: Canvas['fill'] = (x, y, w, h, color) => {
    for (let row = Math.max(0, Math.round(y)); row < Math.min(height, Math.round(y + h)); row++) {
      for (let column = Math.max(0, Math.round(x)); column < Math.min(width, Math.round(x + w)); column++) set(column, row, color);
    }
  };
  return {
    width,
    height,
    pixels,
    fill,
    gradient(x, y, w, h, top, bottom) {
      for (let row = 0; row < h; row++) {
        const t = h <= 1 ? 0 : row / (h - 1);
        const mix = top.map((channel, i) => Math.round(channel + ((bottom[i] as number) - channel) * t)) as unknown as Rgb;
        fill(x, y + row, w, 1, mix);
      }
    },
    roof(cx, top, x0, x1, base, color) {
      for (let row = Math.round(top); row <= Math.round(base); row++) {
        const t = base === top ? 1 : (row - top) / (base - top);
        fill(cx - (cx - x0) * t, row, (x1 - x0) * t + 1, 1, color);
      }
    },
    disc(cx, cy, r, color) {
      for (let dy = -r; dy <= r; dy++) {
        const half = Math.floor(Math.sqrt(r * r - dy * dy));
        fill(cx - half, cy + dy, half * 2 + 1, 1, color);
      }
    },
  };
}

/** One PNG chunk: length, type, data and the CRC of type and data. */
export const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** The canvas as an 8-bit truecolour PNG (filter 0 on every row; flat shapes deflate well anyway). */
export function encodePng(canvas: Canvas & { pixels: Buffer }): Buffer {
  const { width, height, pixels } = canvas;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
