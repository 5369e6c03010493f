import * as Schema from 'effect/Schema';
import { Id, IntFromQuery, IsoDateTime, Text } from './common.ts';
import { LIST_LIMIT_MAX, SEARCH_QUERY_MAX } from './rules.ts';

/**
 * Property drafts (spec 03 §3), as far as issue 9 needs them: the list call that the dashboard's
 * 'Continua publicando' and the shell's publishing panel make. The editor's full draft (media,
 * environments, details, posts…) comes with the properties feature and extends this summary.
 */

/** 1 Pending (editable), 2 Publishing, 3 Published. */
export const PropertyDraftStatus = Schema.Literals([1, 2, 3]);
export type PropertyDraftStatus = typeof PropertyDraftStatus.Type;
export const PROPERTY_DRAFT_STATUS = { Pending: 1, Publishing: 2, Published: 3 } as const satisfies Record<
  string,
  PropertyDraftStatus
>;

/** 1 rent, 2 sale. */
export const OperationType = Schema.Literals([1, 2]);
export type OperationType = typeof OperationType.Type;

export const PropertyDraftAddress = Schema.Struct({
  address: Schema.NullOr(Schema.String),
  countryState: Schema.NullOr(Schema.String),
  location: Schema.NullOr(Schema.String),
  latitude: Schema.NullOr(Schema.Finite),
  longitude: Schema.NullOr(Schema.Finite),
});

/** A draft as a list card shows it; a new draft has most fields still empty (null). */
export const PropertyDraftSummary = Schema.Struct({
  propertyDraftId: Id,
  title: Schema.NullOr(Schema.String),
  code: Schema.NullOr(Schema.String),
  operationType: Schema.NullOr(OperationType),
  agentId: Id,
  propertyType: Schema.NullOr(Schema.String),
  price: Schema.NullOr(Schema.Int),
  size: Schema.NullOr(Schema.Finite),
  bathrooms: Schema.NullOr(Schema.Int),
  bedrooms: Schema.NullOr(Schema.Int),
  thumbnail: Schema.NullOr(Schema.String),
  status: PropertyDraftStatus,
  address: Schema.NullOr(PropertyDraftAddress),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type PropertyDraftSummary = typeof PropertyDraftSummary.Type;

/** `statuses=1,2`: a comma list of distinct draft statuses. */
const StatusList = Schema.String.check(
  Schema.makeFilter((value: string) => /^[1-3](,[1-3]){0,2}$/.test(value) || 'Expected a comma list of draft statuses (1, 2, 3)'),
);

/** The statuses of a `statuses` query value that passed the schema ('1,2' → [1, 2]). */
export const draftStatuses = (value: string): PropertyDraftStatus[] =>
  [...new Set(value.split(',').map(Number))] as PropertyDraftStatus[];

/**
 * GET /property-drafts (spec 03 §7): statuses, minPrice, maxPrice, propertyType, operationType,
 * limit, offset, searchQuery. The dashboard asks `statuses=1&limit=1`, the publishing panel
 * `statuses=2`.
 */
export const PropertyDraftsQuery = Schema.Struct({
  statuses: Schema.optional(StatusList),
  minPrice: Schema.optional(IntFromQuery(0, 1_000_000_000)),
  maxPrice: Schema.optional(IntFromQuery(0, 1_000_000_000)),
  propertyType: Schema.optional(Id),
  operationType: Schema.optional(IntFromQuery(1, 2)),
  limit: Schema.optional(IntFromQuery(1, LIST_LIMIT_MAX)),
  offset: Schema.optional(IntFromQuery(0, 1_000_000)),
  searchQuery: Schema.optional(Text(SEARCH_QUERY_MAX)),
});
export type PropertyDraftsQuery = typeof PropertyDraftsQuery.Type;

/** DECISIONS.md: drafts come 16 to a page. */
export const DRAFTS_PAGE_SIZE = 16;
