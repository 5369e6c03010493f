import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES } from '../../src/schema/rules.ts';
import { ApiFailure } from '../http/failure.ts';
import { uploadsDir } from './avatars.ts';

export const ATTACHMENTS = 'attachments';

export interface AttachmentKind {
  extension: 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'jpg' | 'png' | 'gif' | 'webp';
  contentType: string;
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

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Buffer, at: number, length: number): string => bytes.toString('latin1', at, at + length);

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_ZIP_ENTRIES = 10_000;

/** Entry names of a zip, read from its central directory (found through the end-of-central-directory record). */
function zipEntryNames(bytes: Buffer): string[] | null {
  const searchFrom = Math.max(0, bytes.length - EOCD_MIN - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - EOCD_MIN; at >= searchFrom; at--) {
    if (bytes.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < Math.min(count, MAX_ZIP_ENTRIES); i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An Office Open XML document: a zip with [Content_Types].xml and the part folder of its kind. */
function officeKind(bytes: Buffer): AttachmentKind | null {
  const names = zipEntryNames(bytes);
  if (names === null || !names.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.startsWith('word/'))) return kind('docx');
  if (names.some((name) => name.startsWith('xl/'))) return kind('xlsx');
  if (names.some((name) => name.startsWith('ppt/'))) return kind('pptx');
  return null;
}

/** What the bytes say the file is, whatever its name claims; null for anything not accepted. */
export function sniffAttachment(bytes: Buffer): AttachmentKind | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return kind('pdf');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return kind('png');
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return kind('jpg');
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return kind('gif');
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return kind('webp');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.length >= EOCD_MIN) return officeKind(bytes);
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
}

/** Reads the multipart field `file` (≤ 10 MB), checks its type by its bytes and stores it under a random name. */
export async function receiveAttachment(request: FastifyRequest, dataDir: string): Promise<StoredAttachment> {
  if (!request.isMultipart()) throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: expected multipart/form-data with a field "file"');
  const part = await request.file({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 } });
  if (part === undefined || part.fieldname !== 'file') throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: file: Missing file');
  const bytes = await part.toBuffer();
  // busboy can flag the cut after the last chunk was read, so toBuffer() does not always throw.
  if (part.file.truncated) throw new ApiFailure('FILE_TOO_LARGE', 'The file is larger than allowed');
  const sniffed = sniffAttachment(bytes);
  if (sniffed === null) {
    throw new ApiFailure('FILE_TYPE_INVALID', 'The file is not a PDF, Word, Excel, PowerPoint, JPEG, PNG, GIF or WebP file');
  }
  const storedName = `${randomUUID()}.${sniffed.extension}`;
  const directory = path.join(uploadsDir(dataDir), ATTACHMENTS);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, storedName), bytes, { flag: 'wx' });
  return { ...sniffed, storedName, fileName: sanitiseFileName(part.filename, sniffed.extension), sizeBytes: bytes.length };
}

/** Removes stored attachment files; names that are not ours are ignored. */
export async function removeAttachmentFiles(dataDir: string, storedNames: readonly string[]): Promise<void> {
  const directory = path.join(uploadsDir(dataDir), ATTACHMENTS);
  await Promise.all(
    storedNames
      .filter((name) => /^[0-9a-f-]{36}\.[a-z]{3,4}$/.test(name))
      .map((name) => rm(path.join(directory, name), { force: true })),
  );
}

/** Images open in the browser; anything else is served as a download. */
export const isInlineAttachment = (fileName: string): boolean => /\.(jpg|png|gif|webp)$/.test(fileName);
