/**
 * Channel health before and during publishing (issue 20 item 3, DECISIONS.md turn-3 review): a post
 * goes only to a network the agent has connected, to pages the connection still manages. PUT
 * …/publish refuses otherwise, listing each problem and writing nothing; a channel lost between
 * the publish call and the post's step fails that step with its reason, never a fake success;
 * disconnecting stops every later post, a queued publication's included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishingGroup } from '../../src/schema/hub.ts';
import { CHANNEL_MESSAGES, PUBLISH_MESSAGES } from '../../src/schema/publish-validation.ts';
import { expectError, expectNothingWritten, expectOk, expectValidationError, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { draftOf, postBody } from './support/drafts.ts';
import { MEDIA_PROVIDER_ID } from './support/media.ts';
import { notifierSpy, propertyOf, publish, publishableDraft, simulatedPosts, waitForDraft, waitForPublished } from './support/publishing.ts';

const spy = notifierSpy();
/** Long enough to disconnect a network while the simulator is still posting to the other one. */
const POST_DELAY_MS = 1_500;
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ offlinePostDelayMs: POST_DELAY_MS }, { notifier: spy });
});
afterAll(async () => {
  await server?.close();
});

const disconnect = async (token: string, network: keyof typeof MEDIA_PROVIDER_ID) =>
  expectOk(await server.api('DELETE', `/media-providers/agents/${MEDIA_PROVIDER_ID[network]}`, { token }));

const messageOf = (response: { body?: { metadata: { error?: { message: string } | null } } | null }) => response.body?.metadata.error?.message ?? '';

describe('refused before it starts', () => {
  it('an Instagram post of an agent who never connected Instagram: 400, listed, nothing written, nothing posted', async () => {
    const { token } = await signUp(server);
    const draft = await publishableDraft(server, token);
    const imageId = draft.media[0]?.propertyImageId as string;
    // The reproduction: the post is saved without a connection (the editing call allows it).
    draftOf(await server.api('PUT', `/property-drafts/${draft.propertyDraftId}/instagram`, { token, body: postBody([imageId], { caption: 'Sin conexión' }) }));
    let response = await publish(server, token, draft.propertyDraftId);
    await expectNothingWritten(server, async () => {
      response = await publish(server, token, draft.propertyDraftId);
    });
    expectError(response, 'MEDIA_PROVIDER_NOT_CONNECTED');
    expect(messageOf(response)).toContain(`instagram: ${CHANNEL_MESSAGES.instagramNotConnected}`);
    expect(draftOf(await server.api('GET', `/property-drafts/${draft.propertyDraftId}`, { token }))).toMatchObject({ status: 1, postStatus: null, property: null });
    expect(await simulatedPosts(server, draft.propertyDraftId)).toEqual([]);
  });

  it('a Facebook post naming a page the connection no longer manages: 400 FACEBOOK_PAGES_NOT_MANAGED', async () => {
    const { token } = await signUp(server);
    const draft = await publishableDraft(server, token, { facebook: 'Visítalo' });
    const pages = [...(draft.facebookPost?.pagesIds ?? []), '100000000000042'];
    await server.database.execute(`update property_draft_posts set pages_ids = '${JSON.stringify(pages)}' where draft_id = '${draft.propertyDraftId}'`);
    await expectNothingWritten(server, async () => {
      const response = await publish(server, token, draft.propertyDraftId);
      expectError(response, 'FACEBOOK_PAGES_NOT_MANAGED');
      expect(messageOf(response)).toContain(`facebook: ${CHANNEL_MESSAGES.facebookPagesNotManaged}`);
    });
  });

  it('with a content problem too: VALIDATION_ERROR listing both, the channel beside the spec’s', async () => {
    const { token } = await signUp(server);
    const draft = await publishableDraft(server, token, { instagram: 'Hola', facebook: 'Visítalo' });
    await disconnect(token, 'facebook');
    await server.database.execute(`update property_draft_posts set caption = '  ' where draft_id = '${draft.propertyDraftId}' and network = 'instagram'`);
    await expectNothingWritten(server, async () => {
      expectValidationError(
        await publish(server, token, draft.propertyDraftId),
        `instagram: ${PUBLISH_MESSAGES.instagramCaption}`,
        `facebook: ${CHANNEL_MESSAGES.facebookNotConnected}`,
      );
    });
  });

  it('after disconnecting both networks: refused, listing both, and nothing reaches the simulator', async () => {
    const { token } = await signUp(server);
    const draft = await publishableDraft(server, token, { instagram: 'Hola', facebook: 'Visítalo' });
    await disconnect(token, 'instagram');
    await disconnect(token, 'facebook');
    await expectNothingWritten(server, async () => {
      const response = await publish(server, token, draft.propertyDraftId);
      expectError(response, 'MEDIA_PROVIDER_NOT_CONNECTED');
      expect(messageOf(response)).toContain(`instagram: ${CHANNEL_MESSAGES.instagramNotConnected}`);
      expect(messageOf(response)).toContain(`facebook: ${CHANNEL_MESSAGES.facebookNotConnected}`);
    });
    expect(await simulatedPosts(server, draft.propertyDraftId)).toEqual([]);
  });
});

describe('a channel lost during the publication', () => {
  it('Facebook disconnected while Instagram posts: Facebook’s step fails with its reason, Instagram posts, the property is published', async () => {
    const { token, agent } = await signUp(server);
    const draft = await publishableDraft(server, token, { instagram: 'Hola', facebook: 'Visítalo' });
    const id = draft.propertyDraftId;
    expectOk(await publish(server, token, id));
    // Posted 5: the property is made and Instagram's post is in the simulator's delay.
    await waitForDraft(server, token, id, (read) => read.postStatus === 5);
    await disconnect(token, 'facebook');
    const published = await waitForPublished(server, token, id);
    expect(published.instagramPost).toMatchObject({ status: 2 });
    expect(published.facebookPost).toMatchObject({ status: 3, failureReason: 'not-connected' });
    expect(published.instagramPost?.failureReason).toBeUndefined();
    const property = await propertyOf(server, token, published.property?.propertyId as string);
    expect(property.status).toBe(2);
    const posts = await simulatedPosts(server, id);
    expect(posts.map((post) => post.network)).toEqual(['instagram']);
    const steps = spy.of(agent.agentId).filter((entry) => entry.group === publishingGroup(id)).map((entry) => entry.message);
    expect(steps).toContainEqual({ step: 3, facebookPostStatus: 3, reason: 'not-connected' });
    expect(steps).toContainEqual({ step: 2, instagramPostStatus: 2 });
  });

  it('a publication already queued when both are disconnected posts nothing: both steps fail with their reason, the property is published', async () => {
    const { token, agent } = await signUp(server);
    const draft = await publishableDraft(server, token, { instagram: 'Hola', facebook: 'Visítalo' });
    const id = draft.propertyDraftId;
    await disconnect(token, 'instagram');
    await disconnect(token, 'facebook');
    // Queued as the publish call queues it, when the agent was still connected.
    const at = new Date().toISOString();
    await server.database.execute(
      `update property_drafts set status = 2, post_status = 4 where id = '${id}';
       insert into publishing_jobs (id, property_draft_id, agent_id, state, snapshot, lease_owner, lease_expires_at, attempts, run_after, created_at, updated_at)
       values ('job-queued-${id.slice(0, 8)}', '${id}', '${agent.agentId}', 'queued', null, null, null, 0, '${at}', '${at}', '${at}')`,
    );
    const published = await waitForPublished(server, token, id);
    expect(published.instagramPost).toMatchObject({ status: 3, failureReason: 'not-connected' });
    expect(published.facebookPost).toMatchObject({ status: 3, failureReason: 'not-connected' });
    const property = await propertyOf(server, token, published.property?.propertyId as string);
    expect(property.status).toBe(2);
    expect(await simulatedPosts(server, id)).toEqual([]);
  });
});
