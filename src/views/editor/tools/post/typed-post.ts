import { CAPTION_MAX, HASHTAGS_MAX, POST_IMAGES_MAX, type PostFormValues, type TypedPost } from '../../../../machines/forms/post-form.ts';

const isIds = (value: unknown, max: number): value is readonly string[] =>
  Array.isArray(value) && value.length <= max && value.every((id) => typeof id === 'string');

/** Issue 21: a local copy of the Instagram or Facebook post form read back (null unless it has the form's shape). */
export const decodeTypedPost = (stored: unknown): TypedPost | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const { values, hashtagText } = stored as Record<string, unknown>;
  if (typeof hashtagText !== 'string' || typeof values !== 'object' || values === null) return null;
  const { imagesIds, caption, hashtags, pagesIds } = values as Record<string, unknown>;
  if (!isIds(imagesIds, POST_IMAGES_MAX) || !isIds(hashtags, HASHTAGS_MAX) || !isIds(pagesIds, Number.POSITIVE_INFINITY)) return null;
  if (typeof caption !== 'string' || caption.length > CAPTION_MAX) return null;
  return { values: { imagesIds, caption, hashtags, pagesIds }, hashtagText };
};

const sameIds = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, index) => id === b[index]);

/** A copy that is the saved post (and no hashtag typed but not added): nothing of it is unsaved. */
export const isSavedPost = (copy: TypedPost, saved: PostFormValues): boolean =>
  copy.hashtagText === '' &&
  copy.values.caption === saved.caption &&
  sameIds(copy.values.imagesIds, saved.imagesIds) &&
  sameIds(copy.values.hashtags, saved.hashtags) &&
  sameIds(copy.values.pagesIds, saved.pagesIds);
