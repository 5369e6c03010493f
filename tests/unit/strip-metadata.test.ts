import { describe, expect, it } from 'vitest';
import { exifOrientation, orientationSegment, stripImageMetadata } from '../../server/storage/strip-metadata.ts';
import {
  exifTiff,
  gifStripped,
  gifWithComment,
  jpegWithGps,
  leakedMarkers,
  pngWithGps,
  webpStripped,
  webpWithGps,
} from '../api/support/exif.ts';
import { WEBP_1X1 } from '../api/support/files.ts';
import { JPEG_1X1, PNG_1X1, gifDeclaring } from '../api/support/images.ts';

describe('the fixtures carry what must go', () => {
  it('each photo with GPS holds the markers before stripping', () => {
    expect(exifTiff().includes(Buffer.from('GPS'))).toBe(true);
    for (const file of [jpegWithGps(), pngWithGps(), webpWithGps(), gifWithComment()]) expect(leakedMarkers(file).length).toBeGreaterThan(0);
    expect(leakedMarkers(jpegWithGps())).toEqual(expect.arrayContaining(['Exif', 'GPS', 'exif:GPSLatitude', 'iPhone 15 Pro', 'Photoshop 3.0', 'MPF']));
  });
});

describe('stripImageMetadata', () => {
  it('JPEG: EXIF, XMP, IPTC, comment, MPF and the appended picture go; the picture stays byte for byte', () => {
    const stripped = stripImageMetadata(jpegWithGps(), 'jpeg');
    expect(stripped).not.toBeNull();
    expect(leakedMarkers(stripped as Buffer)).toEqual([]);
    expect(stripped?.equals(JPEG_1X1)).toBe(true);
  });

  it('JPEG: an ICC segment that holds no readable profile goes (a real one is kept cleaned: strip-allow-list.test.ts)', () => {
    expect(stripImageMetadata(jpegWithGps(true), 'jpeg')?.equals(JPEG_1X1)).toBe(true);
  });

  it('JPEG: a clean file comes back unchanged; one cut after its scan gets its end marker', () => {
    expect(stripImageMetadata(JPEG_1X1, 'jpeg')?.equals(JPEG_1X1)).toBe(true);
    expect(stripImageMetadata(JPEG_1X1.subarray(0, JPEG_1X1.length - 2), 'jpeg')?.equals(JPEG_1X1)).toBe(true);
  });

  it('JPEG: a stuffed 0xFF00 or a restart marker inside the scan does not end it', () => {
    const sos = JPEG_1X1.indexOf(Buffer.from([0xff, 0xda]));
    const scanData = sos + 2 + 8; // SOS length 8
    const withStuffing = Buffer.concat([JPEG_1X1.subarray(0, scanData), Buffer.from([0x12, 0xff, 0x00, 0xff, 0xd0, 0x34]), JPEG_1X1.subarray(scanData)]);
    expect(stripImageMetadata(withStuffing, 'jpeg')?.equals(withStuffing)).toBe(true);
  });

  it('JPEG: a comment between the scans of a progressive file goes too', () => {
    const eoi = JPEG_1X1.length - 2;
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x05, 0x47, 0x50, 0x53]);
    const secondScan = JPEG_1X1.subarray(JPEG_1X1.indexOf(Buffer.from([0xff, 0xda])), eoi);
    const file = Buffer.concat([JPEG_1X1.subarray(0, eoi), comment, secondScan, JPEG_1X1.subarray(eoi)]);
    const stripped = stripImageMetadata(file, 'jpeg') as Buffer;
    expect(stripped.includes(Buffer.from('GPS'))).toBe(false);
    expect(stripped.equals(Buffer.concat([JPEG_1X1.subarray(0, eoi), secondScan, JPEG_1X1.subarray(eoi)]))).toBe(true);
  });

  it('JPEG: a segment length past the end is refused', () => {
    expect(stripImageMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x00]), 'jpeg')).toBeNull();
    expect(stripImageMetadata(Buffer.from([0xff, 0xd8, 0x00, 0x00]), 'jpeg')).toBeNull();
  });

  it('PNG: eXIf, tEXt, iTXt, zTXt, tIME and the bytes after IEND go', () => {
    const stripped = stripImageMetadata(pngWithGps(), 'png');
    expect(leakedMarkers(stripped as Buffer)).toEqual([]);
    expect(stripped?.equals(PNG_1X1)).toBe(true);
    expect(stripImageMetadata(PNG_1X1, 'png')?.equals(PNG_1X1)).toBe(true);
  });

  it('PNG: a chunk running past the end, or no IEND, is refused', () => {
    expect(stripImageMetadata(PNG_1X1.subarray(0, 40), 'png')).toBeNull();
    expect(stripImageMetadata(PNG_1X1.subarray(0, PNG_1X1.length - 12), 'png')).toBeNull();
  });

  it('WebP: the EXIF and XMP chunks go, their VP8X flags are cleared and the RIFF size follows', () => {
    const stripped = stripImageMetadata(webpWithGps(), 'webp') as Buffer;
    expect(leakedMarkers(stripped)).toEqual([]);
    expect(stripped.equals(webpStripped())).toBe(true);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(stripImageMetadata(WEBP_1X1, 'webp')?.equals(WEBP_1X1)).toBe(true);
  });

  it('WebP: a chunk running past the RIFF end is refused', () => {
    const broken = Buffer.from(WEBP_1X1);
    broken.writeUInt32LE(500, 16);
    expect(stripImageMetadata(broken, 'webp')).toBeNull();
  });

  it('GIF: comments and foreign application extensions go; the loop and the frames stay', () => {
    const stripped = stripImageMetadata(gifWithComment(), 'gif') as Buffer;
    expect(leakedMarkers(stripped)).toEqual([]);
    expect(stripped.equals(gifStripped())).toBe(true);
    const plain = gifDeclaring([1, 1]);
    expect(stripImageMetadata(plain, 'gif')?.equals(plain)).toBe(true);
  });

  it('GIF: an unknown block is refused; a missing trailer is added', () => {
    expect(stripImageMetadata(Buffer.concat([gifStripped().subarray(0, 19), Buffer.from([0x99])]), 'gif')).toBeNull();
    const noTrailer = gifStripped().subarray(0, gifStripped().length - 1);
    expect(stripImageMetadata(noTrailer, 'gif')?.equals(gifStripped())).toBe(true);
  });
});

describe('a JPEG’s orientation survives, alone', () => {
  /** A big-endian EXIF whose IFD0 holds Orientation, the camera model and a GPS pointer. */
  const exifWithOrientation = (orientation: number): Buffer => {
    const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 14);
    tiff.write('MM\0*', 0, 'latin1');
    tiff.writeUInt32BE(8, 4);
    tiff.writeUInt16BE(3, 8);
    const entry = (i: number, tag: number, type: number, count: number, value: number, short = false) => {
      const at = 10 + i * 12;
      tiff.writeUInt16BE(tag, at);
      tiff.writeUInt16BE(type, at + 2);
      tiff.writeUInt32BE(count, at + 4);
      if (short) tiff.writeUInt16BE(value, at + 8);
      else tiff.writeUInt32BE(value, at + 8);
    };
    entry(0, 0x0110, 2, 14, 50);
    entry(1, 0x0112, 3, 1, orientation, true);
    entry(2, 0x8825, 4, 1, 0);
    tiff.write('iPhone 15 Pro\0', 50, 'latin1');
    const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from('GPS', 'latin1')]);
    const header = Buffer.from([0xff, 0xe1, 0, 0]);
    header.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([header, payload]);
  };

  it('a portrait photo (orientation 6) keeps an EXIF block with only its orientation, after the JFIF header', () => {
    const file = Buffer.concat([JPEG_1X1.subarray(0, 2), exifWithOrientation(6), JPEG_1X1.subarray(2)]);
    const stripped = stripImageMetadata(file, 'jpeg') as Buffer;
    expect(stripped.includes(Buffer.from('GPS'))).toBe(false);
    expect(stripped.includes(Buffer.from('iPhone'))).toBe(false);
    const jfifEnd = 2 + 2 + JPEG_1X1.readUInt16BE(4);
    const segment = orientationSegment(6);
    expect(stripped.subarray(jfifEnd, jfifEnd + segment.length).equals(segment)).toBe(true);
    expect(exifOrientation(segment.subarray(4))).toBe(6);
    expect(Buffer.concat([stripped.subarray(0, jfifEnd), stripped.subarray(jfifEnd + segment.length)]).equals(JPEG_1X1)).toBe(true);
  });

  it('orientation 1 (upright) needs no block', () => {
    const file = Buffer.concat([JPEG_1X1.subarray(0, 2), exifWithOrientation(1), JPEG_1X1.subarray(2)]);
    expect(stripImageMetadata(file, 'jpeg')?.equals(JPEG_1X1)).toBe(true);
  });

  it('reads the orientation of either byte order, and nothing from a block that is no EXIF', () => {
    expect(exifOrientation(exifWithOrientation(8).subarray(4))).toBe(8);
    expect(exifOrientation(orientationSegment(3).subarray(4))).toBe(3);
    expect(exifOrientation(Buffer.from('http://ns.adobe.com/xap/1.0/\0<x/>', 'latin1'))).toBeNull();
    expect(exifOrientation(Buffer.from('Exif\0\0II*\0\xff\xff\0\0', 'latin1'))).toBeNull();
  });
});
