/**
 * The publishing lease on PostgreSQL (issue 11): several instances share one database, and a job is
 * never run by two of them at once. Two workers (each with its own connection pool, as two server
 * instances have) race for the same jobs: each job is claimed once and its effects happen once; a
 * lease that lapsed (its instance died) is taken over, and the old owner's writes are refused.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { silentNotifier } from '../../server/hub/notifier.ts';
import { createOfflineSocialPoster } from '../../server/providers/social-posting.ts';
import { claimJobs, saveSnapshot } from '../../server/publishing/jobs.ts';
import { createPublishingWorker, type PublishingWorker } from '../../server/publishing/worker.ts';
import { signUp, startServer } from './harness.ts';
import type { SignedUpAgent, TestServer } from './harness.ts';
import { postgresAdminUrl } from './support/test-database.ts';
import { facebookPages, propertiesList, publishableDraft, simulatedPosts, waitForPublished } from './support/publishing.ts';

const quiet = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as unknown as FastifyBaseLogger;

describe.skipIf(postgresAdminUrl() === null)('publishing leases on PostgreSQL', { timeout: 120_000 }, () => {
  let server: TestServer;
  let agent: SignedUpAgent;
  const pools: Db[] = [];
  const workers: PublishingWorker[] = [];
  beforeAll(async () => {
    // The server's own worker looks once at start and is woken only by its own publish calls: the
    // jobs below are queued behind its back, for the two workers of this test.
    server = await startServer({ publishing: { leaseMs: 30_000, pollMs: 3_600_000 } });
    agent = await signUp(server);
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    for (const pool of pools) await pool.destroy();
    await server?.close();
  });

  const pool = (): Db => {
    const db = openDatabase(server.database.url).db;
    pools.push(db);
    return db;
  };

  /** A publishable draft turned Publishing with a queued job, as the publish call leaves it. */
  async function queuedJob(label: string, options = { instagram: 'Una vez' as string | false, facebook: 'Una vez por página' as string | false }): Promise<{ draftId: string; jobId: string }> {
    const draft = await publishableDraft(server, agent.token, options);
    const jobId = `job-${label}-${draft.propertyDraftId.slice(0, 8)}`;
    const at = new Date().toISOString();
    await server.database.execute(
      `update property_drafts set status = 2, post_status = 4 where id = '${draft.propertyDraftId}';
       insert into publishing_jobs (id, property_draft_id, agent_id, state, snapshot, lease_owner, lease_expires_at, attempts, run_after, created_at, updated_at)
       values ('${jobId}', '${draft.propertyDraftId}', '${agent.agent.agentId}', 'queued', null, null, null, 0, '${at}', '${at}', '${at}')`,
    );
    return { draftId: draft.propertyDraftId, jobId };
  }

  it('two pools claiming the same jobs at once: each job is won exactly once', async () => {
    const [a, b] = [pool(), pool()];
    const jobs: Array<{ draftId: string; jobId: string }> = [];
    // One at a time: the server takes at most 3 uploads at once.
    for (let i = 0; i < 6; i++) jobs.push(await queuedJob(`race${i}`, { instagram: false, facebook: false }));
    const now = new Date();
    const [wonByA, wonByB] = await Promise.all([claimJobs(a, 'instance-a', now, 30_000, 10), claimJobs(b, 'instance-b', now, 30_000, 10)]);
    const won = [...wonByA, ...wonByB].map((job) => job.id).filter((id) => jobs.some((job) => job.jobId === id));
    expect(won.sort()).toEqual(jobs.map((job) => job.jobId).sort());
    expect(new Set(won).size).toBe(won.length);
    // Held: nobody else gets them while the lease runs.
    expect((await claimJobs(a, 'instance-c', new Date(), 30_000, 10)).filter((job) => won.includes(job.id))).toEqual([]);
    // Give them back for good: these drafts are not published by this test.
    await server.database.execute(`update publishing_jobs set state = 'failed', lease_owner = null, lease_expires_at = null where id in (${won.map((id) => `'${id}'`).join(', ')})`);
  });

  it('two workers on the same database run every job once: one claim, one property, one post per network and page', async () => {
    const jobs: Array<{ draftId: string; jobId: string }> = [];
    for (let i = 0; i < 4; i++) jobs.push(await queuedJob(`workers${i}`));
    const claims: Array<{ jobId: string; owner: string }> = [];
    // The agent's channels as the server reads them (issue 20): Instagram connected, its two pages.
    const pages = await facebookPages(server, agent.token);
    for (const db of [pool(), pool()]) {
      const worker = createPublishingWorker({
        db,
        now: () => new Date(),
        notifier: silentNotifier,
        poster: createOfflineSocialPoster(db, () => new Date(), 0),
        publicUrl: server.config.publicUrl,
        channels: async () => ({ instagram: true, facebookPageIds: pages }),
        log: quiet,
        leaseMs: 30_000,
        pollMs: 20,
        // One job at a time each, so the two share the work and race for every job.
        concurrency: 1,
        hooks: { onClaim: (jobId, owner) => claims.push({ jobId, owner }) },
      });
      workers.push(worker);
      worker.start();
    }
    for (const job of jobs) await waitForPublished(server, agent.token, job.draftId);
    for (const job of jobs) expect(claims.filter((claim) => claim.jobId === job.jobId)).toHaveLength(1);
    const posts = await simulatedPosts(server);
    for (const job of jobs) {
      const ofDraft = posts.filter((post) => post.propertyDraftId === job.draftId);
      const keys = ofDraft.map((post) => post.idempotencyKey);
      expect(new Set(keys).size).toBe(keys.length);
      expect(ofDraft.filter((post) => post.network === 'instagram')).toHaveLength(1);
    }
    const list = await propertiesList(server, agent.token, '?statuses=1,2,3&limit=100');
    for (const job of jobs) expect(list.items.filter((item) => item.propertyDraftId === job.draftId)).toHaveLength(1);
    for (const worker of workers.splice(0)) await worker.stop();
  });

  it('a lapsed lease is taken over, and the old owner can no longer write the job', async () => {
    const db = pool();
    const job = await queuedJob('lapsed', { instagram: 'Relevo', facebook: false });
    const start = new Date();
    const [claimed] = (await claimJobs(db, 'dead-instance', start, 200, 10)).filter((row) => row.id === job.jobId);
    expect(claimed?.lease_owner).toBe('dead-instance');
    // Not before it lapses.
    expect((await claimJobs(db, 'instance-b', new Date(start.getTime() + 100), 30_000, 10)).map((row) => row.id)).not.toContain(job.jobId);
    const later = new Date(start.getTime() + 500);
    const [taken] = (await claimJobs(db, 'instance-b', later, 30_000, 10)).filter((row) => row.id === job.jobId);
    expect(taken).toMatchObject({ lease_owner: 'instance-b', attempts: 2 });
    expect(await saveSnapshot(db, job.jobId, 'dead-instance', { stale: true }, 'running', later)).toBe(false);
    expect(await saveSnapshot(db, job.jobId, 'instance-b', { fresh: true }, 'failed', later)).toBe(true);
  });
});
