import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../http/failure.ts';
import { FileBytes } from './file-bytes.ts';
import { imageFormatOf, inspectImage, requireImageWithinLimits, type ImageFormat } from './images.ts';
import { receiveUpload } from './receive-upload.ts';
import { stripStoredImage } from './strip-metadata.ts';
import { ATTACHMENTS, STORED_NAME, uploadsDir, type UploadTempFile } from './upload-files.ts';
import { ATTACHMENT_MAX_BYTES } from './upload-limits.ts';
import { zipEntryNames } from './zip-entries.ts';

export interface AttachmentKind {
  extension: 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'jpg' | 'png' | 'gif' | 'webp';
  contentType: string;
  /** Set for an image: its metadata is stripped before it is stored. */
  imageFormat?: ImageFormat;
}

const KINDS = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const satisfies Record<AttachmentKind['extension'], string>;

const kind = (extension: AttachmentKind['extension']): AttachmentKind => ({ extension, contentType: KINDS[extension] });

const HEAD_BYTES = 16;
const isPdfStart = (head: Buffer): boolean => head.toString('latin1', 0, 5) === '%PDF-';
const isZipStart = (head: Buffer): boolean => head.length >= 4 && head.readUInt32LE(0) === 0x04034b50;

/** Whether the first bytes can begin an accepted attachment (checked while the rest is still arriving). */
const canStartAttachment = (head: Buffer): boolean => isPdfStart(head) || isZipStart(head) || imageFormatOf(head) !== null;

/** An Office Open XML document: a zip with [Content_Types].xml and the part folder of its kind. */
async function officeKind(bytes: FileBytes): Promise<AttachmentKind | null> {
  const names = await zipEntryNames(bytes);
  if (names === null || !names.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.startsWith('word/'))) return kind('docx');
  if (names.some((name) => name.startsWith('xl/'))) return kind('xlsx');
  if (names.some((name) => name.startsWith('ppt/'))) return kind('pptx');
  return null;
}

/**
 * What the stored bytes say the file is, whatever its name claims; null for anything not
 * accepted. An image must also parse to a size within IMAGE_MAX_PIXELS and IMAGE_MAX_SIDE (else 422).
 */
export async function sniffAttachment(bytes: FileBytes): Promise<AttachmentKind | null> {
  const head = await bytes.read(0, HEAD_BYTES);
  if (isPdfStart(head)) return kind('pdf');
  if (imageFormatOf(head) !== null) {
    const image = await inspectImage(bytes);
    return image === null ? null : { ...kind(requireImageWithinLimits(image).extension), imageFormat: image.format };
  }
  if (isZipStart(head)) return officeKind(bytes);
  return null;
}

const FILE_NAME_MAX = 150;

/**
 * The client's file name made safe to show and to offer as a download name: no folders, no
 * control or reserved characters, bounded length; the extension the bytes proved replaces the claimed one.
 */
export function sanitiseFileName(raw: string | undefined, extension: string): string {
  const base = path.posix.basename((raw ?? '').replace(/\\/g, '/'));
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"/\\|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, FILE_NAME_MAX);
  return `${stem === '' || /^\.+$/.test(stem) ? 'archivo' : stem}.${extension}`;
}

export interface StoredAttachment extends AttachmentKind {
  storedName: string;
  fileName: string;
  sizeBytes: number;
  /** The checked file, waiting for the commit (see storeAfterCommit). */
  file: UploadTempFile;
}

const notAnAttachment = (): ApiFailure =>
  new ApiFailure('FILE_TYPE_INVALID', 'The file is not a PDF, Word, Excel, PowerPoint, JPEG, PNG, GIF or WebP file');

/**
 * Receives the multipart field `file` (≤ 10 MB) into a temp file and checks its type by its bytes;
 * an image is rewritten without its metadata (strip-metadata.ts). It gets a random name.
 */
export async function receiveAttachment(request: FastifyRequest, dataDir: string, agentId: string): Promise<StoredAttachment> {
  const { temp, sizeBytes, clientFileName } = await receiveUpload(request, dataDir, agentId, {
    maxBytes: ATTACHMENT_MAX_BYTES,
    acceptsStart: canStartAttachment,
    wrongType: notAnAttachment,
  });
  try {
    const sniffed = await FileBytes.with(temp.path, sniffAttachment);
    if (sniffed === null) throw notAnAttachment();
    const { extension, contentType, imageFormat } = sniffed;
    // Issue 20: a photo attached to a task leaves its location behind like every stored image.
    const storedSize = imageFormat === undefined ? sizeBytes : await stripStoredImage(temp.path, imageFormat);
    if (storedSize === null) throw notAnAttachment();
    const storedName = `${randomUUID()}.${extension}`;
    await temp.waitForCommitAs(ATTACHMENTS, storedName);
    return { extension, contentType, storedName, fileName: sanitiseFileName(clientFileName, extension), sizeBytes: storedSize, file: temp };
  } catch (error) {
    await temp.discard();
    throw error;
  }
}

/** Removes stored attachment files; names that are not ours are ignored. */
export async function removeAttachmentFiles(dataDir: string, storedNames: readonly string[]): Promise<void> {
  const directory = path.join(uploadsDir(dataDir), ATTACHMENTS);
  await Promise.all(storedNames.filter((name) => STORED_NAME.test(name)).map((name) => rm(path.join(directory, name), { force: true })));
}

/** Images open in the browser; anything else is served as a download. */
export const isInlineAttachment = (fileName: string): boolean => /\.(jpg|png|gif|webp)$/.test(fileName);
