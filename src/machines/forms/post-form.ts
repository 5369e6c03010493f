import { postFormTexts as messages } from '../../i18n/editor-posts.ts';
import {
  DRAFT_LIMITS,
  type DraftImage,
  type FacebookPost,
  type FacebookPostBody,
  type InstagramPost,
  type InstagramPostBody,
} from '../../schema/property-draft.ts';
import type { FieldError, FormErrors } from './access-forms.ts';

/**
 * The Instagram / Facebook post form (spec 03 §5 'Post form', §9): values as the inputs hold them,
 * the Spanish messages, the mapping to the request bodies, and the small rules of its inputs
 * (caption cut at 2200, hashtags parsed to the server's Hashtag rule, images in selection order).
 * Plain functions, unit-tested in tests/unit/post-form.test.ts.
 */

export type PostNetwork = 'instagram' | 'facebook';

export interface PostFormValues {
  /** The selected images' ids, in the order they were chosen (that order is the post's). */
  readonly imagesIds: readonly string[];
  readonly caption: string;
  readonly hashtags: readonly string[];
  /** Facebook only: the agent's pages to publish on. */
  readonly pagesIds: readonly string[];
}

/** Issue 21: what the local copy of a post form keeps: its values and the hashtag input not yet added. */
export interface TypedPost {
  readonly values: PostFormValues;
  readonly hashtagText: string;
}

export type PostField = 'images' | 'caption' | 'pages';
export type PostErrors = FormErrors<PostField>;

export const emptyPostForm: PostFormValues = { imagesIds: [], caption: '', hashtags: [], pagesIds: [] };
export const noPostErrors: PostErrors = { images: null, caption: null, pages: null };

export const POST_IMAGES_MAX = DRAFT_LIMITS.postImagesMax;
export const CAPTION_MAX = DRAFT_LIMITS.captionMax;
export const HASHTAGS_MAX = DRAFT_LIMITS.hashtagsMax;

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/**
 * Spec 03 §5: the caption keeps at most 2200 characters (UTF-16 units, as the server counts);
 * input beyond that is ignored. A cut never leaves half of an emoji behind, and control
 * characters other than tab and line breaks (pasted from elsewhere) are dropped.
 */
export const cutCaption = (value: string): string => {
  // eslint-disable-next-line no-control-regex -- exactly the characters the server refuses
  const clean = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '');
  if (clean.length <= CAPTION_MAX) return clean;
  const end = isHighSurrogate(clean.charCodeAt(CAPTION_MAX - 1)) ? CAPTION_MAX - 1 : CAPTION_MAX;
  return clean.slice(0, end);
};

/**
 * Text inserted at the caret (an emoji from the picker): the caption with `insert` replacing the
 * selection, and where the caret goes after it. When the result would pass 2200 characters the
 * insertion is ignored (spec: extra input ignored) and the caption comes back unchanged.
 */
export const insertAtCaret = (
  caption: string,
  insert: string,
  selectionStart: number,
  selectionEnd: number = selectionStart,
): { readonly caption: string; readonly caret: number } => {
  const start = Math.max(0, Math.min(selectionStart, caption.length));
  const end = Math.max(start, Math.min(selectionEnd, caption.length));
  const next = caption.slice(0, start) + insert + caption.slice(end);
  if (next.length > CAPTION_MAX) return { caption, caret: end };
  return { caption: next, caret: start + insert.length };
};

/** The server's Hashtag (src/schema/property-draft.ts): letters, digits and '_', without '#'. */
const TAG = /^[\p{L}\p{N}_]+$/u;
export const isHashtag = (value: string): boolean => TAG.test(value) && value.length <= DRAFT_LIMITS.hashtagMax;

/**
 * What the hashtag input adds: '#casa #playa, vista_al_mar' gives ['casa', 'playa',
 * 'vista_al_mar']. Words split at spaces, commas and '#'; any other character that a network would
 * not link ('-', '.', emoji) is dropped from the word; a word longer than 100 characters is cut.
 */
export const parseHashtags = (input: string): string[] =>
  input
    .split(/[\s,#]+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}_]/gu, '').slice(0, DRAFT_LIMITS.hashtagMax))
    .filter((word) => word !== '');

/** The tags after adding `input`'s: no duplicates (case-insensitive, the first spelling kept), at most 30. */
export const addHashtags = (tags: readonly string[], input: string): string[] => {
  const next = [...tags];
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  for (const tag of parseHashtags(input)) {
    if (next.length >= HASHTAGS_MAX) break;
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    next.push(tag);
  }
  return next;
};

/** Where a hashtag leads (spec 03 §2: the network's tag explore page). */
export const hashtagUrl = (network: PostNetwork, tag: string): string =>
  network === 'instagram'
    ? `https://www.instagram.com/explore/tags/${encodeURIComponent(tag)}/`
    : `https://www.facebook.com/hashtag/${encodeURIComponent(tag)}`;

/** Spec 03 §5: clicking a selected image deselects it; a new one is added last, up to 20. */
export const toggleId = (ids: readonly string[], id: string, max: number = Number.POSITIVE_INFINITY): readonly string[] => {
  if (ids.includes(id)) return ids.filter((candidate) => candidate !== id);
  return ids.length >= max ? ids : [...ids, id];
};

/** The number shown on a selected image (1 for the first chosen), or null when it is not selected. */
export const selectionNumber = (ids: readonly string[], id: string): number | null => {
  const index = ids.indexOf(id);
  return index === -1 ? null : index + 1;
};

/** Spec 03 §5, in the order of the form. */
export const validatePostForm = (values: PostFormValues, network: PostNetwork): PostErrors => ({
  images: values.imagesIds.length === 0 ? messages.imagesRequired : null,
  caption: values.caption.trim() === '' ? messages.captionRequired : null,
  pages: network === 'facebook' && values.pagesIds.length === 0 ? messages.pagesRequired : null,
});

export const postErrorFor = (errors: PostErrors, field: PostField): FieldError => errors[field];

/** Spec 03 §5: hashtags null when there are none; location always null. */
export const instagramPostBody = (values: PostFormValues): InstagramPostBody => ({
  imagesUrls: [...values.imagesIds],
  caption: values.caption,
  hashtags: values.hashtags.length === 0 ? null : [...values.hashtags],
  location: null,
});

export const facebookPostBody = (values: PostFormValues): FacebookPostBody => ({
  ...instagramPostBody(values),
  pagesIds: [...values.pagesIds],
});

export type PostSaveRequest =
  | { readonly network: 'instagram'; readonly body: InstagramPostBody }
  | { readonly network: 'facebook'; readonly body: FacebookPostBody };

export const postSaveRequest = (network: PostNetwork, values: PostFormValues): PostSaveRequest =>
  network === 'instagram' ? { network, body: instagramPostBody(values) } : { network, body: facebookPostBody(values) };

/**
 * The form prefilled from the draft's saved post (spec 03 §2): only images the draft still holds
 * (one may have been deleted in 'Imagenes' since), at most 20; tags that pass the Hashtag rule.
 */
export const postFormValues = (post: InstagramPost | FacebookPost | null, media: readonly DraftImage[]): PostFormValues => {
  if (post === null) return emptyPostForm;
  const available = new Set(media.map((image) => image.propertyImageId));
  return {
    imagesIds: post.imagesUrls.filter((id) => available.has(id)).slice(0, POST_IMAGES_MAX),
    caption: cutCaption(post.caption),
    hashtags: (post.hashTags ?? []).filter(isHashtag).slice(0, HASHTAGS_MAX),
    pagesIds: 'pagesIds' in post ? [...post.pagesIds] : [],
  };
};
