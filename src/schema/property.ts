import * as Schema from 'effect/Schema';
import { Id, IntFromQuery, IsoDateTime, Text } from './common.ts';
import {
  DRAFT_LIMITS,
  DraftDetail,
  DraftEnviroment,
  DraftImage,
  DraftNearbyPlace,
  DraftVideo,
  OperationType,
  PostFailureReason,
  PropertyDraftAddress,
  SocialPostStatus,
} from './property-draft.ts';
import { LIST_LIMIT_MAX, SEARCH_QUERY_MAX } from './rules.ts';

/**
 * Published properties (spec 03 §3 'Property (published)', §7 'Properties'; issue 11). Publishing a
 * draft creates one property: its list fields are columns (filters, cards) and the listing itself
 * is a frozen copy of the draft at publish time (`ListingContent`), which the property view and
 * the editor's preview both render with the one preview layout.
 */

/** 1 Publishing, 2 Published, 3 Deleted. */
export const PropertyStatus = Schema.Literals([1, 2, 3]).annotate({ description: '1 Publishing, 2 Published, 3 Deleted' });
export type PropertyStatus = typeof PropertyStatus.Type;
export const PROPERTY_STATUS = { Publishing: 1, Published: 2, Deleted: 3 } as const satisfies Record<string, PropertyStatus>;

/**
 * A network's post of the property: its status (1 Pending, 2 Published, 3 Failed); issue 21: the
 * post's address on the network once published, and why it failed when it did.
 */
export const PropertyInstagramPost = Schema.Struct({
  status: SocialPostStatus,
  url: Schema.optional(Schema.String),
  failureReason: Schema.optional(PostFailureReason),
});
export type PropertyInstagramPost = typeof PropertyInstagramPost.Type;
/** One per Facebook page the post went to. */
export const PropertyFacebookPost = Schema.Struct({ pageId: Id, ...PropertyInstagramPost.fields });
export type PropertyFacebookPost = typeof PropertyFacebookPost.Type;

/** A property as the published list's card shows it (GET /properties). */
export const PropertySummary = Schema.Struct({
  propertyId: Id,
  /** Unique, readable: 'apartamento-en-venta-en-chacao-3f9k2'. */
  slug: Schema.String,
  status: PropertyStatus,
  propertyDraftId: Id,
  agentId: Id,
  title: Schema.NullOr(Schema.String),
  code: Schema.NullOr(Schema.String),
  thumbnail: Schema.NullOr(Schema.String),
  propertyType: Schema.NullOr(Schema.String),
  propertyTypeId: Schema.NullOr(Id),
  operationType: Schema.NullOr(OperationType),
  price: Schema.NullOr(Schema.Int),
  size: Schema.NullOr(Schema.Finite),
  bedrooms: Schema.NullOr(Schema.Int),
  bathrooms: Schema.NullOr(Schema.Int),
  address: Schema.NullOr(PropertyDraftAddress),
  instagramPost: Schema.NullOr(PropertyInstagramPost),
  facebookPosts: Schema.Array(PropertyFacebookPost),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type PropertySummary = typeof PropertySummary.Type;

/**
 * What the preview layout renders (spec 03 §2 'Preview mode'). A draft has every field (the editor's
 * preview passes the draft itself); a property carries a copy taken when it was published.
 */
export const ListingContent = Schema.Struct({
  title: Schema.NullOr(Schema.String),
  code: Schema.NullOr(Schema.String),
  operationType: Schema.NullOr(OperationType),
  propertyType: Schema.NullOr(Schema.String),
  price: Schema.NullOr(Schema.Int),
  size: Schema.NullOr(Schema.Finite),
  bedrooms: Schema.NullOr(Schema.Int),
  bathrooms: Schema.NullOr(Schema.Int),
  thumbnail: Schema.NullOr(Schema.String),
  address: Schema.NullOr(PropertyDraftAddress),
  /** Sanitised HTML. */
  description: Schema.NullOr(Schema.String),
  video: Schema.NullOr(DraftVideo),
  enviroments: Schema.Array(DraftEnviroment),
  details: Schema.Array(DraftDetail),
  media: Schema.Array(DraftImage),
  nearbyPlaces: Schema.Array(DraftNearbyPlace),
});
export type ListingContent = typeof ListingContent.Type;

/** The agent card of the listing ('Agente Inmobiliario'). */
export const ListingAgent = Schema.Struct({
  agentId: Id,
  fullName: Schema.String,
  avatarUrl: Schema.NullOr(Schema.String),
});
export type ListingAgent = typeof ListingAgent.Type;

/** GET /properties/{id}: the card's fields, the frozen listing and its agent. */
export const Property = Schema.Struct({
  ...PropertySummary.fields,
  listing: ListingContent,
  agent: ListingAgent,
});
export type Property = typeof Property.Type;

/** `statuses=2` or `statuses=1,2`: a comma list of property statuses. */
const StatusList = Schema.String.check(
  Schema.makeFilter((value: string) => /^[1-3](,[1-3]){0,2}$/.test(value) || 'Expected a comma list of property statuses (1, 2, 3)'),
);

/** GET /properties: the drafts list's filters (spec 03 §5 'Filters'), with real pagination. */
export const PropertiesQuery = Schema.Struct({
  statuses: Schema.optional(StatusList),
  minPrice: Schema.optional(IntFromQuery(0, DRAFT_LIMITS.priceMax)),
  maxPrice: Schema.optional(IntFromQuery(0, DRAFT_LIMITS.priceMax)),
  propertyType: Schema.optional(Id),
  operationType: Schema.optional(IntFromQuery(1, 2)),
  limit: Schema.optional(IntFromQuery(1, LIST_LIMIT_MAX)),
  offset: Schema.optional(IntFromQuery(0, 1_000_000)),
  searchQuery: Schema.optional(Text(SEARCH_QUERY_MAX)),
});
export type PropertiesQuery = typeof PropertiesQuery.Type;

/** The published list asks 16 at a time, as the drafts list. */
export const PROPERTIES_PAGE_SIZE = 16;

/** Issue 21: the networks a property's post may be retried on (POST /properties/{id}/posts/{network}/retry). */
export const RetryNetwork = Schema.Literals(['instagram', 'facebook']);
export type RetryNetwork = typeof RetryNetwork.Type;
export const isRetryNetwork = Schema.is(RetryNetwork);
