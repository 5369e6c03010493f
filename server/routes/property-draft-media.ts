import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DRAFT_LIMITS, DraftImageBody, IMAGE_TYPE_STATIC } from '../../src/schema/property-draft.ts';
import { authenticate } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { decodeBody } from '../http/decode.ts';
import { ApiFailure } from '../http/failure.ts';
import { listingReference } from '../repositories/listing-reference.ts';
import { receiveListingImage, receiveVideo, removeListingUpload } from '../storage/property-media.ts';
import { requireStorageRoom } from '../storage/storage-quota.ts';
import { storeAfterCommit } from '../storage/upload-files.ts';
import type { DraftEditing } from './draft-editing.ts';

const imageBody = decodeBody(DraftImageBody);

type Params<T extends string> = { Params: Record<T, string> };

const imageNotFound = (): ApiFailure => new ApiFailure('PROPERTY_IMAGE_NOT_FOUND', 'No such image in this draft');
const limitReached = (): ApiFailure =>
  new ApiFailure('DRAFT_IMAGES_LIMIT_REACHED', `A draft holds at most ${DRAFT_LIMITS.draftImagesMax} images; delete one first`);

const imageCount = async (db: Queryable, draftId: string): Promise<number> => {
  const row = await db
    .selectFrom('property_draft_images')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('draft_id', '=', draftId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** The upload form's optional environment: absent, empty or 'null' (what FormData makes of null) is none. */
const formEnviroment = (value: string | undefined): string | null => (value === undefined || value === '' || value === 'null' ? null : value);

/**
 * Thumbnail, images and video of a draft (spec 03 §7). Each upload is refused before its body is
 * read when the draft is not the caller's or not editable; the file reaches its folder only after
 * the row that names it commits (storeAfterCommit), and a file the draft stops naming is deleted
 * after that commit. Photos and thumbnails are stored without their metadata (property-media.ts).
 */
export function propertyDraftMediaRoutes(app: FastifyInstance, context: AppContext, drafts: DraftEditing): void {
  const { db, config } = context;
  const remove = (...urls: ReadonlyArray<string | null | undefined>) => Promise.all(urls.map((url) => removeListingUpload(config.dataDir, url)));

  app.post<Params<'id'>>('/property-drafts/:id/thumbnail', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id } = request.params;
    await drafts.requireEditable(agentId, id, request);
    const stored = await receiveListingImage(request, config.dataDir, agentId);
    const previous = await storeAfterCommit(stored.file, () =>
      drafts.edit(request, agentId, id, async (trx, row) => {
        await requireStorageRoom(trx, agentId, config.storageQuotaBytes, stored.sizeBytes, Number(row.thumbnail_size_bytes));
        return { changes: { thumbnail_url: stored.url, thumbnail_size_bytes: stored.sizeBytes }, result: row.thumbnail_url };
      }),
    );
    await remove(previous);
    return drafts.answer(reply, agentId, id);
  });

  app.delete<Params<'id'>>('/property-drafts/:id/thumbnail', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id } = request.params;
    const previous = await drafts.edit(request, agentId, id, async (_trx, row) => ({ changes: { thumbnail_url: null, thumbnail_size_bytes: 0 }, result: row.thumbnail_url }));
    await remove(previous);
    return drafts.answer(reply, agentId, id);
  });

  // multipart: file, imageType (STATIC), optional propertyEnviromentId and tags (sent empty).
  app.post<Params<'id'>>('/property-drafts/:id/images', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id } = request.params;
    await drafts.requireEditable(agentId, id, request);
    if ((await imageCount(db, id)) >= DRAFT_LIMITS.draftImagesMax) throw limitReached();
    const stored = await receiveListingImage(request, config.dataDir, agentId, ['imageType', 'propertyEnviromentId', 'tags']);
    const { imageType, tags } = stored.fields;
    const enviromentId = formEnviroment(stored.fields.propertyEnviromentId);
    try {
      if (imageType !== IMAGE_TYPE_STATIC) throw new ApiFailure('VALIDATION_ERROR', `Invalid body: imageType: Expected "${IMAGE_TYPE_STATIC}"`);
      if (tags !== undefined && tags !== '' && tags !== '[]') throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: tags: Expected none at upload (PUT the image to tag it)');
      if (enviromentId !== null && !(await listingReference(db)).enviroment.has(enviromentId)) {
        throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: propertyEnviromentId: Unknown environment');
      }
    } catch (error) {
      await stored.file.discard();
      throw error;
    }
    await storeAfterCommit(stored.file, () =>
      drafts.edit(request, agentId, id, async (trx) => {
        if ((await imageCount(trx, id)) >= DRAFT_LIMITS.draftImagesMax) throw limitReached();
        await requireStorageRoom(trx, agentId, config.storageQuotaBytes, stored.sizeBytes);
        const last = await trx
          .selectFrom('property_draft_images')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('draft_id', '=', id)
          .executeTakeFirst();
        await trx
          .insertInto('property_draft_images')
          .values({
            id: randomUUID(),
            draft_id: id,
            image_url: stored.url,
            image_type: IMAGE_TYPE_STATIC,
            enviroment_id: enviromentId,
            tags: '[]',
            position: last?.position == null ? 0 : Number(last.position) + 1,
            size_bytes: stored.sizeBytes,
            created_at: isoNow(context),
          })
          .execute();
      }),
    );
    return drafts.answer(reply, agentId, id);
  });

  // The image's environment and its tags.
  app.put<Params<'id' | 'imageId'>>('/property-drafts/:id/images/:imageId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = imageBody(request);
    const { id, imageId } = request.params;
    if (body.propertyImageId !== imageId) throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: propertyImageId: Expected the id of the path');
    const reference = await listingReference(db);
    const unknown = [body.propertyEnviromentId, ...body.tags.map((tag) => tag.propertyEnviromentId)].find((envId) => envId !== null && !reference.enviroment.has(envId));
    if (unknown !== undefined) throw new ApiFailure('VALIDATION_ERROR', `Invalid body: propertyEnviromentId: Unknown environment ${unknown}`);
    await drafts.edit(request, agentId, id, async (trx) => {
      const updated = await trx
        .updateTable('property_draft_images')
        .set({ enviroment_id: body.propertyEnviromentId, tags: JSON.stringify(body.tags) })
        .where('id', '=', imageId)
        .where('draft_id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw imageNotFound();
    });
    return drafts.answer(reply, agentId, id);
  });

  // The image goes from both posts' selections too.
  app.delete<Params<'id' | 'imageId'>>('/property-drafts/:id/images/:imageId', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id, imageId } = request.params;
    const url = await drafts.edit(request, agentId, id, async (trx) => {
      const image = await trx.selectFrom('property_draft_images').select('image_url').where('id', '=', imageId).where('draft_id', '=', id).executeTakeFirst();
      if (image === undefined) throw imageNotFound();
      await trx.deleteFrom('property_draft_images').where('id', '=', imageId).where('draft_id', '=', id).execute();
      const posts = await trx.selectFrom('property_draft_posts').select(['id', 'image_ids']).where('draft_id', '=', id).execute();
      for (const post of posts) {
        const ids = JSON.parse(post.image_ids) as string[];
        if (!ids.includes(imageId)) continue;
        await trx
          .updateTable('property_draft_posts')
          .set({ image_ids: JSON.stringify(ids.filter((entry) => entry !== imageId)), updated_at: isoNow(context) })
          .where('id', '=', post.id)
          .execute();
      }
      return { result: image.image_url };
    });
    await remove(url);
    return drafts.answer(reply, agentId, id);
  });

  // A new video replaces the draft's video (and its thumbnail).
  app.post<Params<'id'>>('/property-drafts/:id/videos', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id } = request.params;
    await drafts.requireEditable(agentId, id, request);
    const stored = await receiveVideo(request, config.dataDir, agentId);
    const previous = await storeAfterCommit(stored.file, () =>
      drafts.edit(request, agentId, id, async (trx) => {
        const old = await trx
          .selectFrom('property_draft_videos')
          .select(['video_url', 'thumbnail_url', 'size_bytes', 'thumbnail_size_bytes'])
          .where('draft_id', '=', id)
          .executeTakeFirst();
        const freeing = old === undefined ? 0 : Number(old.size_bytes) + Number(old.thumbnail_size_bytes);
        await requireStorageRoom(trx, agentId, config.storageQuotaBytes, stored.sizeBytes, freeing);
        await trx.deleteFrom('property_draft_videos').where('draft_id', '=', id).execute();
        await trx
          .insertInto('property_draft_videos')
          .values({ id: randomUUID(), draft_id: id, video_url: stored.url, format: stored.format, size_bytes: stored.sizeBytes, thumbnail_url: null, created_at: isoNow(context) })
          .execute();
        return { result: old };
      }),
    );
    await remove(previous?.video_url, previous?.thumbnail_url);
    return drafts.answer(reply, agentId, id);
  });

  app.put<Params<'id'>>('/property-drafts/:id/videos/thumbnail', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id } = request.params;
    await drafts.requireEditable(agentId, id, request);
    const noVideo = () => new ApiFailure('NOT_FOUND', 'The draft has no video: upload the video first');
    if ((await db.selectFrom('property_draft_videos').select('id').where('draft_id', '=', id).executeTakeFirst()) === undefined) throw noVideo();
    const stored = await receiveListingImage(request, config.dataDir, agentId);
    const previous = await storeAfterCommit(stored.file, () =>
      drafts.edit(request, agentId, id, async (trx) => {
        const video = await trx.selectFrom('property_draft_videos').select(['id', 'thumbnail_url', 'thumbnail_size_bytes']).where('draft_id', '=', id).executeTakeFirst();
        if (video === undefined) throw noVideo();
        await requireStorageRoom(trx, agentId, config.storageQuotaBytes, stored.sizeBytes, Number(video.thumbnail_size_bytes));
        await trx.updateTable('property_draft_videos').set({ thumbnail_url: stored.url, thumbnail_size_bytes: stored.sizeBytes }).where('id', '=', video.id).execute();
        return { result: video.thumbnail_url };
      }),
    );
    await remove(previous);
    return drafts.answer(reply, agentId, id);
  });

  // Deleting a video the draft does not have answers the draft.
  app.delete<Params<'id'>>('/property-drafts/:id/videos', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const { id } = request.params;
    const old = await drafts.edit(request, agentId, id, async (trx) => {
      const video = await trx.selectFrom('property_draft_videos').select(['video_url', 'thumbnail_url']).where('draft_id', '=', id).executeTakeFirst();
      await trx.deleteFrom('property_draft_videos').where('draft_id', '=', id).execute();
      return { result: video };
    });
    await remove(old?.video_url, old?.thumbnail_url);
    return drafts.answer(reply, agentId, id);
  });
}
