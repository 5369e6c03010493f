import { readFile, writeFile } from 'node:fs/promises';
import type { ImageFormat } from './images.ts';
import { stripGif } from './strip-gif.ts';
import { stripJpeg } from './strip-jpeg.ts';
import { stripPng } from './strip-png.ts';
import { stripWebp } from './strip-webp.ts';
import { IMAGE_STRIPS_AT_ONCE } from './upload-limits.ts';

export { exifOrientation, orientationSegment } from './strip-jpeg.ts';

/**
 * Every image the product stores (avatars, attachments that are images, listing photos and
 * thumbnails) leaves without its metadata: a phone's photo carries where it was taken, the
 * camera, names, dates. Issue 10 removed the containers known to carry them; issue 20 keeps
 * instead only what a picture needs to be drawn (pixel data, dimensions, a colour profile
 * without its text, the orientation), format by format (strip-jpeg.ts, strip-png.ts,
 * strip-webp.ts, strip-gif.ts), so a container nobody listed goes too. It works on the file's
 * bytes and never decodes or re-encodes the picture: the pixels are exactly those uploaded.
 *
 * Null when the structure cannot be walked (the caller refuses the file): a file we cannot walk
 * is a file we cannot vouch for.
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

/** At most `max` pieces of work at once; the others wait their turn. */
function limiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
const fewAtATime = limiter(IMAGE_STRIPS_AT_ONCE);

/**
 * Rewrites a received image file in place without its metadata; its new size in bytes, or null
 * when it cannot be walked. The one door every stored image goes through. The file is held in
 * memory while it is rewritten (images are at most 15 MB), IMAGE_STRIPS_AT_ONCE at a time.
 */
export function stripStoredImage(filePath: string, format: ImageFormat): Promise<number | null> {
  return fewAtATime(async () => {
    const stripped = stripImageMetadata(await readFile(filePath), format);
    if (stripped === null) return null;
    await writeFile(filePath, stripped);
    return stripped.length;
  });
}
