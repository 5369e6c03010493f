/**
 * Issue 21, 'the truth about every post, with a retry': after a failure the draft and the property
 * say which post failed and why; POST /properties/{id}/posts/{network}/retry sends that network's
 * post again, alone, through the publishing queue: once (concurrent retries post once), only a
 * failed post (409 POST_NOT_RETRYABLE otherwise), only the caller's property (404 otherwise), and
 * the step's message reaches the publishing page as the first time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingGroup } from '../../src/schema/hub.ts';
import { expectError, expectNothingWritten, expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { draftOf } from './support/drafts.ts';
import { notifierSpy, propertyOf, publish, publishableDraft, simulatedPosts, waitForDraft, waitForPublished } from './support/publishing.ts';

const spy = notifierSpy();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { notifier: spy });
});
afterAll(async () => {
  await server?.close();
});

const retry = (token: string, propertyId: string, network: string) => server.api('POST', `/properties/${propertyId}/posts/${network}/retry`, { token });

/** A published property whose Instagram post failed (its caption's tag), its Facebook post published. */
async function failedInstagram(caption: string) {
  const { token, agent } = await signUp(server);
  const draft = await publishableDraft(server, token, { instagram: caption, facebook: 'Esto sí' });
  draftOf(await publish(server, token, draft.propertyDraftId));
  const done = await waitForPublished(server, token, draft.propertyDraftId);
  return { token, agent, draft: done, propertyId: done.property?.propertyId as string };
}

const instagramPosts = async (draftId: string) => (await simulatedPosts(server, draftId)).filter((post) => post.network === 'instagram');
const instagramSettled = (token: string, draftId: string) => waitForDraft(server, token, draftId, (draft) => draft.instagramPost?.status !== 1);

describe('the status read after a failure', () => {
  it('the draft and the property say the Instagram post failed, and why; Facebook published with its link', async () => {
    const { token, draft, propertyId } = await failedInstagram('No sale #fallo');
    expect(draft).toMatchObject({ status: 3, postStatus: 2, instagramPost: { status: 3, failureReason: 'rejected' }, facebookPost: { status: 2 } });
    const property = await propertyOf(server, token, propertyId);
    expect(property.instagramPost).toEqual({ status: 3, failureReason: 'rejected' });
    expect(property.facebookPosts.length).toBeGreaterThan(0);
    for (const post of property.facebookPosts) {
      expect(post.status).toBe(2);
      expect(post.url).toMatch(/^\/dev\/social-posts#post-/);
    }
  });
});

describe('POST /properties/{id}/posts/{network}/retry', () => {
  it('retries the failed Instagram post alone: one more simulator post, published, its step message live', async () => {
    const { token, agent, draft, propertyId } = await failedInstagram('Pasa a la segunda #fallo-primero');
    const facebookBefore = (await simulatedPosts(server, draft.propertyDraftId)).filter((post) => post.network === 'facebook');
    const answered = expectOk(await retry(token, propertyId, 'instagram')).data as { instagramPost: { status: number } };
    expect(answered.instagramPost).toEqual({ status: 1 });

    const after = await instagramSettled(token, draft.propertyDraftId);
    expect(after).toMatchObject({ status: 3, postStatus: 2, instagramPost: { status: 2 } });
    expect(after.instagramPost).not.toHaveProperty('failureReason');
    const property = await propertyOf(server, token, propertyId);
    expect(property.instagramPost).toMatchObject({ status: 2, url: expect.stringMatching(/^\/dev\/social-posts#post-/) });

    const posts = await instagramPosts(draft.propertyDraftId);
    expect(posts.map((post) => post.status).sort()).toEqual(['failed', 'published']);
    // Facebook was not posted again.
    expect((await simulatedPosts(server, draft.propertyDraftId)).filter((post) => post.network === 'facebook')).toHaveLength(facebookBefore.length);
    await expect
      .poll(() => spy.of(agent.agentId).filter((entry) => entry.group === publishingGroup(draft.propertyDraftId)).map((entry) => entry.message))
      .toContainEqual({ step: 2, instagramPostStatus: 2 });
  });

  it('a post the network refuses again stays failed, with its reason, and may be retried again', async () => {
    const { token, draft, propertyId } = await failedInstagram('Nunca sale #fallo');
    expectOk(await retry(token, propertyId, 'instagram'));
    const after = await instagramSettled(token, draft.propertyDraftId);
    expect(after.instagramPost).toMatchObject({ status: 3, failureReason: 'rejected' });
    expect(await instagramPosts(draft.propertyDraftId)).toHaveLength(2);
    expectOk(await retry(token, propertyId, 'instagram'));
    await instagramSettled(token, draft.propertyDraftId);
    expect(await instagramPosts(draft.propertyDraftId)).toHaveLength(3);
  });

  it('a post that has not failed is not retryable (409), and nothing is written', async () => {
    const { token, propertyId } = await failedInstagram('No sale #fallo');
    await expectNothingWritten(server, async () => {
      expectError(await retry(token, propertyId, 'facebook'), 'POST_NOT_RETRYABLE');
    });
    const { token: other, propertyId: published } = await failedInstagram('Sale bien');
    await expectNothingWritten(server, async () => {
      expectError(await retry(other, published, 'instagram'), 'POST_NOT_RETRYABLE');
    });
  });

  it('two concurrent retries post once', async () => {
    const { token, draft, propertyId } = await failedInstagram('Pasa a la segunda #fallo-primero');
    const answers = await Promise.all([retry(token, propertyId, 'instagram'), retry(token, propertyId, 'instagram'), retry(token, propertyId, 'instagram')]);
    // Each answers the post as it is (being retried), or, when the retry already ended, that it is not retryable any more.
    for (const answer of answers) {
      if (answer.status !== 200) expectError(answer, 'POST_NOT_RETRYABLE');
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    await instagramSettled(token, draft.propertyDraftId);
    const posts = await instagramPosts(draft.propertyDraftId);
    expect(posts.filter((post) => post.status === 'published')).toHaveLength(1);
    expect(posts).toHaveLength(2);
  });

  it("another agent's property answers like a missing one (404), and an unknown network is a 400", async () => {
    const { propertyId } = await failedInstagram('No sale #fallo');
    const { token: stranger } = await signUp(server);
    await expectNothingWritten(server, async () => {
      expectError(await retry(stranger, propertyId, 'instagram'), 'PROPERTY_NOT_FOUND');
      expectError(await retry(stranger, '6f1d0c3e-8a4b-4c2d-9e7f-1a2b3c4d5e6f', 'instagram'), 'PROPERTY_NOT_FOUND');
    });
    const { token } = await signUp(server);
    expectError(await retry(token, propertyId, 'tiktok'), 'VALIDATION_ERROR');
  });
});
