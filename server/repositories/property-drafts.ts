import { sql, type SqlBool } from 'kysely';
import type {
  DraftDetail,
  DraftEnviroment,
  DraftImage,
  DraftNearbyPlace,
  DraftVideo,
  FacebookPost,
  ImageTag,
  InstagramPost,
  OperationType,
  PostStatus,
  PropertyDraft,
  PropertyDraftAddress,
  PropertyDraftStatus,
  PropertyDraftSummary,
  SocialPostStatus,
} from '../../src/schema/property-draft.ts';
import { isFailureReason } from '../../src/schema/property-draft.ts';
import { DETAIL_CODES } from '../../src/schema/property-reference.ts';
import type { Engine, Queryable } from '../db/database.ts';
import type { PropertyDraftRow } from '../db/schema.ts';
import { listingReference, type ListingReference } from './listing-reference.ts';
import type { Page, PageResult } from './paging.ts';
import { referenceNames, type ReferenceNames } from './reference-names.ts';
import { containsPattern, searchTextOf } from './text.ts';

/**
 * Property drafts (issue 10). Every read names the agent in its WHERE clause: another agent's
 * draft is not found. The answer's composed fields (title, bedrooms, bathrooms, size) are worked
 * out here from the rows, never stored, so they cannot disagree with what the draft holds.
 */

export const findDraftRow = async (db: Queryable, agentId: string, draftId: string, lock?: Engine): Promise<PropertyDraftRow | undefined> => {
  let query = db.selectFrom('property_drafts').selectAll().where('id', '=', draftId).where('agent_id', '=', agentId);
  if (lock === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
};

const OPERATION_WORDS: Record<OperationType, string> = { 1: 'en alquiler', 2: 'en venta' };

/** 'Apartamento en venta en Chacao'; null while the property type is missing. */
export function composeTitle(typeName: string | null, operationType: number | null, locationName: string | null): string | null {
  if (typeName === null) return null;
  const parts = [typeName];
  if (operationType === 1 || operationType === 2) parts.push(OPERATION_WORDS[operationType]);
  if (locationName !== null) parts.push(`en ${locationName}`);
  return parts.join(' ');
}

/** What the search of the list reads: the address, its locality and state, and the code. */
export const draftSearchText = (row: Pick<PropertyDraftRow, 'address' | 'code' | 'country_state_id' | 'country_location_id'>, names: ReferenceNames): string =>
  searchTextOf([row.address, names.location(row.country_location_id), names.state(row.country_state_id), row.code]);

interface Counts {
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
}

/** The counted environments' quantities and the SIZE detail's number, per draft. */
async function countsOf(db: Queryable, draftIds: readonly string[], reference: ListingReference): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>(draftIds.map((id) => [id, { bedrooms: null, bathrooms: null, size: null }]));
  if (draftIds.length === 0) return counts;
  const sizeType = reference.detailTypes.find((type) => type.type === DETAIL_CODES.size)?.propertyDetailTypeId;
  const [enviroments, sizes] = await Promise.all([
    db.selectFrom('property_draft_enviroments').select(['draft_id', 'enviroment_id', 'quantity']).where('draft_id', 'in', draftIds).execute(),
    sizeType === undefined
      ? Promise.resolve([])
      : db.selectFrom('property_draft_details').select(['draft_id', 'value']).where('draft_id', 'in', draftIds).where('detail_type_id', '=', sizeType).execute(),
  ]);
  for (const row of enviroments) {
    const kind = reference.enviroment.get(row.enviroment_id)?.counts;
    const entry = counts.get(row.draft_id);
    if (kind == null || entry === undefined) continue;
    entry[kind] = (entry[kind] ?? 0) + row.quantity;
  }
  for (const row of sizes) {
    const entry = counts.get(row.draft_id);
    const value = Number(row.value.replace(',', '.'));
    if (entry !== undefined && Number.isFinite(value)) entry.size = value;
  }
  return counts;
}

function addressOf(row: PropertyDraftRow, names: ReferenceNames): PropertyDraftAddress | null {
  if (row.address === null && row.country_state_id === null && row.country_location_id === null && row.latitude === null && row.longitude === null) return null;
  return {
    address: row.address,
    countryState: names.state(row.country_state_id),
    location: names.location(row.country_location_id),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    countryStateId: row.country_state_id,
    countryLocationId: row.country_location_id,
  };
}

function summaryOf(row: PropertyDraftRow, reference: ListingReference, names: ReferenceNames, counts: Counts | undefined): PropertyDraftSummary {
  const type = row.property_type_id === null ? undefined : reference.propertyType.get(row.property_type_id);
  return {
    propertyDraftId: row.id,
    title: composeTitle(type?.name ?? null, row.operation_type, names.location(row.country_location_id)),
    code: row.code,
    operationType: row.operation_type as OperationType | null,
    agentId: row.agent_id,
    propertyType: type?.name ?? null,
    propertyTypeId: type?.propertyTypeId ?? null,
    price: row.price === null ? null : Number(row.price),
    size: counts?.size ?? null,
    bathrooms: counts?.bathrooms ?? null,
    bedrooms: counts?.bedrooms ?? null,
    thumbnail: row.thumbnail_url,
    status: row.status as PropertyDraftStatus,
    postStatus: row.post_status as PostStatus | null,
    address: addressOf(row, names),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface DraftFilters {
  readonly statuses: readonly number[] | null;
  readonly minPrice: number | undefined;
  readonly maxPrice: number | undefined;
  readonly propertyTypeId: string | undefined;
  readonly operationType: number | undefined;
  /** Folded and trimmed; null lists everything. */
  readonly search: string | null;
}

function matching(db: Queryable, agentId: string, filters: DraftFilters) {
  // Issue 21: a draft as 'Nueva propiedad' made it, never written to, is not listed (the sweep removes it).
  let query = db
    .selectFrom('property_drafts')
    .where('agent_id', '=', agentId)
    .where((eb) => eb.or([eb('touched', '=', 1), eb('status', '<>', 1)]));
  if (filters.statuses !== null) query = query.where('status', 'in', [...filters.statuses]);
  if (filters.minPrice !== undefined) query = query.where('price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query = query.where('price', '<=', filters.maxPrice);
  if (filters.propertyTypeId !== undefined) query = query.where('property_type_id', '=', filters.propertyTypeId);
  if (filters.operationType !== undefined) query = query.where('operation_type', '=', filters.operationType);
  if (filters.search !== null) query = query.where(sql<SqlBool>`search_text like ${containsPattern(filters.search)} escape '\\'`);
  return query;
}

/** A page of the agent's drafts matching the filters, newest first, and how many match in all. */
export async function listDrafts(db: Queryable, agentId: string, filters: DraftFilters, page: Page): Promise<PageResult<PropertyDraftSummary>> {
  const [rows, total, reference, names] = await Promise.all([
    matching(db, agentId, filters).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    matching(db, agentId, filters)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst()
      .then((row) => Number(row?.total ?? 0)),
    listingReference(db),
    referenceNames(db),
  ]);
  const counts = await countsOf(db, rows.map((row) => row.id), reference);
  return { items: rows.map((row) => summaryOf(row, reference, names, counts.get(row.id))), total };
}

const parseJson = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The whole draft as the editor reads it, or undefined when the agent has no such draft. */
export async function loadDraft(db: Queryable, agentId: string, draftId: string): Promise<PropertyDraft | undefined> {
  const row = await findDraftRow(db, agentId, draftId);
  if (row === undefined) return undefined;
  const [reference, names, enviromentRows, detailRows, imageRows, videoRow, placeRows, postRows] = await Promise.all([
    listingReference(db),
    referenceNames(db),
    db.selectFrom('property_draft_enviroments').selectAll().where('draft_id', '=', draftId).execute(),
    db.selectFrom('property_draft_details').selectAll().where('draft_id', '=', draftId).execute(),
    db.selectFrom('property_draft_images').selectAll().where('draft_id', '=', draftId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('property_draft_videos').selectAll().where('draft_id', '=', draftId).executeTakeFirst(),
    db.selectFrom('property_draft_nearby_places').selectAll().where('draft_id', '=', draftId).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('property_draft_posts').selectAll().where('draft_id', '=', draftId).execute(),
  ]);
  const counts = (await countsOf(db, [draftId], reference)).get(draftId);

  const enviromentOrder = [...reference.enviroment.keys()];
  const enviroments: DraftEnviroment[] = enviromentRows
    .sort((a, b) => enviromentOrder.indexOf(a.enviroment_id) - enviromentOrder.indexOf(b.enviroment_id))
    .flatMap((entry) => {
      const enviroment = reference.enviroment.get(entry.enviroment_id);
      return enviroment === undefined
        ? []
        : [{ enviromentInPropertyId: entry.id, quantity: entry.quantity, propertyEnviroment: { id: enviroment.id, name: enviroment.name, shortName: enviroment.shortName } }];
    });

  const detailOrder = reference.detailTypes.map((type) => type.propertyDetailTypeId);
  const details: DraftDetail[] = detailRows
    .sort((a, b) => detailOrder.indexOf(a.detail_type_id) - detailOrder.indexOf(b.detail_type_id))
    .flatMap((entry) => {
      const type = reference.detailType.get(entry.detail_type_id);
      if (type === undefined) return [];
      const { valueKind: _kind, ...propertyDetailType } = type;
      return [{ propertyDetailId: entry.id, value: entry.value, propertyDetailType }];
    });

  const media: DraftImage[] = imageRows.map((image, index) => {
    const enviroment = image.enviroment_id === null ? undefined : reference.enviroment.get(image.enviroment_id);
    return {
      propertyImageId: image.id,
      propertyId: draftId,
      imageUrl: image.image_url,
      imageType: image.image_type,
      propertyEnviroment: enviroment === undefined ? null : { propertyEnviromentId: enviroment.id, name: enviroment.name },
      index,
      tags: parseJson<ImageTag[]>(image.tags, []),
    };
  });

  const video: DraftVideo | null =
    videoRow === undefined
      ? null
      : { propertyVideoId: videoRow.id, url: videoRow.video_url, videoUrl: videoRow.video_url, thumbnail: videoRow.thumbnail_url, format: videoRow.format };

  const nearbyPlaces: DraftNearbyPlace[] = placeRows.flatMap((place) => {
    const type = reference.nearbyPlaceType.get(place.place_type_id);
    return type === undefined
      ? []
      : [
          {
            propertyNearbyPlaceId: place.id,
            name: place.name,
            latitude: Number(place.latitude),
            longitude: Number(place.longitude),
            address: place.address,
            distanceInKm: Number(place.distance_km),
            walkingTimeInMinutes: Number(place.walking_minutes),
            vehicleTimeInMinutes: Number(place.vehicle_minutes),
            type,
          },
        ];
  });

  const postOf = (network: 'instagram' | 'facebook'): InstagramPost | null => {
    const post = postRows.find((entry) => entry.network === network);
    if (post === undefined) return null;
    return {
      id: post.id,
      imagesUrls: parseJson<string[]>(post.image_ids, []),
      caption: post.caption,
      hashTags: parseJson<string[] | null>(post.hashtags, null),
      status: post.status as SocialPostStatus,
      location: null,
      ...(post.status === 3 && isFailureReason(post.failure_reason) ? { failureReason: post.failure_reason } : {}),
    };
  };
  const instagramPost = postOf('instagram');
  const facebookBase = postOf('facebook');
  const facebookRow = postRows.find((entry) => entry.network === 'facebook');
  const facebookPost: FacebookPost | null =
    facebookBase === null ? null : { ...facebookBase, pagesIds: parseJson<string[]>(facebookRow?.pages_ids ?? null, []) };

  return {
    ...summaryOf(row, reference, names, counts),
    description: row.description,
    instagramPost,
    facebookPost,
    video,
    enviroments,
    details,
    media,
    nearbyPlaces,
    property: row.property_id !== null && row.property_slug !== null ? { propertyId: row.property_id, slug: row.property_slug } : null,
  };
}
