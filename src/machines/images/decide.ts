/**
 * What happens to a picked picture before upload, decided from its size alone. One rule shape
 * serves the avatar and onboarding photo (spec 01 §5, spec 02 §5) and the property images
 * (spec 03 'Image upload'); only the numbers differ.
 */

import type { ImageEncoding, ImageSize } from '../../services/images.ts';

export interface ImageRules {
  /** An exactly square picture is used as it is, whatever its size. */
  readonly keepSquare: boolean;
  /** A picture with a side under this many pixels is used as it is. */
  readonly keepWhenSideBelow: number | null;
  /** A picture with no side over this many pixels is used as it is. */
  readonly keepWhenNoSideOver: number | null;
  /** Sides differing by less than this are near-square: resized rather than cropped. */
  readonly nearSquareTolerance: number;
  /** The resize target; a null height keeps the aspect ratio. */
  readonly resizeTo: { readonly width: number; readonly height: number | null };
  /** The crop dialog's output size (its aspect ratio is the dialog's). */
  readonly cropTo: ImageSize;
  readonly output: ImageEncoding;
}

export type ImageDecision = 'keep' | 'resize' | 'crop';

/**
 * Spec 02 §5 / spec 01 §5: equal sides, or a side under 650 → as is; sides differing by under
 * 10 px → a 650 square; otherwise crop to 650×650 JPEG at quality 1.
 */
export const avatarImageRules: ImageRules = {
  keepSquare: true,
  keepWhenSideBelow: 650,
  keepWhenNoSideOver: null,
  nearSquareTolerance: 10,
  resizeTo: { width: 650, height: 650 },
  cropTo: { width: 650, height: 650 },
  output: { type: 'image/jpeg', quality: 1 },
};

/**
 * Spec 03: near-square (under 10 px apart) with a side over 1290 → resized to width 1280; any
 * other picture with a side over 1290 → crop to 650×650; otherwise as is.
 */
export const propertyImageRules: ImageRules = {
  keepSquare: false,
  keepWhenSideBelow: null,
  keepWhenNoSideOver: 1290,
  nearSquareTolerance: 10,
  resizeTo: { width: 1280, height: null },
  cropTo: { width: 650, height: 650 },
  output: { type: 'image/jpeg', quality: 1 },
};

/** The rules in order: the first that keeps the picture wins, then near-square, then crop. */
export const decideImage = (size: ImageSize, rules: ImageRules): ImageDecision => {
  const longSide = Math.max(size.width, size.height);
  const shortSide = Math.min(size.width, size.height);
  if (rules.keepSquare && size.width === size.height) return 'keep';
  if (rules.keepWhenSideBelow !== null && shortSide < rules.keepWhenSideBelow) return 'keep';
  if (rules.keepWhenNoSideOver !== null && longSide <= rules.keepWhenNoSideOver) return 'keep';
  if (longSide - shortSide < rules.nearSquareTolerance) return 'resize';
  return 'crop';
};

/** The resize target for this picture: the rules' box, or their width at the picture's aspect ratio. */
export const resizeTarget = (size: ImageSize, rules: ImageRules): ImageSize => {
  const { width, height } = rules.resizeTo;
  return { width, height: height ?? Math.max(1, Math.round((size.height * width) / size.width)) };
};

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const EXTENSION = /\.([^.]*)$/;

/**
 * The name of the file to upload: `<baseName>.<ext>` when a base name is given (the avatar is
 * named after the tenantId, spec 02 §5), else the picked file's own stem; the extension follows the
 * content type, or the picked name's when the type is not an image type we know.
 */
export const imageFileName = (picked: string, type: string, baseName: string | null): string => {
  const extension = EXTENSIONS[type] ?? EXTENSION.exec(picked)?.[1] ?? '';
  const stem = (baseName ?? picked.replace(EXTENSION, '')) || 'image';
  return extension === '' ? stem : `${stem}.${extension}`;
};
