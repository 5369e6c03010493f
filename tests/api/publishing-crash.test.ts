/**
 * A publishing job survives its process being killed (issue 11): a real server process SIGKILLs
 * itself at each point of the job (an effect committed but the machine not told, a post answered
 * but its row still Pending, each state's snapshot persisted); the next process takes the job over
 * once the lease lapses and finishes it. Afterwards there is exactly one property and exactly one
 * post per network and page, on the database under test (SQLite, or PostgreSQL with DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnvironment, signUp } from './harness.ts';
import type { TestEnvironment } from './harness.ts';
import { draftOf } from './support/drafts.ts';
import { startPublishingProcess, type PublishingProcess } from './support/publishing-process.ts';
import { propertiesList, publish, publishableDraft, simulatedPosts, waitForPublished } from './support/publishing.ts';

let environment: TestEnvironment;
let spare: PublishingProcess | null = null;
beforeAll(async () => {
  environment = await createTestEnvironment({ publishing: { leaseMs: 1_000, pollMs: 100 } });
});
afterAll(async () => {
  await spare?.stop();
  await environment?.dispose();
});

const CRASH_POINTS = [
  'persist:creatingProperty',
  'effect:property',
  'persist:postingInstagram',
  'effect:instagram-sent',
  'effect:instagram',
  'persist:postingFacebook',
  'effect:facebook-sent',
  'effect:facebook',
  'persist:finalising',
  'effect:finalise',
] as const;

/** A process that publishes a draft with both posts, and dies at `point` of its job. */
async function publishAndDie(point: string): Promise<{ draftId: string; token: string; pages: readonly string[]; before: Record<string, number> }> {
  const doomed = await startPublishingProcess(environment, point);
  try {
    // Once the first process has made the database (and migrated it).
    const before = await environment.database.countRows();
    const { token } = await signUp(doomed);
    const draft = await publishableDraft(doomed, token, { instagram: 'Se publica una vez', facebook: 'Una vez por página' });
    const pages = draft.facebookPost?.pagesIds ?? [];
    expect(pages.length).toBeGreaterThan(0);
    draftOf(await publish(doomed, token, draft.propertyDraftId));
    expect(await doomed.exited).toBe('SIGKILL');
    expect(doomed.output()).toContain(`{"crashingAt":"${point}"}`);
    return { draftId: draft.propertyDraftId, token, pages, before };
  } finally {
    await doomed.stop();
  }
}

describe('a publishing job killed at each step resumes after a restart without doubling anything', { timeout: 90_000 }, () => {
  it.each(CRASH_POINTS)('killed at %s', async (point) => {
    const { draftId, token, pages, before } = await publishAndDie(point);

    const next = await startPublishingProcess(environment);
    spare = next;
    try {
      const done = await waitForPublished(next, token, draftId);
      expect(done).toMatchObject({ status: 3, postStatus: 2, instagramPost: { status: 2 }, facebookPost: { status: 2 } });
      const list = await propertiesList(next, token, '?statuses=1,2,3');
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({ propertyId: done.property?.propertyId, status: 2, instagramPost: { status: 2 } });
      const posts = await simulatedPosts(next, draftId);
      expect(posts.filter((post) => post.network === 'instagram')).toHaveLength(1);
      expect(posts.filter((post) => post.network === 'facebook').map((post) => post.pageIds[0]).sort()).toEqual([...pages].sort());
      const after = await environment.database.countRows();
      const added = (table: string) => (after[table] ?? 0) - (before[table] ?? 0);
      expect({
        properties: added('properties'),
        publishing_posts: added('publishing_posts'),
        offline_social_posts: added('offline_social_posts'),
        publishing_jobs: added('publishing_jobs'),
      }).toEqual({ properties: 1, publishing_posts: 1 + pages.length, offline_social_posts: 1 + pages.length, publishing_jobs: 1 });
    } finally {
      await next.stop();
      spare = null;
    }
  });
});
