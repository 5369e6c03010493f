import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { ListingAgent, ListingContent, Property, PropertyFacebookPost, PropertyInstagramPost, PropertyStatus, PropertySummary } from '../../src/schema/property.ts';
import { PROPERTY_STATUS } from '../../src/schema/property.ts';
import { POST_STATUS, isFailureReason, type OperationType, type PropertyDraft, type PropertyDraftAddress, type SocialPostStatus } from '../../src/schema/property-draft.ts';
import { isUniqueViolation, type Db, type Queryable, type Trx } from '../db/database.ts';
import type { PropertyRow, PublishingPostRow } from '../db/schema.ts';
import { fullName } from './agents.ts';
import type { Page, PageResult } from './paging.ts';
import { containsPattern, foldText, searchTextOf } from './text.ts';

/**
 * Published properties (issue 11). One per draft, made by the publishing worker's first step;
 * every read names the agent in its WHERE clause, so another agent's property is not found.
 */

export interface PublishedRef {
  readonly propertyId: string;
  readonly slug: string;
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const suffix = (length: number): string => Array.from(randomBytes(length), (byte) => BASE36[byte % 36]).join('');

/** 'Apartamento en venta en Chacao' → 'apartamento-en-venta-en-chacao-3f9k2'. */
export const propertySlug = (title: string | null): string => {
  const words = foldText(title ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${words === '' ? 'propiedad' : words}-${suffix(5)}`;
};

/** The frozen listing: what the draft shows now (it cannot change while publishing), its images now the property's. */
export const listingOf = (draft: PropertyDraft, propertyId: string): ListingContent => ({
  title: draft.title,
  code: draft.code,
  operationType: draft.operationType,
  propertyType: draft.propertyType,
  price: draft.price,
  size: draft.size,
  bedrooms: draft.bedrooms,
  bathrooms: draft.bathrooms,
  thumbnail: draft.thumbnail,
  address: draft.address,
  description: draft.description,
  video: draft.video,
  enviroments: draft.enviroments,
  details: draft.details,
  media: draft.media.map((image) => ({ ...image, propertyId })),
  nearbyPlaces: draft.nearbyPlaces,
});

/** The idempotency key of a draft's post on a network (and page): stable across runs and instances. */
export const postKey = (draftId: string, network: 'instagram' | 'facebook', pageId = ''): string =>
  network === 'instagram' ? `publish:${draftId}:instagram` : `publish:${draftId}:facebook:${pageId}`;

const SLUG_TRIES = 5;

/**
 * The draft's property, made once: an existing one (a step run again after a crash) is answered
 * as it is. In the same transaction the posts to come are recorded with their idempotency keys
 * (Pending), and the draft says Posted with its property.
 */
export async function createPropertyOnce(db: Db, draft: PropertyDraft, now: string): Promise<PublishedRef> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => insertProperty(trx, draft, now));
    } catch (error) {
      // Only a slug taken by another property is worth another try; a second run of this draft finds its own.
      if (!isUniqueViolation(error) || attempt >= SLUG_TRIES) throw error;
    }
  }
}

async function insertProperty(trx: Trx, draft: PropertyDraft, now: string): Promise<PublishedRef> {
  const draftId = draft.propertyDraftId;
  const existing = await trx.selectFrom('properties').select(['id', 'slug']).where('property_draft_id', '=', draftId).executeTakeFirst();
  const ref = existing === undefined ? { propertyId: randomUUID(), slug: propertySlug(draft.title) } : { propertyId: existing.id, slug: existing.slug };
  if (existing === undefined) {
    await trx
      .insertInto('properties')
      .values({
        id: ref.propertyId,
        property_draft_id: draftId,
        agent_id: draft.agentId,
        slug: ref.slug,
        status: PROPERTY_STATUS.Publishing,
        title: draft.title,
        code: draft.code,
        thumbnail_url: draft.thumbnail,
        property_type_id: draft.propertyTypeId,
        property_type: draft.propertyType,
        operation_type: draft.operationType,
        price: draft.price,
        size: draft.size,
        bedrooms: draft.bedrooms,
        bathrooms: draft.bathrooms,
        address: draft.address === null ? null : JSON.stringify(draft.address),
        search_text: searchTextOf([draft.address?.address ?? null, draft.address?.location ?? null, draft.address?.countryState ?? null, draft.code]),
        listing: JSON.stringify(listingOf(draft, ref.propertyId)),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  const planned: Array<{ network: 'instagram' | 'facebook'; pageId: string }> = [
    ...(draft.instagramPost === null ? [] : [{ network: 'instagram' as const, pageId: '' }]),
    ...(draft.facebookPost?.pagesIds ?? []).map((pageId) => ({ network: 'facebook' as const, pageId })),
  ];
  const recorded = new Set(
    (await trx.selectFrom('publishing_posts').select('idempotency_key').where('property_draft_id', '=', draftId).execute()).map((row) => row.idempotency_key),
  );
  const missing = planned.filter((post) => !recorded.has(postKey(draftId, post.network, post.pageId)));
  if (missing.length > 0) {
    await trx
      .insertInto('publishing_posts')
      .values(
        missing.map((post) => ({
          id: randomUUID(),
          property_draft_id: draftId,
          network: post.network,
          page_id: post.pageId,
          idempotency_key: postKey(draftId, post.network, post.pageId),
          status: 1,
          external_id: null,
          attempted_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('property_drafts')
    .set({ post_status: POST_STATUS.Posted, property_id: ref.propertyId, property_slug: ref.slug, updated_at: now })
    .where('id', '=', draftId)
    .where('status', '=', 2)
    .execute();
  return ref;
}

// ---------------------------------------------------------------------------------------------
// Reading

const parse = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** Issue 21: a target's status, its address once published, and why it failed when it did. */
const postOf = (post: PublishingPostRow): PropertyInstagramPost => ({
  status: post.status as SocialPostStatus,
  ...(post.status === 2 && post.post_url !== null ? { url: post.post_url } : {}),
  ...(post.status === 3 && isFailureReason(post.failure_reason) ? { failureReason: post.failure_reason } : {}),
});

function summaryOf(row: PropertyRow, posts: readonly PublishingPostRow[]): PropertySummary {
  const instagram = posts.find((post) => post.network === 'instagram');
  const facebookPosts: PropertyFacebookPost[] = posts.filter((post) => post.network === 'facebook').map((post) => ({ pageId: post.page_id, ...postOf(post) }));
  return {
    propertyId: row.id,
    slug: row.slug,
    status: row.status as PropertyStatus,
    propertyDraftId: row.property_draft_id,
    agentId: row.agent_id,
    title: row.title,
    code: row.code,
    thumbnail: row.thumbnail_url,
    propertyType: row.property_type,
    propertyTypeId: row.property_type_id,
    operationType: row.operation_type as OperationType | null,
    price: row.price === null ? null : Number(row.price),
    size: row.size === null ? null : Number(row.size),
    bedrooms: row.bedrooms === null ? null : Number(row.bedrooms),
    bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
    address: parse<PropertyDraftAddress | null>(row.address, null),
    instagramPost: instagram === undefined ? null : postOf(instagram),
    facebookPosts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function postsOf(db: Queryable, draftIds: readonly string[]): Promise<Map<string, PublishingPostRow[]>> {
  const byDraft = new Map<string, PublishingPostRow[]>(draftIds.map((id) => [id, []]));
  if (draftIds.length === 0) return byDraft;
  const rows = await db.selectFrom('publishing_posts').selectAll().where('property_draft_id', 'in', draftIds).orderBy('network').orderBy('page_id').execute();
  for (const row of rows) byDraft.get(row.property_draft_id)?.push(row);
  return byDraft;
}

export interface PropertyFilters {
  readonly statuses: readonly number[] | null;
  readonly minPrice: number | undefined;
  readonly maxPrice: number | undefined;
  readonly propertyTypeId: string | undefined;
  readonly operationType: number | undefined;
  /** Folded and trimmed; null lists everything. */
  readonly search: string | null;
}

function matching(db: Queryable, agentId: string, filters: PropertyFilters) {
  let query = db.selectFrom('properties').where('agent_id', '=', agentId);
  if (filters.statuses !== null) query = query.where('status', 'in', [...filters.statuses]);
  if (filters.minPrice !== undefined) query = query.where('price', '>=', filters.minPrice);
  if (filters.maxPrice !== undefined) query = query.where('price', '<=', filters.maxPrice);
  if (filters.propertyTypeId !== undefined) query = query.where('property_type_id', '=', filters.propertyTypeId);
  if (filters.operationType !== undefined) query = query.where('operation_type', '=', filters.operationType);
  if (filters.search !== null) query = query.where(sql<SqlBool>`search_text like ${containsPattern(filters.search)} escape '\\'`);
  return query;
}

/** A page of the agent's properties matching the filters, newest first, and how many match in all. */
export async function listProperties(db: Queryable, agentId: string, filters: PropertyFilters, page: Page): Promise<PageResult<PropertySummary>> {
  const [rows, total] = await Promise.all([
    matching(db, agentId, filters).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    matching(db, agentId, filters)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst()
      .then((row) => Number(row?.total ?? 0)),
  ]);
  const posts = await postsOf(db, rows.map((row) => row.property_draft_id));
  return { items: rows.map((row) => summaryOf(row, posts.get(row.property_draft_id) ?? [])), total };
}

/** One property of the agent with its listing and agent card, or undefined. */
export async function loadProperty(db: Queryable, agentId: string, propertyId: string): Promise<Property | undefined> {
  const row = await db.selectFrom('properties').selectAll().where('id', '=', propertyId).where('agent_id', '=', agentId).executeTakeFirst();
  if (row === undefined) return undefined;
  const [posts, agentRow] = await Promise.all([
    postsOf(db, [row.property_draft_id]),
    db.selectFrom('agents').select(['id', 'first_name', 'last_name', 'avatar_url']).where('id', '=', agentId).executeTakeFirstOrThrow(),
  ]);
  const agent: ListingAgent = {
    agentId: agentRow.id,
    fullName: fullName(agentRow),
    avatarUrl: agentRow.avatar_url,
  };
  return { ...summaryOf(row, posts.get(row.property_draft_id) ?? []), listing: parse<ListingContent>(row.listing, {} as ListingContent), agent };
}
