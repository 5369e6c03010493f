import type { Page, Route } from '@playwright/test';
import { publishingTexts as texts } from '../src/i18n/publishing.ts';
import { propertyCardTexts } from '../src/i18n/properties.ts';
import type { PropertyDraft } from '../src/schema/property-draft.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { LISTING_REF, expect, patchDraftAnswer, test, type DraftsApi } from './fixtures/editor.ts';
import { FakeHub } from './fixtures/fake-hub.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 11, the SPA's side of publishing: the publishing page, the live 'Publicado' on the drafts
 * list, against the real server for the draft, with the hub and `PUT …/publish` stood in for
 * (FakeHub speaks SignalR's protocol to the real client in the page) until the server's hub and
 * worker are merged. E2E_SCREENSHOTS=1 saves the page at 1366 and 390 px in the test's folder.
 */

const DESKTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
/** The first look after a page load: the draft is made and read on a runner shared with other work. */
const arrival = { timeout: 15_000 } as const;

const post = (status: 1 | 2 | 3) => ({ id: 'post-1', imagesUrls: [], caption: 'Casa', hashTags: null, status, location: null });

/** A draft with what the summary shows: price, address, 3 bedrooms, 2 bathrooms, 120 m², photo, description. */
const makeDraft = async (draftsApi: DraftsApi, accessToken: string): Promise<PropertyDraft> => {
  const { propertyDraftId: id } = await draftsApi.create(accessToken);
  await draftsApi.basics(accessToken, id);
  await draftsApi.enviroment(accessToken, id, LISTING_REF.bedroom, 3);
  await draftsApi.enviroment(accessToken, id, 'pe-bano', 2);
  await draftsApi.detail(accessToken, id, 'pdt-size', '120');
  await draftsApi.location(accessToken, id);
  return draftsApi.thumbnail(accessToken, id);
};

/** The draft as the page reads it, with both posts (the post tools need a connected network). */
const withPosts = (draft: PropertyDraft, change: Partial<PropertyDraft> = {}): PropertyDraft => ({
  ...draft,
  instagramPost: post(1),
  facebookPost: { ...post(1), pagesIds: ['page-1'] },
  ...change,
});

/** PUT …/publish answers the draft now Publishing (the server's route is another branch's). */
const fakePublish = async (page: Page, calls: string[]): Promise<void> => {
  await page.route(/\/rest\/v1\/property-drafts\/[^/]+\/publish$/, async (route: Route) => {
    calls.push(route.request().method());
    const url = route.request().url().replace(/\/publish$/, '');
    const response = await route.fetch({ url, method: 'GET' });
    const body = (await response.json()) as { data: PropertyDraft };
    await route.fulfill({ json: { ...body, data: withPosts(body.data, { status: 2, postStatus: 4 }) } });
  });
};

const step = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

test.describe.configure({ timeout: 60_000 });

test.describe('publishing page', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`publishes a Pending draft once live, and follows the five steps to the end (${viewport.width} px)`, async ({ page, agent, draftsApi }, testInfo) => {
      await page.setViewportSize(viewport);
      const draft = await makeDraft(draftsApi, agent.accessToken);
      // Issue 21: once the end arrives the page reads each post's outcome; the stand-in server has it published by then.
      let ended = false;
      const outcome: Partial<PropertyDraft> = {
        status: 3,
        postStatus: 2,
        instagramPost: post(3),
        facebookPost: { ...post(2), pagesIds: ['page-1'] },
        property: { propertyId: 'prop-1', slug: 'apartamento-en-venta-x1' },
      };
      await patchDraftAnswer(page, (answer) => withPosts(answer, ended ? outcome : {}));
      const publishCalls: string[] = [];
      await fakePublish(page, publishCalls);
      const hub = await FakeHub.install(page);

      await page.goto(`/properties/drafts/${draft.propertyDraftId}/publishing`);
      await expect(step(page, texts.steps.property)).toContainText(`${texts.steps.property}: en curso`, arrival);
      expect(publishCalls).toEqual(['PUT']);
      expect(hub.joined).toContain(`PROPERTY_DRAFT_PUBLISHING_${draft.propertyDraftId}`);
      // The API key on negotiate; the token on the websocket (a browser cannot set its headers).
      expect(hub.negotiateHeaders[0]?.['x-api-key']).toBe('e2e-key');
      expect(hub.negotiateHeaders[0]?.['authorization']).toBe(`Bearer ${agent.accessToken}`);
      expect(hub.socketUrls[0]).toContain(`access_token=${agent.accessToken}`);

      await expect(page.getByText('$185,000')).toBeVisible();
      await expect(page.getByText('3 Cuartos')).toBeVisible();
      await expect(page.getByText('2 Baños')).toBeVisible();
      await expect(page.getByText('120 m²')).toBeVisible();
      await expect(page.getByText('Apartamento amplio con vista al Ávila')).toBeVisible();

      hub.send({ step: 1, postStatus: 5 });
      hub.send({ step: 2, instagramPostStatus: 3 });
      await expect(step(page, texts.steps.instagram)).toContainText(texts.instagramFailed);
      await expect(step(page, texts.steps.facebook)).toContainText('en curso');
      await expect(page.getByRole('status').filter({ hasText: texts.phase.publishing })).toBeVisible();
      await reviewScreenshot(page, `publishing-running-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, testInfo, `publishing page at ${viewport.width} px`);

      hub.send({ step: 3, facebookPostStatus: 2 });
      ended = true;
      hub.send({ step: 4, slug: 'apartamento-en-venta-x1', propertyId: 'prop-1' });
      await expect(page.getByRole('heading', { name: texts.success })).toBeVisible();
      await expect(page.getByText(texts.phase.published, { exact: true })).toBeVisible();
      await expect(page.getByText(texts.publishedNote)).toBeVisible();
      await expect(step(page, texts.steps.finish)).toContainText('completado');
      await expect(page.getByRole('link', { name: texts.goToListing })).toHaveAttribute('href', '/properties/view/apartamento-en-venta-x1/prop-1');
      await expect(page.getByRole('link', { name: texts.createAnother })).toHaveAttribute('href', '/properties/drafts/create');
      await reviewScreenshot(page, `publishing-done-${viewport.width}`, { fullPage: true });
    });
  }

  test('a draft already publishing resumes at its step, and the exit asks first, with the keyboard', async ({ page, agent, draftsApi }) => {
    await page.setViewportSize(DESKTOP);
    const draft = await makeDraft(draftsApi, agent.accessToken);
    await patchDraftAnswer(page, (answer) => withPosts(answer, { status: 2, postStatus: 6, instagramPost: post(2) }));
    const publishCalls: string[] = [];
    await fakePublish(page, publishCalls);
    await FakeHub.install(page);

    await page.goto(`/properties/drafts/${draft.propertyDraftId}/publishing`);
    await expect(step(page, texts.steps.instagram)).toContainText('completado', arrival);
    await expect(step(page, texts.steps.facebook)).toContainText('en curso');
    expect(publishCalls).toEqual([]);

    await page.getByRole('button', { name: texts.exit, exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: texts.exitTitle });
    await expect(dialog).toContainText(texts.exitMessage);
    await reviewScreenshot(page, 'publishing-exit-1366');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: texts.exit, exact: true }).click();
    await dialog.getByRole('button', { name: texts.exitConfirm }).click();
    await expect(page).toHaveURL(/\/properties\/drafts$/);
  });

  test('a live connection that cannot start shows the spec’s error with a retry', async ({ page, agent, draftsApi }) => {
    const draft = await makeDraft(draftsApi, agent.accessToken);
    await patchDraftAnswer(page, (answer) => withPosts(answer, { status: 2, postStatus: 4 }));
    await FakeHub.install(page, { failNegotiate: true });
    await page.goto(`/properties/drafts/${draft.propertyDraftId}/publishing`);
    await expect(page.getByRole('alert').filter({ hasText: texts.startFailed })).toBeVisible(arrival);
    await expect(page.getByRole('button', { name: texts.retry })).toBeVisible();
    await reviewScreenshot(page, 'publishing-live-failed-1366');
  });
});

test('a draft card turns Publicado when the live message arrives, without a reload', async ({ page, agent, draftsApi }) => {
  const draft = await makeDraft(draftsApi, agent.accessToken);
  const hub = await FakeHub.install(page);
  await page.goto('/properties/drafts');
  const card = page.getByRole('article').filter({ hasText: draft.title ?? '' });
  await expect(card).toContainText(propertyCardTexts.badge.pending, arrival);
  await expect.poll(() => hub.joined).toContain('PROPERTY_DRAFT_PUBLISHED');
  hub.send({ propertyDraftId: draft.propertyDraftId });
  await expect(card).toContainText(propertyCardTexts.badge.published);
});

test('the shell connects to the real hub and joins PROPERTY_DRAFT_PUBLISHED (no stand-in)', async ({ page, agent }) => {
  void agent;
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/hubs/notifications')) return;
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  await page.goto('/properties/drafts');
  await expect.poll(() => sent.join('')).toContain('"target":"JoinGroup","arguments":["PROPERTY_DRAFT_PUBLISHED"]');
  const join = sent.map((frame) => frame.split('\u001e')).flat().find((frame) => frame.includes('PROPERTY_DRAFT_PUBLISHED'));
  const { invocationId } = JSON.parse(join ?? '{}') as { invocationId?: string };
  // The server completes the join without an error.
  await expect.poll(() => received.join('')).toContain(`"invocationId":"${invocationId}"`);
  const completion = received.map((frame) => frame.split('\u001e')).flat().find((frame) => frame.includes(`"invocationId":"${invocationId}"`));
  expect(JSON.parse(completion ?? '{}')).not.toHaveProperty('error');
});
