import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { exitDialogTexts, publishModalTexts, sideMenuTexts } from '../../src/i18n/editor.ts';
import { ui } from '../../src/i18n/es.ts';
import { RETRY_COOLDOWN_MS, isNewerDraft, type DraftEditorContext } from '../../src/machines/draftEditorMachine.ts';
import type { EditorSection } from '../../src/schema/editor-sections.ts';
import { isErrorType } from '../../src/schema/errors.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { publishProblems } from '../../src/schema/publish-validation.ts';
import { tileOfSection } from '../../src/views/editor/completion.ts';
import { model } from '../../tests/machines/draftEditorMachine.model.ts';
import { LISTING_REF, editorUrl } from '../fixtures/editor.ts';
import { editorFacts } from './draftEditor.facts.ts';
import { pauseClock, signedInAgent } from './editor.ui.ts';
import { NARROW, WIDE, editorOf, editorPage, expectEffect, expectState, setEditor, type EditorRun } from './draftEditor.states.ts';
import type { ModelRun, ModelStep, UiMap } from './drive.ts';
import { answerFailure, failureTypeOf, type GatedEndpoint, type HeldCall } from './gate.ts';

/**
 * draftEditorMachine in the browser: /property-editor/{id}/create for a signed-in agent whose
 * draft is made through the API. loadDraft / reloadDraft are GET /property-drafts/{id}, held until
 * the path's outcome; the model's saves are 'Propiedad''s 'Guardar' (key 'basic', at once), whose
 * PUT /property-drafts/{id} is held the same way. The page is 1280 px wide (the side menu is a
 * column) and 900 px while the menu is open (the menu button and its drawer exist below 1024 px).
 * Playwright's clock is installed but runs, since the tools load behind Suspense, whose reveal
 * waits on a timer; it is paused only where a delay matters: from a failed load on (the retry's
 * 10 s cooldown) and before a save's call ends ('Propiedad' moves on to 'Ambientes' 2 s after a success).
 *
 * A child's report only follows a save it ran, so the page makes a report as a person would: the
 * report's save ('Guardar') first, then the call's end — released to the server (`saved`, `idle`)
 * or answered with a failure (`failed`, the server cannot be made to fail). Graph paths end in at
 * most one save or report (draftEditor.facts.ts says where the page can make them).
 */

const LOAD: GatedEndpoint = { method: 'GET', path: /^\/rest\/v1\/property-drafts\/[^/]+$/ };
const SAVE: GatedEndpoint = { method: 'PUT', path: /^\/rest\/v1\/property-drafts\/[^/]+$/ };

const exact = { exact: true } as const;

interface Envelope {
  readonly data: PropertyDraft;
}

const heldLoad = async (run: ModelRun): Promise<HeldCall> => {
  const call = await run.gate.next(LOAD);
  expect(new URL(call.request.url()).pathname, 'the draft the page opened').toBe(`/rest/v1/property-drafts/${editorOf(run).draftId}`);
  return call;
};

const loadEnds = async ({ run, event, after }: ModelStep): Promise<void> => {
  const editor = editorOf(run);
  const call = await heldLoad(run);
  if (event.type.startsWith('xstate.done.actor.')) {
    // Back from a failed load: the tool appears behind Suspense, whose reveal runs on a timer.
    if (event.type === 'xstate.done.actor.reloadDraft') await run.page.clock.resume();
    editor.shown = editor.arranged;
    return call.release();
  }
  const type = failureTypeOf(event['error']) ?? 'SERVER_ERROR';
  if (after.matches('failed')) await pauseClock(run.page);
  // open() gave the page an id nobody has: the server says so itself.
  if (type === 'PROPERTY_DRAFT_NOT_FOUND' && editor.arranged === null) return call.release();
  return answerFailure(call, type);
};

/** 'Guardar' on 'Propiedad': the 'basic' save goes to its child, whose call the gate holds. */
const startSave = async (run: ModelRun): Promise<HeldCall> => {
  const editor = editorOf(run);
  await editorPage(run.page).propertySave.click();
  const call = await run.gate.next(SAVE);
  expect(new URL(call.request.url()).pathname).toBe(`/rest/v1/property-drafts/${editor.draftId}`);
  editor.save = call;
  return call;
};

/** Lets the save through to the server; the page then shows its answer. */
const releaseSave = async (run: ModelRun, call: HeldCall, options?: { readonly withoutVersion?: boolean }): Promise<void> => {
  const answered = run.page.waitForResponse((response) => response.request() === call.request);
  await call.release(options);
  const response = await answered;
  expect(response.ok(), `the save answers ${response.status()}`).toBe(true);
  editorOf(run).shown = ((await response.json()) as Envelope).data;
};

const saves: Record<string, (step: ModelStep) => Promise<void>> = {
  'draft.save': async ({ run }) => {
    await startSave(run);
    editorOf(run).forwarded = true;
  },
  'autosave.busy': async ({ run }) => {
    const editor = editorOf(run);
    if (editor.forwarded) editor.forwarded = false;
    else await startSave(run);
  },
  // A child is idle again once its call answers: the save's own toast and draft come with it.
  'autosave.idle': async ({ run }) => {
    const call = editorOf(run).save ?? (await startSave(run));
    await pauseClock(run.page);
    await releaseSave(run, call);
  },
  'autosave.saved': async ({ run, event, before }) => {
    const call = editorOf(run).save ?? (await startSave(run));
    await pauseClock(run.page);
    const current = (before.context as DraftEditorContext).draft;
    if (!isNewerDraft(current, event['draft'] as PropertyDraft)) {
      throw new Error('draftEditor UI map: an answer older than the draft on screen needs two saves, which no graph path has');
    }
    // Another tab adds a bedroom meanwhile: the answer differs from the draft on screen, so the side menu shows it replaced.
    // That write moved the draft's version on, so the save goes as a plain call (no If-Match), which the server takes.
    const { drafts, accessToken, draftId } = editorOf(run);
    await drafts.enviroment(accessToken, draftId, LISTING_REF.bedroom, 2);
    await releaseSave(run, call, { withoutVersion: true });
  },
  // The failure the report carries: another tab's save first (412, the draft is read again), else one the server cannot be made to give.
  'autosave.failed': async ({ run, event }) => {
    const call = editorOf(run).save ?? (await startSave(run));
    await pauseClock(run.page);
    await answerFailure(call, failureTypeOf(event['error']) ?? 'SERVER_ERROR');
    // Nothing waits on a delay after a failure, and a path that goes on (a 412's re-read) may open a
    // view behind Suspense, whose reveal runs on a timer.
    await run.page.clock.resume();
  },
};

/** Issue 21: the draft read again after a 412 is the same GET as the load, held the same way. */
const refreshEnds = async ({ run, event }: ModelStep): Promise<void> => {
  const call = await heldLoad(run);
  if (event.type.startsWith('xstate.error.')) return answerFailure(call, failureTypeOf(event['error']) ?? 'SERVER_ERROR');
  const answered = run.page.waitForResponse((response) => response.request() === call.request);
  await call.release();
  editorOf(run).shown = ((await (await answered).json()) as Envelope).data;
};

/** The control that opens the section: the publish modal's 'Corregir dato', else the side menu's tile. */
const chooseSection = async ({ run, event, before }: ModelStep): Promise<void> => {
  const { page } = run;
  const screen = editorPage(page);
  const section = event['section'] as EditorSection;
  if (before.matches({ loaded: { publish: 'open' } })) {
    const problem = publishProblems(editorOf(run).shown!).find((candidate) => candidate.param === section);
    if (!problem) throw new Error(`draftEditor UI map: the publish modal offers no fix that opens ${section}`);
    await screen.publishModal.getByRole('listitem').filter({ hasText: problem.message }).getByRole('button', { name: publishModalTexts.fix }).click();
  } else {
    await screen.tile(sideMenuTexts.tiles[tileOfSection(section)]).click();
  }
};

const act = async (step: ModelStep): Promise<void> => {
  const { run, event, before } = step;
  const { page } = run;
  const screen = editorPage(page);
  const state = editorOf(run);
  const next = editorFacts.step(event, before, state.facts);
  if (next.reason !== null) throw new Error(`draftEditor UI map: ${event.type} cannot happen here: ${next.reason}`);
  const menuOpen = before.matches({ loaded: { menu: 'open' } });
  // A toast at the top covers the top bar's buttons at 900 px: a person closes it first.
  if (TOP_BAR_EVENTS.has(event.type)) await closeToasts(page);
  if (event.type.startsWith('xstate.after.retryCooldown.')) await page.clock.runFor(RETRY_COOLDOWN_MS);
  else if (/^xstate\.(done|error)\.actor\.(loadDraft|reloadDraft)$/.test(event.type)) await loadEnds(step);
  else if (/^xstate\.(done|error)\.actor\.refreshDraft$/.test(event.type)) await refreshEnds(step);
  else if (event.type in saves) await saves[event.type]!(step);
  else {
    switch (event.type) {
      case 'draft.retried':
        await screen.retry.click();
        break;
      case 'menu.toggled':
        if (!menuOpen) await page.setViewportSize(NARROW);
        await screen.menuButton.click();
        break;
      case 'menu.closed': {
        // A click beside the drawer (on its backdrop) closes it.
        const drawer = await screen.drawer.boundingBox();
        await page.mouse.click((drawer?.width ?? 320) + 40, NARROW.height / 2);
        break;
      }
      case 'section.chosen':
        await chooseSection(step);
        break;
      case 'preview.opened':
        await screen.view.click();
        break;
      case 'preview.closed':
        await screen.edit.click();
        break;
      case 'exit.requested':
        await screen.exit.click();
        break;
      case 'exit.cancelled':
        await screen.exitDialog.getByRole('button', { name: exitDialogTexts.cancel, ...exact }).click();
        break;
      case 'exit.confirmed':
        await screen.exitDialog.getByRole('button', { name: exitDialogTexts.confirm, ...exact }).click();
        break;
      case 'publish.opened':
        await screen.publish.click();
        break;
      case 'publish.closed':
        await screen.publishModal.getByRole('button', { name: ui.close, ...exact }).click();
        break;
      default:
        throw new Error(`draftEditor UI map: no action for ${event.type}`);
    }
  }
  state.facts = next.facts;
  // Once the drawer is gone the page is wide again, the side menu a column.
  if (menuOpen && ['menu.toggled', 'menu.closed', 'section.chosen'].includes(event.type)) {
    await expect(screen.drawer).toHaveCount(0);
    await page.setViewportSize(WIDE);
  }
};

const unsupported = (event: AnyEventObject): string | null => {
  if (event.type === 'autosave.queued') {
    return "'Propiedad''s 'Guardar' is not queued offline (it fails and keeps the local copy of what was typed); the editor's queued keys are the steppers' and details', driven in autosaveMachine's model";
  }
  const type = failureTypeOf(event['error']);
  if (type !== null && !isErrorType(type)) return `unknown error type ${type}`;
  return null;
};

const SAVES = /^(draft\.save|autosave\.)/;

const TOP_BAR_EVENTS = new Set(['menu.toggled', 'preview.opened', 'preview.closed', 'exit.requested', 'publish.opened']);

const closeToasts = async (page: Page): Promise<void> => {
  const close = page.getByRole('status', { name: ui.notifications }).getByRole('button', { name: ui.close, ...exact });
  while ((await close.count()) > 0) await close.first().click();
};

export const draftEditorUi: UiMap = {
  model,
  gated: [LOAD, SAVE],
  unsupported,
  open: async (run) => {
    const { page, path } = run;
    const agent = await signedInAgent(run);
    const { drafts } = agent;
    const missing = path.steps.some((step) => failureTypeOf(step.event['error']) === 'PROPERTY_DRAFT_NOT_FOUND');
    let arranged: PropertyDraft | null = null;
    if (!missing) {
      arranged = await drafts.create(agent.accessToken);
      // 'Guardar' only saves a valid form: a path that saves starts from a draft with its basics.
      if (path.steps.some((step) => SAVES.test(step.event.type))) arranged = await drafts.basics(agent.accessToken, arranged.propertyDraftId);
    }
    const draftId = arranged?.propertyDraftId ?? randomUUID();
    const editorRun: EditorRun = {
      drafts,
      accessToken: agent.accessToken,
      draftId,
      arranged,
      shown: null,
      facts: editorFacts.start(path),
      forwarded: false,
      save: null,
    };
    setEditor(run, editorRun);
    await page.clock.install();
    const { validationError } = path.input as { validationError: boolean };
    await page.goto(editorUrl(draftId, validationError ? '?validation_error=true' : ''));
  },
  act,
  expectState,
  expectEffect: (run, effect) => expectEffect(run, effect),
};
