import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  DraftDetailBody,
  DraftEnviromentBody,
  DraftLocationBody,
  DraftNearbyPlaceBody,
  FacebookPostBody,
  InstagramPostBody,
  type InstagramPostBody as InstagramPostBodyType,
} from '../../src/schema/property-draft.ts';
import { authenticate } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import type { Trx } from '../db/database.ts';
import type { PostNetwork } from '../db/schema.ts';
import { decodeBody } from '../http/decode.ts';
import { ApiFailure } from '../http/failure.ts';
import { requireFacebookPages } from '../providers/facebook-pages.ts';
import { travelBetween } from '../repositories/distance.ts';
import { listingReference } from '../repositories/listing-reference.ts';
import { locationBelongsToState } from '../repositories/reference.ts';
import type { DraftEditing } from './draft-editing.ts';

const enviromentBody = decodeBody(DraftEnviromentBody);
const locationBody = decodeBody(DraftLocationBody);
const detailBody = decodeBody(DraftDetailBody);
const nearbyPlaceBody = decodeBody(DraftNearbyPlaceBody);
const instagramBody = decodeBody(InstagramPostBody);
const facebookBody = decodeBody(FacebookPostBody);

/** Nearby places one draft may list (the preview groups them by type; more is noise). */
export const NEARBY_PLACES_MAX = 30;

const invalid = (field: string, message: string) => new ApiFailure('VALIDATION_ERROR', `Invalid body: ${field}: ${message}`);

/** A detail whose type takes a number: digits with one optional decimal point or comma, not negative. */
const NUMBER_VALUE = /^\d{1,12}(?:[.,]\d{1,4})?$/;

type Params<T extends string> = { Params: Record<T, string> };

/** A post's images must be this draft's, each once. */
async function checkPostImages(trx: Trx, draftId: string, imageIds: readonly string[]): Promise<void> {
  if (new Set(imageIds).size !== imageIds.length) throw invalid('imagesUrls', 'Expected each image once');
  const found = await trx.selectFrom('property_draft_images').select('id').where('draft_id', '=', draftId).where('id', 'in', [...imageIds]).execute();
  if (found.length !== imageIds.length) throw invalid('imagesUrls', "Expected ids of this draft's images");
}

async function savePost(
  trx: Trx,
  draftId: string,
  network: PostNetwork,
  body: InstagramPostBodyType,
  pagesIds: readonly string[] | null,
  now: string,
): Promise<void> {
  await checkPostImages(trx, draftId, body.imagesUrls);
  const values = {
    image_ids: JSON.stringify(body.imagesUrls),
    caption: body.caption.trim(),
    hashtags: body.hashtags === null ? null : JSON.stringify(body.hashtags),
    pages_ids: pagesIds === null ? null : JSON.stringify(pagesIds),
    updated_at: now,
  };
  await trx
    .insertInto('property_draft_posts')
    .values({ id: randomUUID(), draft_id: draftId, network, status: 1, created_at: now, ...values })
    .onConflict((oc) => oc.columns(['draft_id', 'network']).doUpdateSet(values))
    .execute();
}

/** Environments, location, details, nearby places and the two posts of a draft (spec 03 §7). */
export function propertyDraftPartRoutes(app: FastifyInstance, context: AppContext, drafts: DraftEditing): void {
  const { db } = context;

  // Quantity 0 takes the environment off the draft.
  app.put<Params<'id' | 'enviromentId'>>('/property-drafts/:id/enviroments/:enviromentId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { quantity } = enviromentBody(request);
    const { id, enviromentId } = request.params;
    if (!(await listingReference(db)).enviroment.has(enviromentId)) {
      throw new ApiFailure('VALIDATION_ERROR', 'Invalid params: enviromentId: Unknown environment');
    }
    await drafts.edit(request, agentId, id, async (trx) => {
      if (quantity === 0) {
        await trx.deleteFrom('property_draft_enviroments').where('draft_id', '=', id).where('enviroment_id', '=', enviromentId).execute();
        return;
      }
      await trx
        .insertInto('property_draft_enviroments')
        .values({ id: randomUUID(), draft_id: id, enviroment_id: enviromentId, quantity })
        .onConflict((oc) => oc.columns(['draft_id', 'enviroment_id']).doUpdateSet({ quantity }))
        .execute();
    });
    return drafts.answer(reply, agentId, id);
  });

  // The nearby places are measured again from the new coordinates, in the same transaction.
  app.put<Params<'id'>>('/property-drafts/:id/location', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = locationBody(request);
    const { id } = request.params;
    if (!(await locationBelongsToState(db, body.location, body.countryState))) {
      throw invalid('location', 'Expected a locality of the chosen countryState');
    }
    const here = { latitude: body.latitude, longitude: body.longitude };
    await drafts.edit(request, agentId, id, async (trx) => {
      const places = await trx.selectFrom('property_draft_nearby_places').select(['id', 'latitude', 'longitude']).where('draft_id', '=', id).execute();
      for (const place of places) {
        const travel = travelBetween(here, { latitude: Number(place.latitude), longitude: Number(place.longitude) });
        await trx
          .updateTable('property_draft_nearby_places')
          .set({ distance_km: travel.distanceKm, walking_minutes: travel.walkingMinutes, vehicle_minutes: travel.vehicleMinutes })
          .where('id', '=', place.id)
          .where('draft_id', '=', id)
          .execute();
      }
      return {
        changes: {
          address: body.address.trim(),
          country_state_id: body.countryState,
          country_location_id: body.location,
          latitude: body.latitude,
          longitude: body.longitude,
        },
      };
    });
    return drafts.answer(reply, agentId, id);
  });

  // One value per detail type: saving again replaces it.
  app.put<Params<'id'>>('/property-drafts/:id/details', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = detailBody(request);
    const { id } = request.params;
    const type = (await listingReference(db)).detailType.get(body.propertyDetailType);
    if (type === undefined) throw invalid('propertyDetailType', 'Unknown detail type');
    const value = body.value.trim();
    if (type.valueKind === 'number' && !NUMBER_VALUE.test(value)) throw invalid('value', `Expected a number for ${type.name}`);
    await drafts.edit(request, agentId, id, async (trx) => {
      await trx
        .insertInto('property_draft_details')
        .values({ id: randomUUID(), draft_id: id, detail_type_id: type.propertyDetailTypeId, value })
        .onConflict((oc) => oc.columns(['draft_id', 'detail_type_id']).doUpdateSet({ value }))
        .execute();
    });
    return drafts.answer(reply, agentId, id);
  });

  // Toggling a detail off; a detail the draft does not hold is already off.
  app.delete<Params<'id' | 'detailTypeId'>>('/property-drafts/:id/details/:detailTypeId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id, detailTypeId } = request.params;
    if (!(await listingReference(db)).detailType.has(detailTypeId)) {
      throw new ApiFailure('VALIDATION_ERROR', 'Invalid params: detailTypeId: Unknown detail type');
    }
    await drafts.edit(request, agentId, id, async (trx) => {
      await trx.deleteFrom('property_draft_details').where('draft_id', '=', id).where('detail_type_id', '=', detailTypeId).execute();
    });
    return drafts.answer(reply, agentId, id);
  });

  // Creates (null id) or updates a place; its distance and times are the server's, from the draft's coordinates.
  app.put<Params<'id'>>('/property-drafts/:id/nearby-places', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = nearbyPlaceBody(request);
    const { id } = request.params;
    if (!(await listingReference(db)).nearbyPlaceType.has(body.propertyNearbyPlaceTypeId)) {
      throw invalid('propertyNearbyPlaceTypeId', 'Unknown nearby place type');
    }
    await drafts.edit(request, agentId, id, async (trx, row) => {
      if (row.latitude === null || row.longitude === null) {
        throw new ApiFailure('PROPERTY_DRAFT_LOCATION_REQUIRED', 'Save the property location (its coordinates) before adding nearby places');
      }
      const travel = travelBetween({ latitude: Number(row.latitude), longitude: Number(row.longitude) }, body);
      const values = {
        place_type_id: body.propertyNearbyPlaceTypeId,
        name: body.name.trim(),
        address: body.address === null || body.address.trim() === '' ? null : body.address.trim(),
        latitude: body.latitude,
        longitude: body.longitude,
        distance_km: travel.distanceKm,
        walking_minutes: travel.walkingMinutes,
        vehicle_minutes: travel.vehicleMinutes,
      };
      if (body.propertyNearbyPlaceId !== null) {
        const updated = await trx
          .updateTable('property_draft_nearby_places')
          .set(values)
          .where('id', '=', body.propertyNearbyPlaceId)
          .where('draft_id', '=', id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw new ApiFailure('NEARBY_PLACE_NOT_FOUND', 'No such nearby place in this draft');
        return;
      }
      const count = await trx
        .selectFrom('property_draft_nearby_places')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('draft_id', '=', id)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= NEARBY_PLACES_MAX) throw invalid('propertyNearbyPlaceId', `A draft lists at most ${NEARBY_PLACES_MAX} nearby places`);
      await trx.insertInto('property_draft_nearby_places').values({ id: randomUUID(), draft_id: id, created_at: isoNow(context), ...values }).execute();
    });
    return drafts.answer(reply, agentId, id);
  });

  app.delete<Params<'id' | 'placeId'>>('/property-drafts/:id/nearby-places/:placeId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id, placeId } = request.params;
    await drafts.edit(request, agentId, id, async (trx) => {
      const deleted = await trx.deleteFrom('property_draft_nearby_places').where('id', '=', placeId).where('draft_id', '=', id).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new ApiFailure('NEARBY_PLACE_NOT_FOUND', 'No such nearby place in this draft');
    });
    return drafts.answer(reply, agentId, id);
  });

  app.put<Params<'id'>>('/property-drafts/:id/instagram', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = instagramBody(request);
    const { id } = request.params;
    await drafts.edit(request, agentId, id, (trx) => savePost(trx, id, 'instagram', body, null, isoNow(context)));
    return drafts.answer(reply, agentId, id);
  });

  // The pages must be the agent's (their Facebook connection's, the offline stand-in's included).
  app.put<Params<'id'>>('/property-drafts/:id/facebook', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = facebookBody(request);
    const { id } = request.params;
    await drafts.requireEditable(agentId, id, request);
    if (new Set(body.pagesIds).size !== body.pagesIds.length) throw invalid('pagesIds', 'Expected each page once');
    const pages = new Set((await requireFacebookPages(context, agentId, request.log)).map((page) => page.facebookPageId));
    if (!body.pagesIds.every((pageId) => pages.has(pageId))) throw invalid('pagesIds', 'Expected pages of your Facebook account');
    await drafts.edit(request, agentId, id, (trx) => savePost(trx, id, 'facebook', body, body.pagesIds, isoNow(context)));
    return drafts.answer(reply, agentId, id);
  });

  // Deleting a post the draft does not have is a no-op ('No quiero publicar en …' twice).
  for (const network of ['instagram', 'facebook'] as const) {
    app.delete<Params<'id'>>(`/property-drafts/:id/${network}`, async (request, reply) => {
      const { agentId } = await authenticate(context, request);
      const { id } = request.params;
      await drafts.edit(request, agentId, id, async (trx) => {
        await trx.deleteFrom('property_draft_posts').where('draft_id', '=', id).where('network', '=', network).execute();
      });
      return drafts.answer(reply, agentId, id);
    });
  }
}
