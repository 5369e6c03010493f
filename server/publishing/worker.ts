import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { PUBLISHED_GROUP, publishingGroup } from '../../src/schema/hub.ts';
import { publishingJobMachine, type PublishingJobInput } from '../../src/machines/publishingJobMachine.ts';
import type { Db } from '../db/database.ts';
import type { PublishingJobRow } from '../db/schema.ts';
import type { HubNotifier } from '../hub/notifier.ts';
import type { SocialPoster } from '../providers/social-posting.ts';
import type { ChannelReader } from './channels.ts';
import { claimJobs, releaseJob, renewLease, saveSnapshot } from './jobs.ts';
import { publishingSteps, type PublishingEffect } from './steps.ts';

/** Test hooks: where a crash test stops the process, or a lease test watches who runs what. */
export interface PublishingHooks {
  /** A step's effect is committed; the machine has not heard of it yet. */
  afterEffect?(effect: PublishingEffect, jobId: string): void;
  /** The snapshot of `state` is persisted (and its messages sent). */
  afterPersist?(state: string, jobId: string): void;
  /** This worker won the job's lease. */
  onClaim?(jobId: string, owner: string): void;
}

export interface PublishingWorkerDeps {
  readonly db: Db;
  readonly now: () => Date;
  readonly notifier: HubNotifier;
  readonly poster: SocialPoster;
  readonly publicUrl: string;
  /** Issue 20: the agent's channels, read again before each network's posts. */
  readonly channels: ChannelReader;
  readonly log: FastifyBaseLogger;
  readonly leaseMs: number;
  readonly pollMs: number;
  /** Jobs run at once by this instance. */
  readonly concurrency?: number;
  readonly hooks?: PublishingHooks;
}

/** What the rest of the server sees of the queue, whatever runs it. */
export interface PublishingWorker {
  /** This instance's lease owner id. */
  readonly ownerId: string;
  start(): void;
  /** Look for work now (a job was just queued here) instead of at the next poll. */
  kick(): void;
  /** Claims nothing more, lets each running job finish its current step, persists it and gives the lease back. */
  stop(): Promise<void>;
  /** Resolves when no job is running here (tests, the bench). */
  idle(): Promise<void>;
}

const DEFAULT_CONCURRENCY = 4;
/** A run that broke (the database went away mid-step) is retried after this. */
const BACKOFF_MS = 2_000;
/**
 * Claims of one job after which it is given up: a job that kills its instance every time (or keeps
 * losing its lease) must not go round the instances for ever.
 */
export const MAX_JOB_CLAIMS = 10;
/** How long stop() waits for a step in flight. */
const STOP_GRACE_MS = 10_000;

type JobActor = Actor<typeof publishingJobMachine>;

const inputFor = async (db: Db, job: PublishingJobRow): Promise<PublishingJobInput> => {
  const posts = await db.selectFrom('property_draft_posts').select(['network', 'pages_ids']).where('draft_id', '=', job.property_draft_id).execute();
  const facebook = posts.find((post) => post.network === 'facebook');
  let pages: unknown;
  try {
    pages = JSON.parse(facebook?.pages_ids ?? '[]');
  } catch {
    pages = [];
  }
  return {
    jobId: job.id,
    propertyDraftId: job.property_draft_id,
    agentId: job.agent_id,
    instagram: posts.some((post) => post.network === 'instagram'),
    facebook: Array.isArray(pages) && pages.length > 0,
    retry: job.retry_network,
  };
};

/**
 * The publishing worker: one per server instance, on SQLite and PostgreSQL alike (see jobs.ts for
 * the lease). It polls for due jobs, claims them, and runs each through the publishing machine,
 * restored from its persisted snapshot when another run started it. After every transition it
 * first sends the transition's hub messages, then persists the snapshot fenced by the lease: a
 * crash in between repeats the step and its messages (at least once, never lost), and a step's
 * effects are idempotent. The lease is renewed every third of its length while the job runs.
 */
export function createPublishingWorker(deps: PublishingWorkerDeps): PublishingWorker {
  const { db, log, hooks = {} } = deps;
  const ownerId = `${process.pid}-${randomUUID()}`;
  const concurrency = deps.concurrency ?? DEFAULT_CONCURRENCY;
  const steps = publishingSteps({ db, now: deps.now, poster: deps.poster, publicUrl: deps.publicUrl, channels: deps.channels, afterEffect: hooks.afterEffect });
  const running = new Map<string, Promise<void>>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let again = false;
  const idleWaiters: Array<() => void> = [];

  const settleIdle = () => {
    if (running.size > 0) return;
    for (const resolve of idleWaiters.splice(0)) resolve();
  };

  function runJob(job: PublishingJobRow): Promise<void> {
    return new Promise<void>((resolveRun) => {
      let chain: Promise<void> = Promise.resolve();
      let ended = false;
      const pending: Array<{ group: string; message: object }> = [];
      let actor: JobActor | null = null;

      const end = (reason: 'finished' | 'lost' | 'stopped' | 'broken') => {
        if (ended) return;
        ended = true;
        clearInterval(renewal);
        actor?.stop();
        const release = reason === 'stopped' || reason === 'broken' ? releaseJob(db, job.id, ownerId, new Date(deps.now().getTime() + (reason === 'broken' ? BACKOFF_MS : 0))) : Promise.resolve();
        void release
          .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'publishing: could not give the job back'))
          .finally(() => resolveRun());
      };

      /** Steps start only once the snapshot of the state that runs them is persisted. */
      const persisted = async (): Promise<void> => {
        await Promise.resolve();
        let current: Promise<void>;
        do {
          current = chain;
          await current;
        } while (current !== chain);
        if (ended) throw new Error('publishing: the run ended');
      };
      const step = <I, O>(work: (input: I) => Promise<O>) =>
        fromPromise<O, I>(async ({ input }) => {
          await persisted();
          return work(input);
        });

      const machine = publishingJobMachine.provide({
        actors: {
          createProperty: step(steps.createProperty),
          postInstagram: step(steps.postInstagram),
          postFacebook: step(steps.postFacebook),
          finalise: step(steps.finalise),
          recordFailure: step(steps.recordFailure),
          retryPost: step(steps.retryPost),
          failRetry: step(steps.failRetry),
        },
        actions: {
          notifyStep: (_, message) => pending.push({ group: publishingGroup(job.property_draft_id), message }),
          notifyPublished: () => pending.push({ group: PUBLISHED_GROUP, message: { propertyDraftId: job.property_draft_id } }),
        },
      });

      const flush = async (messages: typeof pending, snapshot: SnapshotFrom<typeof machine>, persistedSnapshot: unknown): Promise<void> => {
        for (const { group, message } of messages) {
          // The state is in the database either way; a hub that is down only costs the live view.
          await deps.notifier.send(job.agent_id, group, message).catch((error: unknown) => log.warn({ err: error, jobId: job.id, group }, 'publishing: hub message not sent'));
        }
        const finished = snapshot.status === 'done';
        const state = finished ? (snapshot.value === 'published' || snapshot.value === 'retried' ? 'done' : 'failed') : 'running';
        if (!(await saveSnapshot(db, job.id, ownerId, persistedSnapshot, state, deps.now()))) {
          log.warn({ jobId: job.id }, 'publishing: lease lost; another instance has the job');
          end('lost');
          return;
        }
        hooks.afterPersist?.(String(snapshot.value), job.id);
        if (finished) end('finished');
        else if (stopping) end('stopped');
      };

      const renewal = setInterval(() => {
        renewLease(db, job.id, ownerId, deps.now(), deps.leaseMs).then(
          (ours) => {
            if (!ours) end('lost');
          },
          (error: unknown) => log.warn({ err: error, jobId: job.id }, 'publishing: lease renewal failed'),
        );
      }, Math.max(100, Math.floor(deps.leaseMs / 3)));
      renewal.unref();

      void (async () => {
        const input = await inputFor(db, job);
        let restored: JobActor | null = null;
        if (job.snapshot !== null) {
          try {
            restored = createActor(machine, { input, snapshot: JSON.parse(job.snapshot) as SnapshotFrom<typeof machine> });
          } catch (error) {
            // A snapshot of an older machine: every step is idempotent, so starting over is safe.
            log.warn({ err: error, jobId: job.id }, 'publishing: snapshot not restorable; starting the job over');
          }
        }
        actor = restored ?? createActor(machine, { input });
        const current = actor;
        current.subscribe({
          next: (snapshot) => {
            if (ended) return;
            const messages = pending.splice(0);
            const persistedSnapshot = current.getPersistedSnapshot();
            chain = chain.then(() => flush(messages, snapshot, persistedSnapshot));
            chain.catch((error: unknown) => {
              log.error({ err: error, jobId: job.id }, 'publishing: could not persist the job');
              end('broken');
            });
            chain = chain.catch(() => {});
          },
          error: (error) => {
            log.error({ err: error, jobId: job.id }, 'publishing: the job machine failed');
            end('broken');
          },
        });
        // start() emits the first snapshot too: a restored finished job just persists and gives its lease back.
        current.start();
      })().catch((error: unknown) => {
        log.error({ err: error, jobId: job.id }, 'publishing: could not start the job');
        end('broken');
      });
    });
  }

  /** The draft says Failed (its agent may publish again) and the page hears step 1 Failed. */
  const giveUp = async (job: PublishingJobRow): Promise<void> => {
    log.error({ jobId: job.id, attempts: job.attempts }, 'publishing: job given up after too many claims');
    if (job.retry_network !== null) {
      // A retry given up (issue 21): its post is Failed again (retryable), the property stays published.
      const network = job.retry_network;
      await steps.failRetry({ jobId: job.id, propertyDraftId: job.property_draft_id, agentId: job.agent_id, network });
      await saveSnapshot(db, job.id, ownerId, job.snapshot === null ? null : JSON.parse(job.snapshot), 'failed', deps.now());
      const message = network === 'instagram' ? { step: 2, instagramPostStatus: 3 } : { step: 3, facebookPostStatus: 3 };
      await deps.notifier
        .send(job.agent_id, publishingGroup(job.property_draft_id), message)
        .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'publishing: hub message not sent'));
      return;
    }
    await steps.recordFailure({ jobId: job.id, propertyDraftId: job.property_draft_id, agentId: job.agent_id });
    await saveSnapshot(db, job.id, ownerId, job.snapshot === null ? null : JSON.parse(job.snapshot), 'failed', deps.now());
    await deps.notifier
      .send(job.agent_id, publishingGroup(job.property_draft_id), { step: 1, postStatus: 3 })
      .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'publishing: hub message not sent'));
  };

  const poll = async (): Promise<void> => {
    if (stopping) return;
    const jobs = await claimJobs(db, ownerId, deps.now(), deps.leaseMs, concurrency - running.size);
    for (const job of jobs) {
      hooks.onClaim?.(job.id, ownerId);
      if (job.attempts > MAX_JOB_CLAIMS) {
        await giveUp(job);
        continue;
      }
      const run = runJob(job).finally(() => {
        running.delete(job.id);
        settleIdle();
        // A slot is free: queued work need not wait for the next tick.
        kick();
      });
      running.set(job.id, run);
    }
  };

  const schedule = (delay: number) => {
    if (stopping || !started) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };

  function tick(): void {
    timer = null;
    if (polling !== null) {
      again = true;
      return;
    }
    polling = poll()
      .catch((error: unknown) => log.warn({ err: error }, 'publishing: could not look for jobs'))
      .finally(() => {
        polling = null;
        if (again) {
          again = false;
          schedule(0);
        } else {
          schedule(deps.pollMs);
        }
      });
  }

  function kick(): void {
    if (!started || stopping) return;
    if (polling !== null) again = true;
    else schedule(0);
  }

  return {
    ownerId,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    kick,
    async stop() {
      stopping = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await polling;
      const runs = Promise.all(running.values());
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, STOP_GRACE_MS);
      });
      await Promise.race([runs, grace]);
      clearTimeout(graceTimer);
    },
    idle() {
      return running.size === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
