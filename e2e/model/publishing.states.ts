import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { PublishingContext } from '../../src/machines/publishingMachine.ts';
import { canRetryStep, type StepId } from '../../src/machines/publishing/progress.ts';
import { postStatusTexts } from '../../src/i18n/post-status.ts';
import { DRAFTS_LIST_PATH } from '../../src/machines/createDraftMachine.ts';
import { publishingTexts as texts } from '../../src/i18n/publishing.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { paths } from '../../src/views/paths.ts';
import type { Effect } from '../../tests/machines/graph.ts';
import type { ModelRun } from './drive.ts';
import type { GatedEndpoint, HeldCall } from './gate.ts';
import type { ModelHub } from './publishing.hub.ts';
import { expectNavigatedTo } from './ui.ts';

/** What publishingMachine's states and effects look like on /properties/drafts/{id}/publishing. */

export const READ: GatedEndpoint = { method: 'GET', path: /^\/rest\/v1\/property-drafts\/[^/]+$/ };
export const PUBLISH: GatedEndpoint = { method: 'PUT', path: /^\/rest\/v1\/property-drafts\/[^/]+\/publish$/ };
export const RETRY: GatedEndpoint = { method: 'POST', path: /^\/rest\/v1\/properties\/[^/]+\/posts\/(instagram|facebook)\/retry$/ };

export const hubOf = (run: ModelRun): ModelHub => run.scratch.get('hub') as ModelHub;

const heldKey = (endpoint: GatedEndpoint) => `held:${endpoint.method}`;

/** The call the page is making now (held since a state showed it was made). */
const held = async (run: ModelRun, endpoint: GatedEndpoint): Promise<HeldCall> => {
  const key = heldKey(endpoint);
  if (!run.scratch.has(key)) run.scratch.set(key, await run.gate.next(endpoint));
  return run.scratch.get(key) as HeldCall;
};

/** That call, for the step that ends it. */
export const takeHeld = async (run: ModelRun, endpoint: GatedEndpoint): Promise<HeldCall> => {
  const call = await held(run, endpoint);
  run.scratch.delete(heldKey(endpoint));
  return call;
};

/** The fields of a draft its publication changes. */
const PUBLICATION = ['status', 'postStatus', 'instagramPost', 'facebookPost', 'property'] as const;

/**
 * Answers a held read (or publish) with the real server's draft carrying the model's publication
 * fields: the server reaches Publishing, Failed or Published only through its worker, on its own
 * clock, and the posts need connected networks. The summary is the real draft's.
 */
export const answerDraft = (run: ModelRun, call: HeldCall, modelDraft: PropertyDraft): Promise<void> => {
  const publication = Object.fromEntries(PUBLICATION.map((field) => [field, modelDraft[field]]));
  run.scratch.set('publication', publication);
  return answerWith(run, call, publication);
};

const answerWith = async (run: ModelRun, call: HeldCall, publication: Partial<PropertyDraft>): Promise<void> => {
  const url = call.request.url().replace(/\/publish$/, '');
  const response = await run.page.request.get(url, { headers: await call.request.allHeaders() });
  expect(response.ok(), `GET ${url}`).toBe(true);
  const envelope = (await response.json()) as { data: PropertyDraft };
  await call.answer(200, { ...envelope, data: { ...envelope.data, ...publication } });
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const stepError = (id: StepId): string =>
  id === 'property' ? texts.propertyFailed : id === 'instagram' ? texts.instagramFailed : id === 'facebook' ? texts.facebookFailed : '';

const expectProgress = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const { page } = run;
  const { progress } = snapshot.context as PublishingContext;
  const draftId = run.scratch.get('draftId') as string;
  if (progress === null) throw new Error('publishing UI map: a shown page without progress');
  const card = page.getByRole('region', { name: texts.progressTitle });
  await expect(page.getByRole('region', { name: texts.summaryTitle })).toBeVisible();
  await expect(card.getByRole('status').first()).toHaveText(texts.phase[progress.phase]);
  if (snapshot.hasTag('busy')) await expect(card).toHaveAttribute('aria-busy', 'true');
  else await expect(card).not.toHaveAttribute('aria-busy');
  // Each step's name and state as read aloud, then its error only when it failed, then 'Reintentar' on
  // a failed post of the published property (issue 21; it ends the text).
  const retryOf = (id: StepId) => ((id === 'instagram' || id === 'facebook') && canRetryStep(progress, id) ? postStatusTexts.retry : '');
  await expect(card.getByRole('listitem')).toHaveText(
    progress.steps.map(
      (step) => new RegExp(`${escape(`${texts.steps[step.id]}: ${texts.stepState[step.status]}`)}${step.status === 'error' ? escape(stepError(step.id)) : ''}${retryOf(step.id)}$`),
    ),
  );
  await expect(card.getByRole('alert').filter({ hasText: postStatusTexts.retryFailed })).toHaveCount((snapshot.context as PublishingContext).retryFailed ? 1 : 0);
  const shows = (state: AnyMachineSnapshot['value']) => snapshot.matches({ flow: state } as never);
  await expect(card.getByText(texts.waitingForLive)).toHaveCount(shows({ active: 'waitingForLive' }) ? 1 : 0);
  const startFailed = shows({ active: 'startFailed' }) || shows('liveFailed');
  await expect(card.getByRole('alert').filter({ hasText: new RegExp(`^${escape(texts.startFailed)}$`) })).toHaveCount(startFailed ? 1 : 0);
  await expect(card.getByRole('button', { name: texts.retry, exact: true })).toHaveCount(startFailed ? 1 : 0);
  // Issue 20: a publish the server refused (a channel lost since the modal checked) says so, and leads to the editor.
  await expect(card.getByRole('alert').filter({ hasText: texts.refused })).toHaveCount(shows('refused') ? 1 : 0);
  const toEditor = card.getByRole('link', { name: texts.backToEditor });
  if (shows('failed') || shows('refused')) await expect(toEditor).toHaveAttribute('href', paths.draftEditor({ draftId }));
  else await expect(toEditor).toHaveCount(0);
  const success = card.getByRole('heading', { name: texts.success });
  await expect(card.getByText(texts.publishedNote)).toHaveCount(progress.phase === 'published' ? 1 : 0);
  if (!shows('published')) return expect(success).toHaveCount(0);
  await expect(success).toBeVisible();
  await expect(card.getByRole('link', { name: texts.createAnother })).toHaveAttribute('href', paths.createDraft());
  const listing = card.getByRole('link', { name: texts.goToListing });
  if (progress.property === null) await expect(listing).toHaveCount(0);
  else await expect(listing).toHaveAttribute('href', paths.propertyView(progress.property));
};

export const expectState = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const { page } = run;
  // The exit took the page to the drafts list: the machine stopped with it.
  if (run.scratch.has('left')) return expectNavigatedTo(page, DRAFTS_LIST_PATH);
  const dialog = page.getByRole('alertdialog', { name: texts.exitTitle });
  if (snapshot.matches({ exit: 'confirming' })) await expect(dialog).toContainText(texts.exitMessage);
  else await expect(dialog).toHaveCount(0);
  if (snapshot.matches({ flow: 'loading' })) {
    await expect(page.getByRole('status').filter({ hasText: texts.loading })).toBeVisible();
    await held(run, READ);
  } else if (snapshot.matches({ flow: 'loadFailed' })) {
    await expect(page.getByRole('alert').filter({ hasText: texts.loadFailed })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.retry })).toBeEnabled();
  } else if (snapshot.matches({ flow: 'notFound' })) {
    await expect(page.getByRole('heading', { name: texts.notFoundTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: texts.backToDrafts })).toHaveAttribute('href', DRAFTS_LIST_PATH);
  } else {
    await expectProgress(run, snapshot);
    // Calls the page is making in these states (the UI shows `starting` as busy, `resyncing` not at all).
    if (snapshot.matches({ flow: { active: 'starting' } })) await held(run, PUBLISH);
    if (snapshot.matches({ flow: { active: 'resyncing' } })) await held(run, READ);
    if (snapshot.matches({ flow: { published: 'reading' } })) await held(run, READ);
    if (snapshot.matches({ flow: { published: 'retrying' } })) await held(run, RETRY);
  }
};

export const expectEffect = async (run: ModelRun, effect: Effect): Promise<void> => {
  if (effect.kind !== 'action') return;
  if (effect.name === 'navigate') {
    await expectNavigatedTo(run.page, (effect.params as { to: string }).to);
    run.scratch.set('left', true);
  }
  if (effect.name === 'reload') {
    // The reloaded page reads the same draft and meets the same hub (still failing): it comes back
    // to where it was.
    await answerWith(run, await takeHeld(run, READ), run.scratch.get('publication') as Partial<PropertyDraft>);
  }
};
