import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isoNow, type AppContext } from '../context.ts';
import { ApiFailure } from './failure.ts';

/** How long a create's answer is kept under its key (then swept; a later repeat creates again). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim still creating after this long was left by a crashed instance: a repeat takes it over. */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;
/** How long a repeat waits for the first request with its key to finish before answering 409. */
const WAIT_MS = 10_000;
const POLL_MS = 25;
/** 1 to 100 visible ASCII characters (a UUID is what the SPA sends). */
const KEY = /^[\x21-\x7e]{1,100}$/;

export interface Created<T> {
  readonly status: number;
  readonly data: T;
  /** The created record's version (ETag), when it has one. */
  readonly etag?: string;
}

interface Kept {
  readonly status: number;
  readonly body: string;
  readonly etag: string | null;
}

export type IdempotentCreate = <T>(request: FastifyRequest, reply: FastifyReply, agentId: string, create: () => Promise<Created<T>>) => Promise<FastifyReply>;

const sendCreated = <T>(reply: FastifyReply, created: Created<T>): FastifyReply => {
  if (created.etag !== undefined) reply.header('etag', created.etag);
  return reply.code(created.status).send({ data: created.data, metadata: {} });
};

const fingerprintOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/**
 * Issue 21: a POST create with an `Idempotency-Key` header creates at most once per agent and key.
 * Insert-first: the request claims (agent, key) with its fingerprint (method, path, body) before
 * creating; the primary key lets one claim win. The winner creates and keeps its answer on the
 * row; a repeat with the same fingerprint gets that answer again (waiting while the winner is
 * still creating, 409 IDEMPOTENCY_KEY_IN_USE after 10 s), a different one 422
 * IDEMPOTENCY_KEY_REUSED. A create that fails gives its claim back (nothing was created, so a
 * repeat runs again). Keys of another agent never match. Without the header: a plain create.
 */
export function idempotentCreates(context: AppContext): IdempotentCreate {
  const { db } = context;

  /** Null: this request holds the claim and creates; else the first request's kept answer. */
  const claim = async (agentId: string, key: string, fingerprint: string): Promise<Kept | null> => {
    const waitUntil = performance.now() + WAIT_MS;
    for (;;) {
      const now = isoNow(context);
      const expired = new Date(Date.parse(now) - IDEMPOTENCY_KEY_TTL_MS).toISOString();
      // The sweep: expired keys of every agent (indexed by created_at).
      await db.deleteFrom('idempotency_keys').where('created_at', '<', expired).execute();
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ agent_id: agentId, key, fingerprint, status: null, body: null, etag: null, created_at: now })
        .onConflict((oc) => oc.columns(['agent_id', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return null;
      const row = await db.selectFrom('idempotency_keys').selectAll().where('agent_id', '=', agentId).where('key', '=', key).executeTakeFirst();
      if (row === undefined) continue;
      if (row.fingerprint !== fingerprint) {
        throw new ApiFailure('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
      }
      if (row.status !== null && row.body !== null) return { status: row.status, body: row.body, etag: row.etag };
      if (Date.parse(row.created_at) < Date.parse(now) - IDEMPOTENCY_ABANDONED_MS) {
        const taken = await db
          .updateTable('idempotency_keys')
          .set({ created_at: now })
          .where('agent_id', '=', agentId)
          .where('key', '=', key)
          .where('status', 'is', null)
          .where('created_at', '=', row.created_at)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) return null;
        continue;
      }
      if (performance.now() > waitUntil) {
        throw new ApiFailure('IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being processed: repeat it in a moment');
      }
      await sleep(POLL_MS);
    }
  };

  return async (request, reply, agentId, create) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return sendCreated(reply, await create());
    if (typeof header !== 'string' || !KEY.test(header)) {
      throw new ApiFailure('VALIDATION_ERROR', 'Invalid header: Idempotency-Key: Expected 1 to 100 visible characters');
    }
    const stored = await claim(agentId, header, fingerprintOf(request));
    if (stored !== null) {
      if (stored.etag !== null) reply.header('etag', stored.etag);
      return reply.code(stored.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(stored.body);
    }
    let created: Created<unknown>;
    try {
      created = await create();
    } catch (error) {
      await db.deleteFrom('idempotency_keys').where('agent_id', '=', agentId).where('key', '=', header).where('status', 'is', null).execute();
      throw error;
    }
    await db
      .updateTable('idempotency_keys')
      .set({ status: created.status, body: JSON.stringify({ data: created.data, metadata: {} }), etag: created.etag ?? null })
      .where('agent_id', '=', agentId)
      .where('key', '=', header)
      .execute();
    return sendCreated(reply, created);
  };
}
