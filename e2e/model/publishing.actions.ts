import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { QUIET_RESYNC_MS, type PublishingContext } from '../../src/machines/publishingMachine.ts';
import { HUB_RETRY_MS } from '../../src/machines/hubMachine.ts';
import { publishingTexts as texts } from '../../src/i18n/publishing.ts';
import { postStatusTexts } from '../../src/i18n/post-status.ts';
import type { PostRetryOutput } from '../../src/machines/postRetryMachine.ts';
import { retried } from '../../tests/machines/postRetryMachine.model.ts';
import { isErrorType } from '../../src/schema/errors.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { model } from '../../tests/machines/publishingMachine.model.ts';
import type { CustomersAgent } from '../fixtures/customers.ts';
import type { DraftsApi } from '../fixtures/editor.ts';
import type { ModelStep, UiMap } from './drive.ts';
import { answerFailure, failureTypeOf } from './gate.ts';
import { ModelHub } from './publishing.hub.ts';
import { PUBLISH, READ, RETRY, answerDraft, expectEffect, expectState, hubOf, takeHeld } from './publishing.states.ts';

/**
 * publishingMachine in the browser: /properties/drafts/{id}/publishing, for a draft made through
 * the API for the signed-in agent (the spec puts `agent` and `draftsApi` in the run's scratch).
 * The draft reads (loadDraft, resync: GET /property-drafts/{id}) and the publish call
 * (PUT …/publish) are held until the path's outcome. The live events come from ModelHub, which the
 * SignalR client in the page talks to. The delays are Playwright's clock, paused once the page is
 * up: only `xstate.after.quietResync…` steps move it (and the hub's own retry, see below).
 */

const NOT_FOUND = 'PROPERTY_DRAFT_NOT_FOUND';

const liveOf = (step: ModelStep) => (step.before.context as PublishingContext).liveStatus;

const outcomes: Record<string, (step: ModelStep) => Promise<void>> = {
  'xstate.done.actor.loadDraft': async ({ run, event }) => answerDraft(run, await takeHeld(run, READ), event['output'] as PropertyDraft),
  'xstate.done.actor.resync': async ({ run, event }) => answerDraft(run, await takeHeld(run, READ), event['output'] as PropertyDraft),
  'xstate.error.actor.loadDraft': async ({ run, event }) => {
    const type = failureTypeOf(event['error']) ?? 'SERVER_ERROR';
    // The page was opened for a draft that does not exist (see open): the server says so itself.
    if (type === NOT_FOUND) return (await takeHeld(run, READ)).release();
    return answerFailure(await takeHeld(run, READ), type);
  },
  'xstate.error.actor.resync': async ({ run, event }) => answerFailure(await takeHeld(run, READ), failureTypeOf(event['error']) ?? 'SERVER_ERROR'),
  // A real publish would start the server's worker, whose messages would race the path's own.
  'xstate.done.actor.publish': async ({ run, event }) => answerDraft(run, await takeHeld(run, PUBLISH), event['output'] as PropertyDraft),
  'xstate.error.actor.publish': async ({ run, event }) => answerFailure(await takeHeld(run, PUBLISH), failureTypeOf(event['error']) ?? 'SERVER_ERROR'),
  // Issue 21: the end's read of each post's outcome, the same GET held the same way.
  'xstate.done.actor.readOutcome': async ({ run, event }) => answerDraft(run, await takeHeld(run, READ), event['output'] as PropertyDraft),
  'xstate.error.actor.readOutcome': async ({ run, event }) => answerFailure(await takeHeld(run, READ), failureTypeOf(event['error']) ?? 'SERVER_ERROR'),
  // 'Reintentar' on a failed post: the child ends when the retry call answers with the post settled
  // (the property as the server answers it once the post is known), or with the call failing.
  'xstate.done.actor.postRetry': async ({ run, event }) => {
    const call = await takeHeld(run, RETRY);
    const { outcome } = event['output'] as PostRetryOutput;
    if (outcome === 'error') return answerFailure(call, 'SERVER_ERROR');
    if (outcome === 'refused') return answerFailure(call, 'POST_NOT_RETRYABLE');
    return call.answer(200, { data: retried, metadata: {} });
  },
};

/** The live connection's events. A message or a reconnect cannot reach a page whose connection failed: nothing is sent. */
const live = async (step: ModelStep): Promise<void> => {
  const { run, event } = step;
  const hub = hubOf(run);
  const status = liveOf(step);
  switch (event.type) {
    case 'live.status':
      if (event['status'] === 'failed') return hub.fail();
      if (status === 'failed') {
        // hubMachine starts a new connection after HUB_RETRY_MS. With the status 'failed' the flow
        // is never in `following`, so no quietResync fires on the way.
        hub.recover();
        await run.page.clock.runFor(HUB_RETRY_MS);
        await hub.open();
        return;
      }
      await hub.open();
      return hub.connect();
    case 'live.message':
      if (status === 'failed') return;
      await hub.open();
      return hub.send(event['message']);
    case 'live.resynced':
      if (status === 'failed') return;
      return hub.drop();
  }
};

const act = async (step: ModelStep): Promise<void> => {
  const { run, event, before, after } = step;
  const { page } = run;
  const dialog = page.getByRole('alertdialog', { name: texts.exitTitle });
  const behindDialog = (what: string) => {
    if (before.matches({ exit: 'confirming' })) throw new Error(`publishing UI map: ${what} sits behind the open exit dialog`);
  };
  if (event.type.startsWith('xstate.after.quietResync')) {
    hubOf(run).ping();
    return page.clock.runFor(QUIET_RESYNC_MS);
  }
  if (event.type.startsWith('live.')) return live(step);
  switch (event.type) {
    case 'retry': {
      behindDialog('Reintentar');
      const retry = page.getByRole('button', { name: texts.retry, exact: true });
      if (!before.matches({ flow: 'liveFailed' })) return retry.click();
      // The retry reloads the page (its read is answered in expectEffect): the paused clock would
      // stop React revealing the lazily loaded page, and nothing is timed in liveFailed.
      await page.clock.resume();
      await Promise.all([page.waitForEvent('load'), retry.click()]);
      return;
    }
    case 'exit.requested':
      behindDialog('Salir');
      // Leaving lazily loads the drafts list, which React reveals on a timer.
      if (after.matches({ exit: 'closed' })) await page.clock.resume();
      return page.getByRole('button', { name: texts.exit, exact: true }).click();
    case 'post.retry': {
      behindDialog('Reintentar');
      const network = event['network'] as 'instagram' | 'facebook';
      return page.getByRole('button', { name: postStatusTexts.retryLabel(postStatusTexts.network[network]), exact: true }).click();
    }
    case 'exit.cancelled':
      return dialog.getByRole('button', { name: texts.exitCancel, exact: true }).click();
    case 'exit.confirmed':
      await page.clock.resume();
      return dialog.getByRole('button', { name: texts.exitConfirm, exact: true }).click();
    default: {
      const outcome = outcomes[event.type];
      if (!outcome) throw new Error(`publishing UI map: no action for ${event.type}`);
      return outcome(step);
    }
  }
};

const unsupported = (event: AnyEventObject): string | null => {
  const type = failureTypeOf(event['error']);
  if (type !== null && !isErrorType(type)) return `unknown error type ${type}`;
  return null;
};

export const publishingUi: UiMap = {
  model,
  gated: [READ, PUBLISH, RETRY],
  unsupported,
  open: async (run) => {
    const { page } = run;
    const missing = run.path.steps.some(
      ({ event }) => event.type === 'xstate.error.actor.loadDraft' && failureTypeOf(event['error']) === NOT_FOUND,
    );
    let draftId: string = randomUUID();
    if (!missing) {
      const agent = run.scratch.get('agent') as CustomersAgent;
      const draftsApi = run.scratch.get('draftsApi') as DraftsApi;
      draftId = (await draftsApi.create(agent.accessToken)).propertyDraftId;
      await draftsApi.basics(agent.accessToken, draftId);
    }
    run.scratch.set('draftId', draftId);
    const hub = await ModelHub.install(page);
    run.scratch.set('hub', hub);
    await page.clock.install();
    await page.goto(`/properties/drafts/${draftId}/publishing`);
    await expect(page.getByRole('status').filter({ hasText: texts.loading })).toBeVisible({ timeout: 15_000 });
    // The page wants the connection at once (hubMachine's `wanted`); the hub holds it from here.
    await hub.requested();
    // A little ahead: the page's time keeps flowing until the pause lands.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  },
  act,
  expectState,
  expectEffect,
};
