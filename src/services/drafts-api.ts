import * as Schema from 'effect/Schema';
import {
  PropertyDraft,
  PropertyDraftSummary,
  type DraftBasicBody,
  type DraftDetailBody,
  type DraftEnviromentBody,
  type DraftImageBody,
  type DraftLocationBody,
  type DraftNearbyPlaceBody,
  type FacebookPostBody,
  type InstagramPostBody,
  type OperationType,
  type PropertyDraftStatus,
} from '../schema/property-draft.ts';
import {
  PropertyDetailCategory,
  PropertyDetailType,
  PropertyEnviromentGroup,
  PropertyNearbyPlaceType,
  PropertyType,
} from '../schema/property-reference.ts';
import { defaultApiClient, type ApiClient } from './api-client.ts';
import { Ignored, page, type Page, type PageParams } from './api-pages.ts';
import { rememberVersion, versionedWrite } from './draft-versions.ts';

/** One function per property-draft call of spec 03 §7. Each rejects with an ApiFailure; each edit answers the updated draft. */

export interface DraftsParams extends PageParams {
  readonly statuses?: readonly PropertyDraftStatus[];
  readonly minPrice?: number;
  readonly maxPrice?: number;
  /** A property type id. */
  readonly propertyType?: string;
  readonly operationType?: OperationType;
  readonly searchQuery?: string;
}

const segment = (value: string): string => encodeURIComponent(value);
const draftPath = (draftId: string, rest = ''): string => `/property-drafts/${segment(draftId)}${rest}`;

export const propertyDrafts = async (
  { statuses, searchQuery, ...params }: DraftsParams = {},
  client: ApiClient = defaultApiClient(),
): Promise<Page<PropertyDraftSummary>> =>
  page(
    await client.send(
      {
        method: 'get',
        path: '/property-drafts',
        searchParams: {
          ...params,
          statuses: statuses === undefined ? undefined : statuses.join(','),
          searchQuery: searchQuery?.trim() || undefined,
        },
      },
      Schema.Array(PropertyDraftSummary),
    ),
  );

/**
 * A write of one draft (issue 21): after this tab's earlier writes of it, with the version they
 * left as If-Match (draft-versions.ts); its answer's ETag is the version the next write sends.
 */
const draftCall = async (
  client: ApiClient,
  method: 'post' | 'put' | 'delete',
  path: string,
  payload: { readonly json?: unknown; readonly body?: FormData } = {},
): Promise<PropertyDraft> => {
  const draftId = decodeURIComponent(path.split('/')[2] ?? '');
  return versionedWrite(draftId, (ifMatch) => client.send({ method, path, ...payload, ...(ifMatch === undefined ? {} : { ifMatch }) }, PropertyDraft));
};

/** The draft, and its version kept for the writes that follow. */
export const getDraft = async (draftId: string, client: ApiClient = defaultApiClient()): Promise<PropertyDraft> => {
  const answer = await client.send({ method: 'get', path: draftPath(draftId) }, PropertyDraft);
  rememberVersion(draftId, answer.etag);
  return answer.data;
};

/**
 * POST /property-drafts (no body): a new empty draft; the first one records completed task 4.
 * `idempotencyKey`: one per attempt (the machine keeps it in its context), the same on a retry,
 * so a retried create never makes two drafts (issue 21).
 */
export const createDraft = async (client: ApiClient = defaultApiClient(), idempotencyKey?: string): Promise<PropertyDraft> => {
  const answer = await client.send(
    { method: 'post', path: '/property-drafts', ...(idempotencyKey === undefined ? {} : { idempotencyKey }) },
    PropertyDraft,
  );
  rememberVersion(answer.data.propertyDraftId, answer.etag);
  return answer.data;
};

/** DELETE /property-drafts/{id} (issue 21): a pending draft of the agent, with its files; answers null. */
export const deleteDraft = async (draftId: string, client: ApiClient = defaultApiClient()): Promise<void> => {
  await client.send({ method: 'delete', path: draftPath(draftId) }, Ignored);
};

export const updateDraftBasics = (draftId: string, body: DraftBasicBody, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId), { json: body });

export const updateDraftEnviroment = (draftId: string, enviromentId: string, body: DraftEnviromentBody, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId, `/enviroments/${segment(enviromentId)}`), { json: body });

export const updateDraftLocation = (draftId: string, body: DraftLocationBody, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId, '/location'), { json: body });

const fileForm = (file: Blob, fields: Record<string, string> = {}, name = 'file'): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(name, file, file instanceof File ? file.name : 'upload');
  return form;
};

export const uploadDraftThumbnail = (draftId: string, file: Blob, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'post', draftPath(draftId, '/thumbnail'), { body: fileForm(file) });

export const deleteDraftThumbnail = (draftId: string, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'delete', draftPath(draftId, '/thumbnail'));

/** POST images (multipart: file, imageType STATIC; no environment and no tags at upload, as the spec sends). */
export const uploadDraftImage = (draftId: string, file: Blob, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'post', draftPath(draftId, '/images'), { body: fileForm(file, { imageType: 'STATIC' }) });

export const updateDraftImage = (draftId: string, body: DraftImageBody, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId, `/images/${segment(body.propertyImageId)}`), { json: body });

export const deleteDraftImage = (draftId: string, imageId: string, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'delete', draftPath(draftId, `/images/${segment(imageId)}`));

export const uploadDraftVideo = (draftId: string, file: Blob, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'post', draftPath(draftId, '/videos'), { body: fileForm(file) });

export const uploadDraftVideoThumbnail = (draftId: string, file: Blob, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId, '/videos/thumbnail'), { body: fileForm(file) });

export const deleteDraftVideo = (draftId: string, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'delete', draftPath(draftId, '/videos'));

export const updateDraftDetail = (draftId: string, body: DraftDetailBody, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId, '/details'), { json: body });

/** Toggling a detail off: `detailTypeId` is the detail's propertyDetailTypeId. */
export const deleteDraftDetail = (draftId: string, detailTypeId: string, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'delete', draftPath(draftId, `/details/${segment(detailTypeId)}`));

export const saveDraftNearbyPlace = (draftId: string, body: DraftNearbyPlaceBody, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId, '/nearby-places'), { json: body });

export const deleteDraftNearbyPlace = (draftId: string, placeId: string, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'delete', draftPath(draftId, `/nearby-places/${segment(placeId)}`));

export const saveInstagramPost = (draftId: string, body: InstagramPostBody, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId, '/instagram'), { json: body });

export const deleteInstagramPost = (draftId: string, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'delete', draftPath(draftId, '/instagram'));

export const saveFacebookPost = (draftId: string, body: FacebookPostBody, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId, '/facebook'), { json: body });

export const deleteFacebookPost = (draftId: string, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'delete', draftPath(draftId, '/facebook'));

/**
 * Starts publishing (issue 11): the server re-checks the pre-publish validation (400 VALIDATION_ERROR
 * listing the failing items), moves the draft to Publishing and queues its job; the steps then
 * arrive on the hub group `PROPERTY_DRAFT_PUBLISHING_{id}`. Answers the draft (status Publishing).
 */
export const publishDraft = (draftId: string, client: ApiClient = defaultApiClient()) =>
  draftCall(client, 'put', draftPath(draftId, '/publish'));

// Reference data of the editor (spec 03 §7 'Reference data'); lists are small and come whole.

export const propertyTypes = async (client: ApiClient = defaultApiClient()): Promise<readonly PropertyType[]> =>
  (await client.send({ method: 'get', path: '/property-types' }, Schema.Array(PropertyType))).data;

export const propertyEnviroments = async (client: ApiClient = defaultApiClient()): Promise<readonly PropertyEnviromentGroup[]> =>
  (await client.send({ method: 'get', path: '/property-enviroments' }, Schema.Array(PropertyEnviromentGroup))).data;

export const propertyDetailCategories = async (client: ApiClient = defaultApiClient()): Promise<readonly PropertyDetailCategory[]> =>
  (await client.send({ method: 'get', path: '/property-details/categories' }, Schema.Array(PropertyDetailCategory))).data;

export const propertyDetailTypes = async (client: ApiClient = defaultApiClient()): Promise<readonly PropertyDetailType[]> =>
  (await client.send({ method: 'get', path: '/property-details/types' }, Schema.Array(PropertyDetailType))).data;

export const nearbyPlaceTypes = async (client: ApiClient = defaultApiClient()): Promise<readonly PropertyNearbyPlaceType[]> =>
  (await client.send({ method: 'get', path: '/property-nearby-places/types' }, Schema.Array(PropertyNearbyPlaceType))).data;
