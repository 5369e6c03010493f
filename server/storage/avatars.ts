import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../http/failure.ts';
import { FileBytes } from './file-bytes.ts';
import { imageFormatOf, inspectImage, requireImageWithinLimits, type ImageFormat, type ImageInfo } from './images.ts';
import { receiveUpload } from './receive-upload.ts';
import { stripStoredImage } from './strip-metadata.ts';
import { AVATARS, uploadsDir, type UploadTempFile } from './upload-files.ts';
import { AVATAR_MAX_BYTES } from './upload-limits.ts';

const AVATAR_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];

const notAnAvatar = (): ApiFailure => new ApiFailure('FILE_TYPE_INVALID', 'The file is not a JPEG, PNG or WebP image');

export interface ReceivedAvatar {
  /** Where it will be served once in place: store this in the row. */
  url: string;
  image: ImageInfo;
  /** Bytes of the stored (stripped) file. */
  sizeBytes: number;
  /** The checked file, waiting for the commit (see storeAfterCommit). */
  file: UploadTempFile;
}

/**
 * Receives the multipart field `file` (one file, ≤ 5 MB) into a temp file and accepts it only if
 * its bytes are a JPEG, PNG or WebP image of at most 100 megapixels (20,000 px a side), then
 * rewritten without its metadata (strip-metadata.ts). Its name is random: the client's file name is never used.
 */
export async function receiveAvatar(request: FastifyRequest, dataDir: string, agentId: string): Promise<ReceivedAvatar> {
  const { temp } = await receiveUpload(request, dataDir, agentId, {
    maxBytes: AVATAR_MAX_BYTES,
    acceptsStart: (head) => AVATAR_FORMATS.includes(imageFormatOf(head) as ImageFormat),
    wrongType: notAnAvatar,
  });
  try {
    const image = await FileBytes.with(temp.path, inspectImage);
    if (image === null || !AVATAR_FORMATS.includes(image.format)) throw notAnAvatar();
    requireImageWithinLimits(image);
    // Issue 20: a customer's photo reaches other agents, and /uploads needs no token.
    const sizeBytes = await stripStoredImage(temp.path, image.format);
    if (sizeBytes === null) throw notAnAvatar();
    await temp.waitForCommitAs(AVATARS, `${randomUUID()}.${image.extension}`);
    return { url: temp.url, image, sizeBytes, file: temp };
  } catch (error) {
    await temp.discard();
    throw error;
  }
}

/** Deletes a file we stored earlier; anything that is not one of our upload URLs is left alone. */
export async function removeStoredUpload(dataDir: string, url: string): Promise<void> {
  const match = /^\/uploads\/([a-z-]+)\/([0-9a-f-]{36}\.(?:jpg|png|webp))$/.exec(url);
  if (!match?.[1] || !match[2]) return;
  await rm(path.join(uploadsDir(dataDir), match[1], match[2]), { force: true });
}
