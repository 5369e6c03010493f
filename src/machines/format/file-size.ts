/**
 * Task attachments' size text and icon (spec 02 §9). Sizes: bytes below 1024, KB with 2 decimals
 * below 1048576, MB with 2 decimals above; binary multiples, a point as the decimal separator
 * ('1.50 KB'), as the upload dialogs of the product's other screens show them.
 */

const KB = 1024;
const MB = KB * KB;

export const formatFileSize = (bytes: number): string => {
  const size = Number.isFinite(bytes) && bytes > 0 ? Math.floor(bytes) : 0;
  if (size < KB) return size === 1 ? '1 byte' : `${size} bytes`;
  if (size < MB) return `${(size / KB).toFixed(2)} KB`;
  return `${(size / MB).toFixed(2)} MB`;
};

/** The icons that exist (spec 02 §9), and the generic one for anything else. */
export const ATTACHMENT_ICONS = ['pdf', 'xlsx', 'pptx', 'docx', 'jpeg', 'jpg', 'png', 'gif', 'webp', 'file'] as const;
export type AttachmentIcon = (typeof ATTACHMENT_ICONS)[number];

const isAttachmentIcon = (value: string): value is AttachmentIcon => (ATTACHMENT_ICONS as readonly string[]).includes(value);

/** The icon key of an attachment's extension ('pdf', '.PDF' → 'pdf'); 'file' when there is no specific icon. */
export const attachmentIcon = (extension: string): AttachmentIcon => {
  const key = extension.trim().replace(/^\./, '').toLowerCase();
  return key !== 'file' && isAttachmentIcon(key) ? key : 'file';
};
