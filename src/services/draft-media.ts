import type { DraftImage, PropertyDraft } from '../schema/property-draft.ts';
import { defaultApiClient, type ApiClient } from './api-client.ts';
import { deleteDraftImage, deleteDraftThumbnail, uploadDraftThumbnail, uploadDraftVideo, uploadDraftVideoThumbnail } from './drafts-api.ts';
import { drawDraftThumbnail, fetchPicture } from './media-canvas.ts';

/** The draft's images in their order: the first is the main one. */
export const orderedMedia = (draft: Pick<PropertyDraft, 'media'>): DraftImage[] => [...draft.media].sort((a, b) => a.index - b.index);

/** The picture uploaded as the draft's thumbnail, drawn on the 596×446 canvas first. */
export const uploadThumbnailFrom = async (draftId: string, picture: Blob, client: ApiClient = defaultApiClient()): Promise<PropertyDraft> =>
  uploadDraftThumbnail(draftId, await drawDraftThumbnail(picture), client);

/**
 * Deletes an image; when it was the main one the thumbnail follows the new first image, or is
 * deleted when none is left (spec 03 §4: 'Deleting an image deletes it then updates the thumbnail').
 */
export const deleteImageKeepingThumbnail = async (
  draftId: string,
  image: DraftImage,
  main: boolean,
  client: ApiClient = defaultApiClient(),
): Promise<PropertyDraft> => {
  const draft = await deleteDraftImage(draftId, image.propertyImageId, client);
  if (!main) return draft;
  const [first] = orderedMedia(draft);
  if (first === undefined) return draft.thumbnail === null ? draft : deleteDraftThumbnail(draftId, client);
  return uploadThumbnailFrom(draftId, await fetchPicture(first.imageUrl), client);
};

/** POST the video, then PUT its thumbnail (spec 03 §7): the second answer is the draft with both. */
export const uploadVideoWithThumbnail = async (
  draftId: string,
  video: Blob,
  thumbnail: Blob,
  client: ApiClient = defaultApiClient(),
): Promise<PropertyDraft> => {
  await uploadDraftVideo(draftId, video, client);
  return uploadDraftVideoThumbnail(draftId, thumbnail, client);
};
