import type { CropArea, ImageSize } from './images.ts';

/**
 * Canvas helpers of the editor's media tools (issue 10): the draft's 596×446 thumbnail drawn from a
 * picture, the video's 250×150 thumbnail drawn from the player's current frame, and a video file's
 * duration. The sizing is pure (tested in Node); the drawing needs a browser.
 */

/** Spec 03 §9 */
export const DRAFT_THUMBNAIL_SIZE: ImageSize = { width: 596, height: 446 };
export const VIDEO_THUMBNAIL_SIZE: ImageSize = { width: 250, height: 150 };
const JPEG_QUALITY = 0.9;

/**
 * The part of the source that fills the target without distortion ('cover'): the largest centred
 * area with the target's aspect ratio.
 */
export const coverArea = (source: ImageSize, target: ImageSize): CropArea => {
  const scale = Math.min(source.width / target.width, source.height / target.height);
  const width = Math.min(source.width, Math.round(target.width * scale));
  const height = Math.min(source.height, Math.round(target.height * scale));
  return { x: Math.round((source.width - width) / 2), y: Math.round((source.height - height) / 2), width, height };
};

const encode = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob === null ? reject(new Error('The picture could not be encoded')) : resolve(blob)), 'image/jpeg', JPEG_QUALITY);
  });

const drawCovering = (source: CanvasImageSource, sourceSize: ImageSize, target: ImageSize): Promise<Blob> => {
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('No 2D canvas available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.width, target.height);
  context.imageSmoothingQuality = 'high';
  const area = coverArea(sourceSize, target);
  context.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, target.width, target.height);
  return encode(canvas);
};

/** The draft's thumbnail: the picture covering a 596×446 canvas, as JPEG. */
export const drawDraftThumbnail = async (picture: Blob): Promise<File> => {
  const bitmap = await createImageBitmap(picture);
  try {
    const blob = await drawCovering(bitmap, { width: bitmap.width, height: bitmap.height }, DRAFT_THUMBNAIL_SIZE);
    return new File([blob], 'miniatura.jpg', { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
};

/** An uploaded picture of the draft, fetched again to draw the thumbnail from it. */
export const fetchPicture = async (url: string): Promise<Blob> => {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The picture answered ${response.status}`);
  return response.blob();
};

/** The player's current frame on a 250×150 canvas, as JPEG. */
export const captureVideoFrame = async (video: HTMLVideoElement): Promise<File> => {
  if (video.videoWidth === 0 || video.videoHeight === 0) throw new Error('The video has no frame to draw yet');
  const blob = await drawCovering(video, { width: video.videoWidth, height: video.videoHeight }, VIDEO_THUMBNAIL_SIZE);
  return new File([blob], 'miniatura-video.jpg', { type: 'image/jpeg' });
};

const PROBE_TIMEOUT_MS = 5000;

/**
 * A video file's duration in seconds, from its metadata; NaN when the file does not say (a WebM
 * recorded in the browser has no duration until it is read to its end, which is tried once).
 * Rejects when the browser cannot read the file as a video at all.
 */
export const probeVideoDuration = (file: Blob): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      outcome();
    };
    const timer = setTimeout(() => finish(() => resolve(Number.NaN)), PROBE_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('error', () => finish(() => reject(new Error('The file is not a video this browser reads'))));
    video.addEventListener('loadedmetadata', () => {
      if (Number.isFinite(video.duration)) {
        finish(() => resolve(video.duration));
        return;
      }
      video.addEventListener('durationchange', () => {
        if (Number.isFinite(video.duration)) finish(() => resolve(video.duration));
      });
      video.currentTime = Number.MAX_SAFE_INTEGER;
    });
    video.src = url;
  });
