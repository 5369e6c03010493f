import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/database.ts';
import type { PostNetwork } from '../db/schema.ts';

/**
 * Posting a published property to a social network (issue 11). The worker calls `post` once per
 * network and Facebook page, with an idempotency key it recorded before the call; a call repeated
 * with a key already answered must not post again (the offline simulator dedups by key; a real
 * provider adapter keeps its own record of keys and answers, or asks the network for the post it
 * tagged with the key, before posting). Real adapters plug in here later.
 */
export interface SocialPostRequest {
  readonly idempotencyKey: string;
  readonly network: PostNetwork;
  /** The Facebook page; null for Instagram. */
  readonly pageId: string | null;
  readonly caption: string;
  readonly hashtags: readonly string[];
  /** Absolute URLs of the chosen images, in order. */
  readonly imageUrls: readonly string[];
  readonly propertyDraftId: string;
  readonly agentId: string;
}

/** `url`: the post on the network, when the provider says (issue 21: the property view links to it). */
export type SocialPostOutcome = { readonly ok: true; readonly externalId: string; readonly url?: string } | { readonly ok: false; readonly reason: string };

export interface SocialPoster {
  post(request: SocialPostRequest): Promise<SocialPostOutcome>;
}

/** The simulator fails a post whose caption carries this tag (DECISIONS.md, offline adapters). */
export const OFFLINE_FAILURE_TAG = '#fallo';
/**
 * Issue 21: the simulator fails only the first post of a draft on a network (and page) whose
 * caption carries this tag; a retry passes. How a person (or a test) sees a failed post, then its
 * 'Reintentar' publish it, without editing a published listing.
 */
export const OFFLINE_FIRST_FAILURE_TAG = '#fallo-primero';

/** One post the simulator received, as /dev/social-posts shows it. */
export interface OfflineSocialPost {
  readonly id: string;
  readonly network: PostNetwork;
  readonly pageIds: readonly string[];
  readonly caption: string;
  readonly hashtags: readonly string[];
  readonly imageUrls: readonly string[];
  readonly propertyDraftId: string;
  readonly idempotencyKey: string;
  readonly status: 'published' | 'failed';
  readonly receivedAt: string;
}

const PUBLISHED = 2;
const FAILED = 3;

const sleep = (ms: number): Promise<void> => (ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms)));

/** Where the simulator shows one post: its entry on /dev/social-posts. */
export const offlinePostUrl = (id: string): string => `/dev/social-posts#post-${id}`;

const outcomeOf = (row: { id: string; status: number }): SocialPostOutcome =>
  row.status === PUBLISHED
    ? { ok: true, externalId: `offline-${row.id}`, url: offlinePostUrl(row.id) }
    : { ok: false, reason: `the caption contains ${OFFLINE_FAILURE_TAG}` };

/**
 * The offline network: takes `delayMs` per post (so a person can watch the steps), fails a caption
 * with #fallo, and records every post it receives once per idempotency key: a repeated key gets
 * the first answer and records nothing.
 */
export function createOfflineSocialPoster(db: Db, now: () => Date, delayMs: number): SocialPoster {
  const known = (key: string) => db.selectFrom('offline_social_posts').select(['id', 'status']).where('idempotency_key', '=', key).executeTakeFirst();
  /** #fallo fails every time; #fallo-primero only when the draft has no earlier post on that network and page. */
  const fails = async (request: SocialPostRequest): Promise<boolean> => {
    const caption = request.caption.toLowerCase();
    if (caption.includes(OFFLINE_FIRST_FAILURE_TAG)) {
      let earlier = db
        .selectFrom('offline_social_posts')
        .select('id')
        .where('property_draft_id', '=', request.propertyDraftId)
        .where('network', '=', request.network);
      earlier = request.pageId === null ? earlier.where('page_id', 'is', null) : earlier.where('page_id', '=', request.pageId);
      return (await earlier.executeTakeFirst()) === undefined;
    }
    return caption.includes(OFFLINE_FAILURE_TAG);
  };
  return {
    async post(request) {
      const earlier = await known(request.idempotencyKey);
      if (earlier !== undefined) return outcomeOf(earlier);
      await sleep(delayMs);
      const row = {
        id: randomUUID(),
        idempotency_key: request.idempotencyKey,
        network: request.network,
        page_id: request.pageId,
        caption: request.caption,
        hashtags: JSON.stringify(request.hashtags),
        image_urls: JSON.stringify(request.imageUrls),
        property_draft_id: request.propertyDraftId,
        agent_id: request.agentId,
        status: (await fails(request)) ? FAILED : PUBLISHED,
        created_at: now().toISOString(),
      };
      try {
        await db.insertInto('offline_social_posts').values(row).execute();
      } catch (error) {
        // The same key posted at the same moment elsewhere: that answer stands.
        if (!isUniqueViolation(error)) throw error;
        const first = await known(request.idempotencyKey);
        if (first !== undefined) return outcomeOf(first);
        throw error;
      }
      return outcomeOf(row);
    },
  };
}

const parseList = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** The newest posts the simulator received, newest first. */
export async function listOfflineSocialPosts(db: Db, limit: number): Promise<OfflineSocialPost[]> {
  const rows = await db.selectFrom('offline_social_posts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    network: row.network,
    pageIds: row.page_id === null ? [] : [row.page_id],
    caption: row.caption,
    hashtags: parseList(row.hashtags),
    imageUrls: parseList(row.image_urls),
    propertyDraftId: row.property_draft_id,
    idempotencyKey: row.idempotency_key,
    status: row.status === PUBLISHED ? 'published' : 'failed',
    receivedAt: row.created_at,
  }));
}

/**
 * Production without a real provider: the simulator would claim posts that never happened, so
 * every post fails honestly (the property still publishes; the step shows the failure).
 */
export const unavailableSocialPoster: SocialPoster = {
  post: async () => ({ ok: false, reason: 'no social network provider is configured' }),
};
