import * as Schema from 'effect/Schema';
import { Id, IntFromQuery, PageQuery, Text } from './common.ts';
import { SEARCH_QUERY_MAX } from './rules.ts';

/**
 * The listings' reference data (spec 03 §3, §7), loaded idempotently at start like the Venezuelan
 * states and localities. Paths keep the spec's spellings ('enviroments').
 */

/** GET /property-types: `pictureUrl` is our own SVG illustration under /reference/property-types/. */
export const PropertyType = Schema.Struct({
  propertyTypeId: Id,
  name: Schema.String,
  pictureUrl: Schema.String,
});
export type PropertyType = typeof PropertyType.Type;

export const PropertyEnviroment = Schema.Struct({
  propertyEnviromentId: Id,
  name: Schema.String,
  shortName: Schema.String,
});
export type PropertyEnviroment = typeof PropertyEnviroment.Type;

/** GET /property-enviroments: a list of groups ('Habitaciones', 'Áreas sociales', …). */
export const PropertyEnviromentGroup = Schema.Struct({
  name: Schema.String,
  propertyEnviromentParentId: Id,
  propertyEnviroments: Schema.Array(PropertyEnviroment),
});
export type PropertyEnviromentGroup = typeof PropertyEnviromentGroup.Type;

/** The two categories with a tool of their own (spec 03 §4 'Completion checks'). */
export const SERVICES_CATEGORY = 'Servicios';
export const RULES_CATEGORY = 'Limitaciones';

export const PropertyDetailCategory = Schema.Struct({
  propertyDetailCategoryId: Id,
  name: Schema.String,
});
export type PropertyDetailCategory = typeof PropertyDetailCategory.Type;

/** The detail codes the preview reads by name (spec 03 §2 'Preview mode'); other types carry their own code. */
export const DETAIL_CODES = { water: 'WATER', parking: 'PARKING', furnished: 'FURNISHED', buildYear: 'BUILD_YEAR', size: 'SIZE' } as const;

/**
 * GET /property-details/types. `type` is the detail's code (WATER, PARKING, …); `valueKind` (ours)
 * tells the editor which input the toggle reveals: a number (build year, parking spots, m²) or a text.
 */
export const DetailValueKind = Schema.Literals(['number', 'text']);
export type DetailValueKind = typeof DetailValueKind.Type;
export const PropertyDetailType = Schema.Struct({
  propertyDetailTypeId: Id,
  type: Schema.String,
  name: Schema.String,
  valueKind: DetailValueKind,
  propertyDetailCategory: PropertyDetailCategory,
});
export type PropertyDetailType = typeof PropertyDetailType.Type;

/** GET /property-nearby-places/types (our addition: the spec names no call for them). */
export const PropertyNearbyPlaceType = Schema.Struct({
  propertyPlaceTypeId: Id,
  name: Schema.String,
});
export type PropertyNearbyPlaceType = typeof PropertyNearbyPlaceType.Type;

/** Query of the reference lists: limit, offset, searchQuery (and `category` for detail types). */
export const ReferenceSearchQuery = Schema.Struct({
  ...PageQuery.fields,
  searchQuery: Schema.optional(Text(SEARCH_QUERY_MAX)),
});
export const PropertyDetailTypesQuery = Schema.Struct({
  ...ReferenceSearchQuery.fields,
  category: Schema.optional(Id),
});

/** Reference lists are small; without `limit` the server answers all of them. */
export const REFERENCE_LIMIT_DEFAULT = 500;
export const ReferenceLimit = IntFromQuery(1, REFERENCE_LIMIT_DEFAULT);
