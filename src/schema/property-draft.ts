import * as Schema from 'effect/Schema';
import { Id, InputString, IntFromQuery, IsoDateTime, Text } from './common.ts';
import { LIST_LIMIT_MAX, SEARCH_QUERY_MAX } from './rules.ts';

/**
 * Property drafts (spec 03 §3, §7): the entity every editor tool edits, and the request bodies of
 * its calls. Field names are the spec's, 'enviroments' included. Each call answers the whole
 * updated draft. The limits are in `DRAFT_LIMITS` (shared by the SPA's forms and the server).
 */

export const DRAFT_LIMITS = {
  /** Spec 03 §9 */
  postImagesMax: 20,
  captionMax: 2200,
  /** DECISIONS.md: 15 to 6000 characters of text (the HTML around them is not counted). */
  descriptionMin: 15,
  descriptionMax: 6000,
  /** The stored HTML of a 6000-character description, with its formatting tags. */
  descriptionHtmlMax: 20_000,
  codeMin: 3,
  codeMax: 30,
  priceMax: 1_000_000_000,
  addressMax: 300,
  detailValueMax: 200,
  enviromentQuantityMax: 99,
  hashtagsMax: 30,
  hashtagMax: 100,
  nearbyPlaceNameMax: 150,
  /** Images a draft may hold (the post picker shows at most 20 of them at once). */
  draftImagesMax: 60,
} as const;

/** 1 Pending (editable), 2 Publishing, 3 Published. */
export const PropertyDraftStatus = Schema.Literals([1, 2, 3]).annotate({ description: '1 Pending, 2 Publishing, 3 Published' });
export type PropertyDraftStatus = typeof PropertyDraftStatus.Type;
export const PROPERTY_DRAFT_STATUS = { Pending: 1, Publishing: 2, Published: 3 } as const satisfies Record<
  string,
  PropertyDraftStatus
>;

/** 1 rent ('Alquiler'), 2 sale ('Venta'). */
export const OperationType = Schema.Literals([1, 2]).annotate({ description: '1 Rent, 2 Sale' });
export type OperationType = typeof OperationType.Type;
export const OPERATION_TYPE = { Rent: 1, Sale: 2 } as const satisfies Record<string, OperationType>;

/** 1 Pending, 2 Published, 3 Failed, 4 Posting, 5 Posted, 6 InstagramPosted, 7 FacebookPosted. */
export const PostStatus = Schema.Literals([1, 2, 3, 4, 5, 6, 7]).annotate({
  description: '1 Pending, 2 Published, 3 Failed, 4 Posting, 5 Posted, 6 InstagramPosted, 7 FacebookPosted',
});
export type PostStatus = typeof PostStatus.Type;
export const POST_STATUS = {
  Pending: 1,
  Published: 2,
  Failed: 3,
  Posting: 4,
  Posted: 5,
  InstagramPosted: 6,
  FacebookPosted: 7,
} as const satisfies Record<string, PostStatus>;

/** A social post's own status: 1 Pending, 2 Published, 3 Failed. */
export const SocialPostStatus = Schema.Literals([1, 2, 3]).annotate({ description: '1 Pending, 2 Published, 3 Failed' });
export type SocialPostStatus = typeof SocialPostStatus.Type;

/** Names as the spec's entities show them; the ids (ours) let the editor preselect its choices. */
export const PropertyDraftAddress = Schema.Struct({
  address: Schema.NullOr(Schema.String),
  countryState: Schema.NullOr(Schema.String),
  location: Schema.NullOr(Schema.String),
  latitude: Schema.NullOr(Schema.Finite),
  longitude: Schema.NullOr(Schema.Finite),
  countryStateId: Schema.NullOr(Id),
  countryLocationId: Schema.NullOr(Id),
});
export type PropertyDraftAddress = typeof PropertyDraftAddress.Type;

/**
 * A draft as a list card shows it; a new draft has most fields still empty (null). `title` is
 * composed by the server ('Apartamento en venta en Chacao'); bedrooms and bathrooms are the
 * quantities of the bedroom and bathroom environments, `size` the SIZE detail (m²).
 */
export const PropertyDraftSummary = Schema.Struct({
  propertyDraftId: Id,
  title: Schema.NullOr(Schema.String),
  code: Schema.NullOr(Schema.String),
  operationType: Schema.NullOr(OperationType),
  agentId: Id,
  propertyType: Schema.NullOr(Schema.String),
  propertyTypeId: Schema.NullOr(Id),
  price: Schema.NullOr(Schema.Int),
  size: Schema.NullOr(Schema.Finite),
  bathrooms: Schema.NullOr(Schema.Int),
  bedrooms: Schema.NullOr(Schema.Int),
  thumbnail: Schema.NullOr(Schema.String),
  status: PropertyDraftStatus,
  postStatus: Schema.NullOr(PostStatus),
  address: Schema.NullOr(PropertyDraftAddress),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type PropertyDraftSummary = typeof PropertyDraftSummary.Type;

export const DraftEnviroment = Schema.Struct({
  enviromentInPropertyId: Id,
  quantity: Schema.Int,
  propertyEnviroment: Schema.Struct({ id: Id, name: Schema.String, shortName: Schema.String }),
});
export type DraftEnviroment = typeof DraftEnviroment.Type;

export const DraftDetail = Schema.Struct({
  propertyDetailId: Id,
  value: Schema.String,
  propertyDetailType: Schema.Struct({
    propertyDetailTypeId: Id,
    type: Schema.String,
    name: Schema.String,
    propertyDetailCategory: Schema.Struct({ propertyDetailCategoryId: Id, name: Schema.String }),
  }),
});
export type DraftDetail = typeof DraftDetail.Type;

/** A tag on a photo: where in it (0..1 of width and height) an environment is, and which way it looks. */
export const ImageTag = Schema.Struct({
  propertyEnviromentId: Id,
  positionX: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
  positionY: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
  direction: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 359 })),
});
export type ImageTag = typeof ImageTag.Type;

export const IMAGE_TYPE_STATIC = 'STATIC';

export const DraftImage = Schema.Struct({
  propertyImageId: Id,
  propertyId: Id,
  imageUrl: Schema.String,
  imageType: Schema.String,
  propertyEnviroment: Schema.NullOr(Schema.Struct({ propertyEnviromentId: Id, name: Schema.String })),
  index: Schema.Int,
  tags: Schema.Array(ImageTag),
});
export type DraftImage = typeof DraftImage.Type;

export const DraftVideo = Schema.Struct({
  propertyVideoId: Id,
  url: Schema.String,
  videoUrl: Schema.String,
  thumbnail: Schema.NullOr(Schema.String),
  format: Schema.String,
});
export type DraftVideo = typeof DraftVideo.Type;

export const DraftNearbyPlace = Schema.Struct({
  propertyNearbyPlaceId: Id,
  name: Schema.String,
  latitude: Schema.Finite,
  longitude: Schema.Finite,
  address: Schema.NullOr(Schema.String),
  distanceInKm: Schema.Finite,
  walkingTimeInMinutes: Schema.Int,
  vehicleTimeInMinutes: Schema.Int,
  type: Schema.Struct({ propertyPlaceTypeId: Id, name: Schema.String }),
});
export type DraftNearbyPlace = typeof DraftNearbyPlace.Type;

/** Always null: the spec sends no location and we keep the field for its shape. */
const PostLocation = Schema.Null;

/**
 * Issue 20: why a post failed when it was its channel, not the network: the agent disconnected the
 * network ('not-connected'), or the connection no longer manages a chosen page
 * ('page-not-managed'), between publishing and the post's step.
 *
 * Issue 21: 'rejected', the network itself refused the post (its answer was a failure); the post
 * may be retried ('Reintentar').
 */
export const PostFailureReason = Schema.Literals(['not-connected', 'page-not-managed', 'rejected']);
export type PostFailureReason = typeof PostFailureReason.Type;
export const isFailureReason = Schema.is(PostFailureReason);

export const InstagramPost = Schema.Struct({
  id: Id,
  /** The selected images' ids (spec: 'imagesUrls (selected image ids)'), in the chosen order. */
  imagesUrls: Schema.Array(Id),
  caption: Schema.String,
  hashTags: Schema.NullOr(Schema.Array(Schema.String)),
  status: SocialPostStatus,
  location: PostLocation,
  /** Only on a post that failed: for its channel (issue 20), or refused by the network (issue 21). */
  failureReason: Schema.optional(PostFailureReason),
});
export type InstagramPost = typeof InstagramPost.Type;

export const FacebookPost = Schema.Struct({
  ...InstagramPost.fields,
  pagesIds: Schema.Array(Id),
});
export type FacebookPost = typeof FacebookPost.Type;

/** GET /property-drafts/{id} and the answer of every editing call. */
export const PropertyDraft = Schema.Struct({
  ...PropertyDraftSummary.fields,
  /** Sanitised HTML (allow-listed formatting tags, no attributes that run code). */
  description: Schema.NullOr(Schema.String),
  instagramPost: Schema.NullOr(InstagramPost),
  facebookPost: Schema.NullOr(FacebookPost),
  video: Schema.NullOr(DraftVideo),
  enviroments: Schema.Array(DraftEnviroment),
  details: Schema.Array(DraftDetail),
  media: Schema.Array(DraftImage),
  nearbyPlaces: Schema.Array(DraftNearbyPlace),
  /** The published copy's id once published, else null. */
  property: Schema.NullOr(Schema.Struct({ propertyId: Id, slug: Schema.String })),
});
export type PropertyDraft = typeof PropertyDraft.Type;

// ---------------------------------------------------------------------------------------------
// Request bodies (decoded by the server; the SPA builds them). Unknown fields are refused.

/** PUT /property-drafts/{id}: the 'Propiedad' tool. `description` is HTML; `code` null when empty. */
export const DraftBasicBody = Schema.Struct({
  description: Schema.NullOr(Schema.String.check(Schema.isMaxLength(DRAFT_LIMITS.descriptionHtmlMax))),
  price: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: DRAFT_LIMITS.priceMax })),
  propertyType: Id,
  operationType: OperationType,
  code: Schema.NullOr(Text(DRAFT_LIMITS.codeMax, { min: DRAFT_LIMITS.codeMin })),
});
export type DraftBasicBody = typeof DraftBasicBody.Type;

/** PUT /property-drafts/{id}/enviroments/{envId}: 0 removes the environment from the draft. */
export const DraftEnviromentBody = Schema.Struct({
  quantity: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: DRAFT_LIMITS.enviromentQuantityMax })),
});
export type DraftEnviromentBody = typeof DraftEnviromentBody.Type;

const Latitude = Schema.Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 }));
const Longitude = Schema.Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 }));

/** PUT /property-drafts/{id}/location: ids of the reference state and locality (DECISIONS.md). */
export const DraftLocationBody = Schema.Struct({
  address: Text(DRAFT_LIMITS.addressMax, { min: 1 }),
  countryState: Id,
  location: Id,
  latitude: Latitude,
  longitude: Longitude,
});
export type DraftLocationBody = typeof DraftLocationBody.Type;

/** PUT /property-drafts/{id}/images/{imageId} */
export const DraftImageBody = Schema.Struct({
  propertyImageId: Id,
  propertyEnviromentId: Schema.NullOr(Id),
  tags: Schema.Array(ImageTag).check(Schema.isMaxLength(20)),
});
export type DraftImageBody = typeof DraftImageBody.Type;

/** PUT /property-drafts/{id}/details: toggling off is DELETE /property-drafts/{id}/details/{typeId}. */
export const DraftDetailBody = Schema.Struct({
  propertyDetailType: Id,
  value: Text(DRAFT_LIMITS.detailValueMax, { min: 1 }),
});
export type DraftDetailBody = typeof DraftDetailBody.Type;

/** PUT /property-drafts/{id}/nearby-places: null id creates; distance and times are the server's. */
export const DraftNearbyPlaceBody = Schema.Struct({
  propertyNearbyPlaceId: Schema.NullOr(Id),
  propertyNearbyPlaceTypeId: Id,
  name: Text(DRAFT_LIMITS.nearbyPlaceNameMax, { min: 1 }),
  address: Schema.NullOr(Text(DRAFT_LIMITS.addressMax)),
  longitude: Longitude,
  latitude: Latitude,
});
export type DraftNearbyPlaceBody = typeof DraftNearbyPlaceBody.Type;

/** A hashtag without '#': letters, digits and '_' (what the networks link). */
export const Hashtag = InputString.check(
  Schema.isMaxLength(DRAFT_LIMITS.hashtagMax),
  Schema.isPattern(/^[\p{L}\p{N}_]+$/u),
);

/** PUT /property-drafts/{id}/instagram: at least one of the draft's images, at most 20, and a caption. */
export const InstagramPostBody = Schema.Struct({
  imagesUrls: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(DRAFT_LIMITS.postImagesMax)),
  caption: Text(DRAFT_LIMITS.captionMax, { min: 1, multiLine: true }),
  hashtags: Schema.NullOr(Schema.Array(Hashtag).check(Schema.isMinLength(1), Schema.isMaxLength(DRAFT_LIMITS.hashtagsMax))),
  location: PostLocation,
});
export type InstagramPostBody = typeof InstagramPostBody.Type;

/** PUT /property-drafts/{id}/facebook: also at least one of the agent's Facebook pages. */
export const FacebookPostBody = Schema.Struct({
  ...InstagramPostBody.fields,
  pagesIds: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(50)),
});
export type FacebookPostBody = typeof FacebookPostBody.Type;

// ---------------------------------------------------------------------------------------------
// The list

/** `statuses=1,2`: a comma list of distinct draft statuses. */
const StatusList = Schema.String.check(
  Schema.makeFilter((value: string) => /^[1-3](,[1-3]){0,2}$/.test(value) || 'Expected a comma list of draft statuses (1, 2, 3)'),
);

/** The statuses of a `statuses` query value that passed the schema ('1,2' → [1, 2]). */
export const draftStatuses = (value: string): PropertyDraftStatus[] =>
  [...new Set(value.split(',').map(Number))] as PropertyDraftStatus[];

/**
 * GET /property-drafts (spec 03 §7): statuses, minPrice, maxPrice, propertyType (a type id),
 * operationType, limit, offset, searchQuery (over the address and the code). The dashboard asks
 * `statuses=1&limit=1`, the publishing panel `statuses=2`, the drafts list `statuses=1,2`.
 */
export const PropertyDraftsQuery = Schema.Struct({
  statuses: Schema.optional(StatusList),
  minPrice: Schema.optional(IntFromQuery(0, DRAFT_LIMITS.priceMax)),
  maxPrice: Schema.optional(IntFromQuery(0, DRAFT_LIMITS.priceMax)),
  propertyType: Schema.optional(Id),
  operationType: Schema.optional(IntFromQuery(1, 2)),
  limit: Schema.optional(IntFromQuery(1, LIST_LIMIT_MAX)),
  offset: Schema.optional(IntFromQuery(0, 1_000_000)),
  searchQuery: Schema.optional(Text(SEARCH_QUERY_MAX)),
});
export type PropertyDraftsQuery = typeof PropertyDraftsQuery.Type;

/** DECISIONS.md: drafts come 16 to a page. */
export const DRAFTS_PAGE_SIZE = 16;
