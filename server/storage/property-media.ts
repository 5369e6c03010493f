import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../http/failure.ts';
import { FileBytes } from './file-bytes.ts';
import { imageFormatOf, inspectImage, requireImageWithinLimits, type ImageInfo } from './images.ts';
import { receiveUpload } from './receive-upload.ts';
import { stripStoredImage } from './strip-metadata.ts';
import { inspectVideo, videoFormatOf, type VideoFormat } from './videos.ts';
import { PROPERTY_IMAGES, PROPERTY_VIDEOS, uploadsDir, type UploadTempFile } from './upload-files.ts';
import { LISTING_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from './upload-limits.ts';

const notAnImage = (): ApiFailure => new ApiFailure('FILE_TYPE_INVALID', 'The file is not a JPEG, PNG, WebP or GIF image');
const notAVideo = (): ApiFailure => new ApiFailure('FILE_TYPE_INVALID', 'The file is not an MP4, MOV or WebM video');

export interface ReceivedMedia {
  /** Where it will be served once in place: store this in the row. */
  readonly url: string;
  /** The checked file, waiting for the commit (see storeAfterCommit). */
  readonly file: UploadTempFile;
  readonly fields: Readonly<Record<string, string>>;
}

export interface ReceivedImage extends ReceivedMedia {
  readonly image: ImageInfo;
  /** Bytes of the stored (stripped) file. */
  readonly sizeBytes: number;
}

/**
 * Receives a listing photo (multipart field `file`, ≤ 15 MB, plus the allowed text fields): a
 * JPEG, PNG, WebP or GIF by its bytes, within the pixel limits, then rewritten without its
 * metadata (strip-metadata.ts) under a random name. The client's name is never used.
 */
export async function receiveListingImage(request: FastifyRequest, dataDir: string, agentId: string, fields: readonly string[] = []): Promise<ReceivedImage> {
  const received = await receiveUpload(request, dataDir, agentId, {
    maxBytes: LISTING_IMAGE_MAX_BYTES,
    acceptsStart: (head) => imageFormatOf(head) !== null,
    wrongType: notAnImage,
    fields,
  });
  const { temp } = received;
  try {
    const image = await FileBytes.with(temp.path, inspectImage);
    if (image === null) throw notAnImage();
    requireImageWithinLimits(image);
    const sizeBytes = await stripStoredImage(temp.path, image.format);
    if (sizeBytes === null) throw notAnImage();
    await temp.waitForCommitAs(PROPERTY_IMAGES, `${randomUUID()}.${image.extension}`);
    return { url: temp.url, file: temp, image, sizeBytes, fields: received.fields };
  } catch (error) {
    await temp.discard();
    throw error;
  }
}

export interface ReceivedVideo extends ReceivedMedia {
  readonly format: VideoFormat;
  readonly sizeBytes: number;
}

/**
 * Receives a video (multipart field `file`, ≤ 200 MB, streamed to disk): an MP4, MOV or WebM its
 * structure proves (videos.ts), under a random name.
 */
export async function receiveVideo(request: FastifyRequest, dataDir: string, agentId: string): Promise<ReceivedVideo> {
  const received = await receiveUpload(request, dataDir, agentId, {
    maxBytes: VIDEO_MAX_BYTES,
    acceptsStart: (head) => videoFormatOf(head) !== null,
    wrongType: notAVideo,
  });
  const { temp } = received;
  try {
    const format = await FileBytes.with(temp.path, inspectVideo);
    if (format === null) throw notAVideo();
    await temp.waitForCommitAs(PROPERTY_VIDEOS, `${randomUUID()}.${format}`);
    return { url: temp.url, file: temp, format, sizeBytes: received.sizeBytes, fields: received.fields };
  } catch (error) {
    await temp.discard();
    throw error;
  }
}

/** Deletes a listing file we stored; anything that is not one of our listing upload URLs is left alone. */
export async function removeListingUpload(dataDir: string, url: string | null | undefined): Promise<void> {
  if (url == null) return;
  const match = /^\/uploads\/(property-images|property-videos)\/([0-9a-f-]{36}\.[a-z0-9]{3,4})$/.exec(url);
  if (!match?.[1] || !match[2]) return;
  await rm(path.join(uploadsDir(dataDir), match[1], match[2]), { force: true });
}
