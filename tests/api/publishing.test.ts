/**
 * PUT /property-drafts/{id}/publish and the publishing worker (issue 11, spec 03 §4): the pre-publish
 * validation refuses writing nothing; a publish moves the draft to Publishing (postStatus Posting)
 * and the worker creates the property, posts, finalises, and sends the spec's step messages to the
 * draft's agent only; a #fallo post fails its step and the job still finalises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JOB_CLAIMS } from '../../server/publishing/worker.ts';
import { PUBLISHED_GROUP, publishingGroup } from '../../src/schema/hub.ts';
import { PUBLISH_MESSAGES } from '../../src/schema/publish-validation.ts';
import { createTestEnvironment, expectError, expectNothingWritten, expectOk, expectValidationError, signUp, startServer, startServerIn } from './harness.ts';
import type { TestServer } from './harness.ts';
import { basicBody, createDraft, draftOf } from './support/drafts.ts';
import { notifierSpy, propertyOf, publish, publishableDraft, simulatedPosts, waitForDraft, waitForPublished } from './support/publishing.ts';

const spy = notifierSpy();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, { notifier: spy });
});
afterAll(async () => {
  await server?.close();
});

/** The messages the agent got about one draft, in order. */
const messagesAbout = (agentId: string, draftId: string) =>
  spy
    .of(agentId)
    .filter((entry) => entry.group === publishingGroup(draftId) || (entry.group === PUBLISHED_GROUP && (entry.message as { propertyDraftId?: string }).propertyDraftId === draftId))
    .map(({ group, message }) => ({ group, message }));

describe('the pre-publish validation', () => {
  it('refuses a draft with missing items, naming each, and writes nothing', async () => {
    const { token } = await signUp(server);
    const { propertyDraftId: id } = await createDraft(server, token);
    let response = await publish(server, token, id);
    await expectNothingWritten(server, async () => {
      response = await publish(server, token, id);
    });
    expectValidationError(
      response,
      PUBLISH_MESSAGES.propertyType,
      PUBLISH_MESSAGES.price,
      PUBLISH_MESSAGES.enviroments,
      PUBLISH_MESSAGES.details,
      PUBLISH_MESSAGES.address,
      PUBLISH_MESSAGES.thumbnail,
      PUBLISH_MESSAGES.media,
      'basic_details',
      'images',
    );
    expect(draftOf(await server.api('GET', `/property-drafts/${id}`, { token }))).toMatchObject({ status: 1, postStatus: null, property: null });
  });

  it('re-checks the posts: an Instagram post with an empty caption is refused', async () => {
    const { token } = await signUp(server);
    const draft = await publishableDraft(server, token, { instagram: 'Hola' });
    await server.database.execute(`update property_draft_posts set caption = '  ' where draft_id = '${draft.propertyDraftId}'`);
    await expectNothingWritten(server, async () => {
      expectValidationError(await publish(server, token, draft.propertyDraftId), PUBLISH_MESSAGES.instagramCaption, 'instagram');
    });
  });

  it('takes no body', async () => {
    const { token } = await signUp(server);
    const draft = await publishableDraft(server, token);
    await expectNothingWritten(server, async () => {
      expectError(await publish(server, token, draft.propertyDraftId, { body: { force: true } }), 'VALIDATION_ERROR');
    });
  });
});

describe('publishing a draft', () => {
  it('with both posts: Publishing at once, then the property, both posts, finalised, and the four messages to the agent', async () => {
    const { token, agent } = await signUp(server);
    const draft = await publishableDraft(server, token, { instagram: '¡Nuevo en Chacao!', facebook: 'Visítalo' });
    const pagesIds = draft.facebookPost?.pagesIds ?? [];
    expect(pagesIds.length).toBeGreaterThan(0);
    const answered = draftOf(await publish(server, token, draft.propertyDraftId));
    expect(answered).toMatchObject({ status: 2, postStatus: 4 });

    const done = await waitForPublished(server, token, draft.propertyDraftId);
    expect(done).toMatchObject({ status: 3, postStatus: 2, instagramPost: { status: 2 }, facebookPost: { status: 2 } });
    const ref = done.property as { propertyId: string; slug: string };
    expect(ref.slug).toMatch(/^apartamento-en-venta-en-chacao-[a-z0-9]{5}$/);

    await expect.poll(() => messagesAbout(agent.agentId, draft.propertyDraftId).length).toBe(5);
    expect(messagesAbout(agent.agentId, draft.propertyDraftId)).toEqual([
      { group: publishingGroup(draft.propertyDraftId), message: { step: 1, postStatus: 5 } },
      { group: publishingGroup(draft.propertyDraftId), message: { step: 2, instagramPostStatus: 2 } },
      { group: publishingGroup(draft.propertyDraftId), message: { step: 3, facebookPostStatus: 2 } },
      { group: publishingGroup(draft.propertyDraftId), message: { step: 4, slug: ref.slug, propertyId: ref.propertyId } },
      { group: PUBLISHED_GROUP, message: { propertyDraftId: draft.propertyDraftId } },
    ]);
    // Every message about this draft went to its agent only.
    expect(spy.sent.filter((entry) => JSON.stringify(entry).includes(draft.propertyDraftId)).every((entry) => entry.agentId === agent.agentId)).toBe(true);

    const property = await propertyOf(server, token, ref.propertyId);
    expect(property).toMatchObject({
      propertyId: ref.propertyId,
      slug: ref.slug,
      status: 2,
      propertyDraftId: draft.propertyDraftId,
      agentId: agent.agentId,
      title: draft.title,
      price: draft.price,
      bedrooms: 2,
      instagramPost: { status: 2 },
      agent: { agentId: agent.agentId, fullName: 'María Pérez', avatarUrl: null },
    });
    expect(property.facebookPosts.map((post) => post.pageId).sort()).toEqual([...pagesIds].sort());
    expect(property.facebookPosts.every((post) => post.status === 2)).toBe(true);
    const { propertyDraftId: _id, agentId: _agent, status: _s, postStatus: _p, instagramPost: _i, facebookPost: _f, property: _r, createdAt: _c, updatedAt: _u, propertyTypeId: _t, ...listed } = draft;
    expect(property.listing).toEqual({ ...listed, media: draft.media.map((image) => ({ ...image, propertyId: ref.propertyId })) });

    const posts = await simulatedPosts(server, draft.propertyDraftId);
    expect(posts.filter((post) => post.network === 'instagram')).toHaveLength(1);
    expect(posts.filter((post) => post.network === 'facebook').map((post) => post.pageIds[0]).sort()).toEqual([...pagesIds].sort());
    const instagram = posts.find((post) => post.network === 'instagram');
    expect(instagram).toMatchObject({ caption: '¡Nuevo en Chacao!', hashtags: ['inmuebles', 'Chacao'], status: 'published', pageIds: [] });
    expect(instagram?.imageUrls).toEqual([`${server.config.publicUrl}${draft.media[0]?.imageUrl}`]);
  });

  it('a #fallo Instagram caption fails step 2 and the job still finalises', async () => {
    const { token, agent } = await signUp(server);
    const draft = await publishableDraft(server, token, { instagram: 'Esto no sale #fallo', facebook: 'Esto sí' });
    draftOf(await publish(server, token, draft.propertyDraftId));
    const done = await waitForPublished(server, token, draft.propertyDraftId);
    expect(done).toMatchObject({ status: 3, postStatus: 2, instagramPost: { status: 3 }, facebookPost: { status: 2 } });
    await expect.poll(() => messagesAbout(agent.agentId, draft.propertyDraftId).length).toBe(5);
    expect(messagesAbout(agent.agentId, draft.propertyDraftId).map((entry) => entry.message).slice(0, 3)).toEqual([
      { step: 1, postStatus: 5 },
      { step: 2, instagramPostStatus: 3, reason: 'rejected' },
      { step: 3, facebookPostStatus: 2 },
    ]);
    const property = await propertyOf(server, token, done.property?.propertyId as string);
    expect(property).toMatchObject({ status: 2, instagramPost: { status: 3, failureReason: 'rejected' } });
    expect((await simulatedPosts(server, draft.propertyDraftId)).find((post) => post.network === 'instagram')?.status).toBe('failed');
  });

  it('without posts: step 1, then step 4 and the published message', async () => {
    const { token, agent } = await signUp(server);
    const draft = await publishableDraft(server, token);
    draftOf(await publish(server, token, draft.propertyDraftId));
    const done = await waitForPublished(server, token, draft.propertyDraftId);
    await expect.poll(() => messagesAbout(agent.agentId, draft.propertyDraftId).length).toBe(3);
    expect(messagesAbout(agent.agentId, draft.propertyDraftId).map((entry) => entry.message)).toEqual([
      { step: 1, postStatus: 5 },
      { step: 4, slug: done.property?.slug, propertyId: done.property?.propertyId },
      { propertyDraftId: draft.propertyDraftId },
    ]);
    const property = await propertyOf(server, token, done.property?.propertyId as string);
    expect(property).toMatchObject({ instagramPost: null, facebookPosts: [] });
    expect(await simulatedPosts(server, draft.propertyDraftId)).toEqual([]);
  });

  it('a second publish (double click, reload) answers the draft as it is and publishes once', async () => {
    const { token } = await signUp(server);
    const draft = await publishableDraft(server, token, { instagram: 'Una vez' });
    const [first, second] = await Promise.all([publish(server, token, draft.propertyDraftId), publish(server, token, draft.propertyDraftId)]);
    expect(draftOf(first).status).toBe(2);
    expect(draftOf(second).status).toBeGreaterThanOrEqual(2);
    const done = await waitForPublished(server, token, draft.propertyDraftId);
    const again = draftOf(await publish(server, token, draft.propertyDraftId));
    expect(again).toEqual(done);
    expect(await simulatedPosts(server, draft.propertyDraftId)).toHaveLength(1);
    const rows = JSON.parse(await server.dump()) as Array<Array<Record<string, unknown>>>;
    const properties = rows.flat().filter((row) => row.property_draft_id === draft.propertyDraftId && 'slug' in row);
    expect(properties).toHaveLength(1);
  });

  it('a published draft can no longer be edited', async () => {
    const { token } = await signUp(server);
    const draft = await publishableDraft(server, token);
    draftOf(await publish(server, token, draft.propertyDraftId));
    await waitForPublished(server, token, draft.propertyDraftId);
    expectError(await server.api('PUT', `/property-drafts/${draft.propertyDraftId}`, { token, body: basicBody({ price: 5 }) }), 'PROPERTY_DRAFT_NOT_EDITABLE');
  });
});

describe('a page opened mid-way', () => {
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startServer({ offlinePostDelayMs: 400 });
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('reads Publishing with the current postStatus, the property once made, and the posts’ statuses', async () => {
    const { token } = await signUp(slow);
    const draft = await publishableDraft(slow, token, { instagram: 'Despacio', facebook: 'Despacio también' });
    draftOf(await publish(slow, token, draft.propertyDraftId));
    const seen = new Set<number>();
    let midway: Awaited<ReturnType<typeof waitForPublished>> | undefined;
    for (;;) {
      const now = draftOf(await slow.api('GET', `/property-drafts/${draft.propertyDraftId}`, { token }));
      seen.add(now.postStatus ?? 0);
      if (now.status === 2 && now.postStatus === 5) midway ??= now;
      if (now.status === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(midway).toMatchObject({ status: 2, postStatus: 5 });
    // Pending while its post is on its way (a GET reads the draft row and its posts separately, so the answer may already be in).
    expect([1, 2]).toContain(midway?.instagramPost?.status);
    expect(midway?.property).not.toBeNull();
    // Posting, Posted, InstagramPosted, FacebookPosted (each held for a simulated post), then Published.
    expect([...seen]).toEqual(expect.arrayContaining([5, 6, 2]));
    const property = expectOk(await slow.api('GET', `/properties/${midway?.property?.propertyId}`, { token })).data as { status: number };
    expect(property.status).toBe(2);
  });
});

describe('a job given up, then published again', () => {
  const watcher = notifierSpy();
  let polled: TestServer;
  beforeAll(async () => {
    polled = await startServer({ publishing: { leaseMs: 30_000, pollMs: 50 } }, { notifier: watcher });
  });
  afterAll(async () => {
    await polled?.close();
  });

  it('a job claimed too often fails the draft (step 1 Failed); publishing again finishes it once', async () => {
    const { token, agent } = await signUp(polled);
    const draft = await publishableDraft(polled, token, { instagram: 'Segundo intento' });
    const id = draft.propertyDraftId;
    // What a job that killed its instance again and again looks like to the next claimer.
    const at = new Date().toISOString();
    await polled.database.execute(
      `update property_drafts set status = 2, post_status = 4 where id = '${id}';
       insert into publishing_jobs (id, property_draft_id, agent_id, state, snapshot, lease_owner, lease_expires_at, attempts, run_after, created_at, updated_at)
       values ('job-poison-${id.slice(0, 8)}', '${id}', '${agent.agentId}', 'running', null, null, null, ${MAX_JOB_CLAIMS}, '${at}', '${at}', '${at}')`,
    );
    const failed = await waitForDraft(polled, token, id, (now) => now.postStatus === 3);
    expect(failed).toMatchObject({ status: 2, postStatus: 3, property: null });
    await expect.poll(() => watcher.of(agent.agentId).map((entry) => entry.message)).toEqual([{ step: 1, postStatus: 3 }]);
    expect(await simulatedPosts(polled, id)).toEqual([]);

    expect(draftOf(await publish(polled, token, id))).toMatchObject({ status: 2, postStatus: 4 });
    const done = await waitForPublished(polled, token, id);
    expect(done).toMatchObject({ status: 3, postStatus: 2, instagramPost: { status: 2 } });
    expect(await simulatedPosts(polled, id)).toHaveLength(1);
  });
});

describe('closing the server mid-publish', () => {
  it('the running job stops after its step and gives its lease back; the next start finishes it, posting once', async () => {
    const environment = await createTestEnvironment({ offlinePostDelayMs: 300 });
    try {
      const first = await startServerIn(environment);
      const { token } = await signUp(first);
      let draftId = '';
      try {
        const draft = await publishableDraft(first, token, { instagram: 'Antes del cierre', facebook: 'Después del cierre' });
        draftId = draft.propertyDraftId;
        draftOf(await publish(first, token, draftId));
        await waitForDraft(first, token, draftId, (now) => now.postStatus === 5);
      } finally {
        await first.close();
      }
      const dump = JSON.parse(await environment.database.dump()) as Array<Array<Record<string, unknown>>>;
      const job = dump.flat().find((row) => row.property_draft_id === draftId && 'lease_owner' in row);
      expect(job).toMatchObject({ state: 'running', lease_owner: null, lease_expires_at: null });
      const second = await startServerIn(environment);
      try {
        const done = await waitForPublished(second, token, draftId);
        expect(done).toMatchObject({ status: 3, instagramPost: { status: 2 }, facebookPost: { status: 2 } });
        const posts = await simulatedPosts(second, draftId);
        expect(posts.filter((post) => post.network === 'instagram')).toHaveLength(1);
        expect(posts.filter((post) => post.network === 'facebook')).toHaveLength(done.facebookPost?.pagesIds.length ?? -1);
      } finally {
        await second.close();
      }
    } finally {
      await environment.dispose();
    }
  });
});

describe('/dev/social-posts', () => {
  it('lists what the simulator received, escaped, in Spanish; not to a client behind a proxy', async () => {
    const { token } = await signUp(server);
    const draft = await publishableDraft(server, token, { instagram: '<script>alert(1)</script> hola' });
    draftOf(await publish(server, token, draft.propertyDraftId));
    await waitForPublished(server, token, draft.propertyDraftId);
    const page = await server.fetchRaw('/dev/social-posts');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Publicaciones sociales de desarrollo');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; hola');
    expect(html).not.toContain('<script>alert(1)');
    const proxied = await server.fetchRaw('/dev/social-posts.json', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
  });
});
