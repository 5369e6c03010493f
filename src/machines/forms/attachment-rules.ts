import { attachmentTexts } from '../../i18n/customers.ts';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_MIME_TYPES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../../schema/rules.ts';
import { failureType } from '../../services/api-failure.ts';
import { formatFileSize } from '../format/file-size.ts';

/**
 * Which rule a task attachment broke (issue 8), found before sending (name, type and size) or
 * answered by the server, which decides by the bytes (415, 413, 422). Pure, for the machine and
 * the unit tests.
 */

export type AttachmentRule = 'type' | 'size' | 'empty' | 'dimensions' | 'quota';

export type AttachmentRefusal =
  | { readonly rule: AttachmentRule; readonly fileName: string; readonly sizeBytes: number }
  /** Several files dropped at once (one upload at a time). */
  | { readonly rule: 'count' };

const MB = 1024 * 1024;

/** '10 MB': the limit as the picker and the messages state it. */
export const ATTACHMENT_MAX_SIZE_TEXT = `${ATTACHMENT_MAX_BYTES / MB} MB`;

/** The file input's `accept`: the system dialog offers these first. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_MIME_TYPES, ...ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * A name or a type the server could accept. Either is enough: the bytes decide on the server, so
 * only a file that is neither (a .txt, a .zip, an old .doc) is refused here.
 */
const mayBeAccepted = (file: File): boolean =>
  (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) ||
  (ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type);

/** What a dropped or picked set of files breaks before it is sent; null: upload its one file. */
export const refusalOf = (files: readonly File[]): AttachmentRefusal | null => {
  const [file, ...others] = files;
  if (file === undefined || others.length > 0) return { rule: 'count' };
  const subject = { fileName: file.name, sizeBytes: file.size };
  if (!mayBeAccepted(file)) return { rule: 'type', ...subject };
  if (file.size === 0) return { rule: 'empty', ...subject };
  if (file.size > ATTACHMENT_MAX_BYTES) return { rule: 'size', ...subject };
  return null;
};

/** The one file of a set `refusalOf` let through. */
export const onlyFile = (files: readonly File[]): File => {
  const [file] = files;
  if (file === undefined || files.length !== 1) throw new Error('attachment: a set of files other than one was sent on');
  return file;
};

const SERVER_RULES: Readonly<Partial<Record<string, AttachmentRule>>> = {
  FILE_TYPE_INVALID: 'type',
  FILE_TOO_LARGE: 'size',
  IMAGE_DIMENSIONS_TOO_LARGE: 'dimensions',
  STORAGE_QUOTA_EXCEEDED: 'quota',
};

/** The rule behind the server's refusal of `file`, or null for any other failure (the generic toast). */
export const serverRefusal = (error: unknown, file: File | null): AttachmentRefusal | null => {
  const rule = SERVER_RULES[failureType(error)];
  return rule === undefined ? null : { rule, fileName: file?.name ?? '', sizeBytes: file?.size ?? 0 };
};

const number = (value: number): string => value.toLocaleString('es-VE');

/** The Spanish sentence that says which rule the file broke. */
export const attachmentRefusalMessage = (refusal: AttachmentRefusal): string => {
  switch (refusal.rule) {
    case 'count':
      return attachmentTexts.refusedCount;
    case 'type':
      return attachmentTexts.refusedType(refusal.fileName);
    case 'empty':
      return attachmentTexts.refusedEmpty(refusal.fileName);
    case 'size':
      return attachmentTexts.refusedSize(refusal.fileName, formatFileSize(refusal.sizeBytes), ATTACHMENT_MAX_SIZE_TEXT);
    case 'dimensions':
      return attachmentTexts.refusedDimensions(refusal.fileName, number(IMAGE_MAX_SIDE), number(IMAGE_MAX_PIXELS / 1_000_000));
    case 'quota':
      return attachmentTexts.refusedQuota(refusal.fileName);
  }
};
