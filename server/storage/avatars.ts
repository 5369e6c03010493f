import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../http/failure.ts';
import { inspectImage, type ImageInfo } from './images.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATARS = 'avatars';

export const uploadsDir = (dataDir: string): string => path.resolve(dataDir, 'uploads');

export interface StoredUpload {
  url: string;
  image: ImageInfo;
}

/**
 * Reads the multipart field `file` (one file, ≤ 5 MB), accepts it only if its bytes are a JPEG,
 * PNG or WebP image, and stores it under a random name: the client's file name is never used.
 */
export async function receiveAvatar(request: FastifyRequest, dataDir: string): Promise<StoredUpload> {
  if (!request.isMultipart()) throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: expected multipart/form-data with a field "file"');
  const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  if (part === undefined || part.fieldname !== 'file') {
    throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: file: Missing file');
  }
  const bytes = await part.toBuffer();
  // busboy can flag the cut after the last chunk was read, so toBuffer() does not always throw.
  if (part.file.truncated) throw new ApiFailure('FILE_TOO_LARGE', 'The file is larger than allowed');
  const image = inspectImage(bytes);
  if (image === null) throw new ApiFailure('FILE_TYPE_INVALID', 'The file is not a JPEG, PNG or WebP image');
  const name = `${randomUUID()}.${image.extension}`;
  const directory = path.join(uploadsDir(dataDir), AVATARS);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, name), bytes, { flag: 'wx' });
  return { url: `/uploads/${AVATARS}/${name}`, image };
}

/** Deletes a file we stored earlier; anything that is not one of our upload URLs is left alone. */
export async function removeStoredUpload(dataDir: string, url: string): Promise<void> {
  const match = /^\/uploads\/([a-z-]+)\/([0-9a-f-]{36}\.(?:jpg|png|webp))$/.exec(url);
  if (!match?.[1] || !match[2]) return;
  await rm(path.join(uploadsDir(dataDir), match[1], match[2]), { force: true });
}
