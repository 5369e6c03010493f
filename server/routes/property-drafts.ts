import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DRAFT_LIMITS, DRAFTS_PAGE_SIZE, DraftBasicBody, PROPERTY_DRAFT_STATUS, PropertyDraftsQuery, draftStatuses } from '../../src/schema/property-draft.ts';
import { COMPLETED_TASK } from '../../src/schema/reference.ts';
import { richTextLength } from '../../src/schema/rich-text.ts';
import { isPlainText } from '../../src/schema/rules.ts';
import { authenticate } from '../auth/session.ts';
import { isoNow, type AppContext } from '../context.ts';
import { decodeBody, decodeEmptyBody, decodeQuery } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import { versionETag } from '../http/etag.ts';
import { idempotentCreates } from '../http/idempotency.ts';
import { draftRateLimit } from '../http/lookup-limit.ts';
import { sanitiseRichText } from '../http/rich-text.ts';
import { listingReference } from '../repositories/listing-reference.ts';
import { listDrafts } from '../repositories/property-drafts.ts';
import { recordTaskCompleted } from '../repositories/tasks-completed.ts';
import { foldText } from '../repositories/text.ts';
import { draftEditing } from './draft-editing.ts';
import { propertyDraftDeleteRoute } from './property-draft-delete.ts';
import { propertyDraftMediaRoutes } from './property-draft-media.ts';
import { propertyDraftPartRoutes } from './property-draft-parts.ts';

const draftsQuery = decodeQuery(PropertyDraftsQuery);
const basicBody = decodeBody(DraftBasicBody);

/**
 * The description as stored: sanitised with the shared allow-list (rich-text.ts), then held to
 * DECISIONS.md's 15 to 6000 characters of text. Null stays null (not written yet).
 */
export function storedDescription(description: string | null): string | null {
  if (description === null) return null;
  if (!isPlainText(description, true)) {
    throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: description: Expected text without control characters (tabs and line breaks are fine)');
  }
  const clean = sanitiseRichText(description);
  const length = richTextLength(clean);
  if (length < DRAFT_LIMITS.descriptionMin) {
    throw new ApiFailure('VALIDATION_ERROR', `Invalid body: description: Expected at least ${DRAFT_LIMITS.descriptionMin} characters of text`);
  }
  if (length > DRAFT_LIMITS.descriptionMax) {
    throw new ApiFailure('VALIDATION_ERROR', `Invalid body: description: Expected at most ${DRAFT_LIMITS.descriptionMax} characters of text`);
  }
  return clean;
}

/**
 * Property drafts (spec 03 §7): the list (dashboard, publishing panel, drafts list), one draft,
 * a new one and its basic data; the parts and the media in their own modules. Every call is the
 * caller's own: the agent id is in every WHERE clause, and another agent's draft is not found.
 */
export function propertyDraftRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const drafts = draftEditing(context);
  const limitDrafts = draftRateLimit(app, context.config);
  const idempotent = idempotentCreates(context);

  app.get('/property-drafts', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const query = draftsQuery(request);
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      throw new ApiFailure('VALIDATION_ERROR', 'Invalid query: minPrice: Expected at most maxPrice');
    }
    const page = { limit: query.limit ?? DRAFTS_PAGE_SIZE, offset: query.offset ?? 0 };
    const search = foldText(query.searchQuery?.trim() ?? '');
    const { items, total } = await listDrafts(
      db,
      agentId,
      {
        statuses: query.statuses === undefined ? null : draftStatuses(query.statuses),
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        propertyTypeId: query.propertyType,
        operationType: query.operationType,
        search: search === '' ? null : search,
      },
      page,
    );
    return ok(reply, items, { pagination: { ...page, total } });
  });

  app.get<{ Params: { id: string } }>('/property-drafts/:id', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    return drafts.answer(reply, agentId, request.params.id);
  });

  /** A new empty draft; the agent's first records completed task 4 (PropertyCreated), once. */
  app.post('/property-drafts', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    decodeEmptyBody(request);
    if (await limitDrafts(request, reply, agentId)) return reply;
    // Issue 21: with an Idempotency-Key, a repeat answers the first draft instead of a second one.
    return idempotent(request, reply, agentId, async () => {
      const id = randomUUID();
      const now = isoNow(context);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('property_drafts')
          .values({ id, agent_id: agentId, status: PROPERTY_DRAFT_STATUS.Pending, post_status: null, search_text: '', created_at: now, updated_at: now })
          .execute();
        await recordTaskCompleted(trx, agentId, COMPLETED_TASK.PropertyCreated, now);
      });
      return { status: 201, data: await drafts.read(agentId, id), etag: versionETag(1) };
    });
  });

  app.put<{ Params: { id: string } }>('/property-drafts/:id', async (request, reply) => {
    const { agentId } = await authenticate(context, request);
    const body = basicBody(request);
    const description = storedDescription(body.description);
    if (!(await listingReference(db)).propertyType.has(body.propertyType)) {
      throw new ApiFailure('VALIDATION_ERROR', 'Invalid body: propertyType: Unknown property type');
    }
    const code = body.code === null ? null : body.code.trim();
    await drafts.edit(request, agentId, request.params.id, async () => ({
      changes: {
        description,
        price: body.price,
        property_type_id: body.propertyType,
        operation_type: body.operationType,
        code: code === '' ? null : code,
      },
    }));
    return drafts.answer(reply, agentId, request.params.id);
  });

  propertyDraftPartRoutes(app, context, drafts);
  propertyDraftMediaRoutes(app, context, drafts);
  propertyDraftDeleteRoute(app, context);
}
