/**
 * Writes the demo listings through the editor's routes (the same calls the property editor
 * makes, photos uploaded as multipart) and publishes the finished ones through
 * PUT …/publish, waiting for the app's publishing worker to post them to the offline
 * Instagram/Facebook simulator. Only the parts a draft is missing are written.
 */
import { startOfCaracasDay } from '../../src/schema/rules.ts';
import { POST_STATUS, PROPERTY_DRAFT_STATUS, type PropertyDraft } from '../../src/schema/property-draft.ts';
import type { Db } from '../../server/db/database.ts';
import { reaches, type DraftPlan } from './demo-listings-plan.ts';
import type { InjectApi } from './inject-api.ts';
import { listingPhoto, type PhotoKind } from './listing-photos.ts';

export interface StoredDraft {
  readonly id: string;
  readonly code: string | null;
  readonly status: number;
  readonly price: number | null;
  readonly address: string | null;
  readonly thumbnail: string | null;
  readonly enviroments: number;
  readonly details: number;
  readonly images: number;
  readonly nearby: number;
  readonly posts: ReadonlySet<string>;
}

export interface ListingWriter {
  readonly api: InjectApi;
  readonly db: Db;
  readonly token: string;
  readonly setClock: (at: Date) => void;
  /** Municipality coordinates by id (the reference data's), to place each listing near its centre. */
  readonly coordinates: ReadonlyMap<string, { latitude: number; longitude: number }>;
}

const ROOM_OF: Record<PhotoKind, string | null> = { fachada: null, sala: 'pe-sala', cocina: 'pe-cocina', habitacion: 'pe-habitacion-principal', bano: 'pe-bano' };
const DAY = 86_400_000;
const HOUR = 3_600_000;

export async function readStoredDrafts(db: Db, agentId: string | null): Promise<StoredDraft[]> {
  if (agentId === null) return [];
  const rows = await db.selectFrom('property_drafts').select(['id', 'code', 'status', 'price', 'address', 'thumbnail_url']).where('agent_id', '=', agentId).orderBy('created_at').execute();
  const ids = rows.map((row) => row.id);
  const countOf = async (table: 'property_draft_enviroments' | 'property_draft_details' | 'property_draft_images' | 'property_draft_nearby_places') => {
    if (ids.length === 0) return new Map<string, number>();
    const counted = await db.selectFrom(table).select(['draft_id', (eb) => eb.fn.countAll<number | string>().as('n')]).where('draft_id', 'in', ids).groupBy('draft_id').execute();
    return new Map(counted.map((row) => [row.draft_id, Number(row.n)]));
  };
  const [enviroments, details, images, nearby] = await Promise.all([
    countOf('property_draft_enviroments'),
    countOf('property_draft_details'),
    countOf('property_draft_images'),
    countOf('property_draft_nearby_places'),
  ]);
  const posts = ids.length === 0 ? [] : await db.selectFrom('property_draft_posts').select(['draft_id', 'network']).where('draft_id', 'in', ids).execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    status: row.status,
    price: row.price,
    address: row.address,
    thumbnail: row.thumbnail_url,
    enviroments: enviroments.get(row.id) ?? 0,
    details: details.get(row.id) ?? 0,
    images: images.get(row.id) ?? 0,
    nearby: nearby.get(row.id) ?? 0,
    posts: new Set(posts.filter((post) => post.draft_id === row.id).map((post) => post.network)),
  }));
}

/** The stored draft a plan stands for: by code, or the agent's first draft without one. */
const storedFor = (plan: DraftPlan, stored: readonly StoredDraft[]): StoredDraft | undefined => stored.find((draft) => draft.code === plan.code);

type Part = (writer: ListingWriter, draftId: string) => Promise<void>;

/** The parts a draft still needs, in the editor's order. */
function partsFor(plan: DraftPlan, found: StoredDraft | undefined): Part[] {
  if (found !== undefined && found.status === PROPERTY_DRAFT_STATUS.Published) return [];
  const parts: Part[] = [];
  const editable = found === undefined || found.status === PROPERTY_DRAFT_STATUS.Pending;
  const put = ({ api, token }: ListingWriter, path: string, body: unknown) => api.call<PropertyDraft>('PUT', path, { token, body });
  if (editable && plan.basic !== null && reaches(plan, 'basic') && (found?.price ?? null) === null) {
    const basic = plan.basic;
    parts.push(async (writer, id) => void (await put(writer, `/property-drafts/${id}`, { ...basic, code: plan.code })));
  }
  if (editable && plan.location !== null && reaches(plan, 'rooms')) {
    if ((found?.enviroments ?? 0) < plan.enviroments.length) {
      parts.push(async (writer, id) => {
        for (const [enviromentId, quantity] of plan.enviroments) await put(writer, `/property-drafts/${id}/enviroments/${enviromentId}`, { quantity });
      });
    }
    if ((found?.details ?? 0) < plan.details.length) {
      parts.push(async (writer, id) => {
        for (const [propertyDetailType, value] of plan.details) await put(writer, `/property-drafts/${id}/details`, { propertyDetailType, value });
      });
    }
    if ((found?.address ?? null) === null) parts.push(async (writer, id) => void (await put(writer, `/property-drafts/${id}/location`, locationBody(plan, writer))));
  }
  if (editable && reaches(plan, 'photos')) {
    const listing = Number.parseInt((plan.code ?? '0').replace(/\D/g, ''), 10);
    const missing = plan.photos.slice(found?.images ?? 0);
    if (missing.length > 0) {
      parts.push(async ({ api, token }, id) => {
        for (const kind of missing) {
          const fields = { imageType: 'STATIC', propertyEnviromentId: ROOM_OF[kind] ?? '' };
          await api.upload('POST', `/property-drafts/${id}/images`, { bytes: listingPhoto(listing, kind), name: `${kind}.png`, type: 'image/png' }, token, fields);
        }
      });
    }
    if ((found?.thumbnail ?? null) === null) {
      parts.push(async ({ api, token }, id) => void (await api.upload('POST', `/property-drafts/${id}/thumbnail`, { bytes: listingPhoto(listing, 'fachada'), name: 'portada.png', type: 'image/png' }, token)));
    }
  }
  if (editable && reaches(plan, 'published')) {
    if ((found?.nearby ?? 0) < plan.nearby.length) parts.push(async (writer, id) => nearbyPlaces(plan, writer, id));
    if (plan.instagram !== null && found?.posts.has('instagram') !== true) parts.push(async (writer, id) => post(writer, id, 'instagram', plan.instagram));
    if (plan.facebook !== null && found?.posts.has('facebook') !== true) parts.push(async (writer, id) => post(writer, id, 'facebook', plan.facebook));
  }
  if (reaches(plan, 'published')) parts.push(async (writer, id) => publish(writer, id));
  return parts;
}

function locationBody(plan: DraftPlan, writer: ListingWriter) {
  const location = plan.location as NonNullable<DraftPlan['location']>;
  const centre = writer.coordinates.get(location.locationId);
  if (centre === undefined) throw new Error(`no municipality ${location.locationId} in the reference data`);
  return {
    address: location.address,
    countryState: location.stateId,
    location: location.locationId,
    latitude: Number((centre.latitude + location.north).toFixed(6)),
    longitude: Number((centre.longitude + location.east).toFixed(6)),
  };
}

async function nearbyPlaces(plan: DraftPlan, writer: ListingWriter, id: string): Promise<void> {
  const here = locationBody(plan, writer);
  for (const place of plan.nearby) {
    await writer.api.call('PUT', `/property-drafts/${id}/nearby-places`, {
      token: writer.token,
      body: {
        propertyNearbyPlaceId: null,
        propertyNearbyPlaceTypeId: place.typeId,
        name: place.name,
        address: null,
        latitude: Number((here.latitude + place.north).toFixed(6)),
        longitude: Number((here.longitude + place.east).toFixed(6)),
      },
    });
  }
}

async function post(writer: ListingWriter, id: string, network: 'instagram' | 'facebook', text: DraftPlan['instagram']): Promise<void> {
  const { api, token } = writer;
  const draft = await api.call<PropertyDraft>('GET', `/property-drafts/${id}`, { token });
  const body = { imagesUrls: draft.media.map((image) => image.propertyImageId), caption: text?.caption, hashtags: text?.hashtags, location: null };
  if (network === 'instagram') {
    await api.call('PUT', `/property-drafts/${id}/instagram`, { token, body });
    return;
  }
  const pages = await api.call<{ facebookPageId: string }[]>('GET', '/media-providers/facebook/pages', { token });
  await api.call('PUT', `/property-drafts/${id}/facebook`, { token, body: { ...body, pagesIds: pages.slice(0, 1).map((page) => page.facebookPageId) } });
}

/** Publishes and waits for the worker to finish (the clock stays at the publishing day meanwhile). */
async function publish(writer: ListingWriter, id: string): Promise<void> {
  await writer.api.call('PUT', `/property-drafts/${id}/publish`, { token: writer.token });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = await writer.db.selectFrom('property_drafts').select(['status', 'post_status']).where('id', '=', id).executeTakeFirstOrThrow();
    if (row.status === PROPERTY_DRAFT_STATUS.Published) return;
    if (row.post_status === POST_STATUS.Failed) throw new Error(`publishing draft ${id} failed`);
    if (Date.now() > deadline) throw new Error(`publishing draft ${id} did not finish in 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many drafts still need writes (0: seeded). */
export function pendingListingWrites(plans: readonly DraftPlan[], stored: readonly StoredDraft[]): number {
  return plans.filter((plan) => {
    const found = storedFor(plan, stored);
    return found === undefined || partsFor(plan, found).length > 0;
  }).length;
}

/** Creates the missing drafts and completes the rest, each at its own point in the past weeks. */
export async function writeListings(plans: readonly DraftPlan[], stored: readonly StoredDraft[], writer: ListingWriter, now: Date): Promise<number> {
  let writes = 0;
  for (const plan of plans) {
    const found = storedFor(plan, stored);
    const parts = partsFor(plan, found);
    if (found !== undefined && parts.length === 0) continue;
    // Office hours in Caracas: started mid-morning, published early afternoon.
    const started = new Date(Math.min(now.getTime() - HOUR, startOfCaracasDay(now).getTime() - plan.startedDaysAgo * DAY + 10 * HOUR));
    writer.setClock(started);
    const id = found?.id ?? (await writer.api.call<PropertyDraft>('POST', '/property-drafts', { token: writer.token })).propertyDraftId;
    for (const [index, part] of parts.entries()) {
      const publishing = index === parts.length - 1 && plan.publishedDaysAgo !== null;
      const publishedAt = new Date(startOfCaracasDay(now).getTime() - (plan.publishedDaysAgo as number) * DAY + 14 * HOUR);
      writer.setClock(publishing ? publishedAt : new Date(Math.min(now.getTime(), started.getTime() + (index + 1) * 10 * 60_000)));
      await part(writer, id);
    }
    writes++;
  }
  return writes;
}
