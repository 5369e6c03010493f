import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { editorTopBarTexts } from '../../src/i18n/editor.ts';
import { detailsToolTexts, enviromentsToolTexts } from '../../src/i18n/editor-tools.ts';
import { editorToasts } from '../../src/i18n/editor-toasts.ts';
import { ui } from '../../src/i18n/es.ts';
import { retryBackoff, SAVE_DELAYS_MS, type AutosaveContext } from '../../src/machines/autosaveMachine.ts';
import { saveStatusTexts } from '../../src/i18n/typed-work.ts';
import { isErrorType } from '../../src/schema/errors.ts';
import { model } from '../../tests/machines/autosaveMachine.model.ts';
import type { Effect } from '../../tests/machines/graph.ts';
import { editorScreen, editorUrl, LISTING_REF, type DraftsApi } from '../fixtures/editor.ts';
import { controlOf, delayOf, saveFacts, type SaveControl, type SaveFacts } from './autosave.facts.ts';
import type { ModelRun, ModelStep, UiMap } from './drive.ts';
import { pauseClock, signedInAgent } from './editor.ui.ts';
import { answerFailure, failureTypeOf, type GatedEndpoint, type HeldCall } from './gate.ts';

/**
 * autosaveMachine in the browser: one save key of the property editor, the child the editor
 * starts for it. A path whose requests all wait 500 ms is an environment's stepper in 'Ambientes'
 * ('Habitación', key `enviroment:pe-habitacion`); any other is a service's row in 'Servicios'
 * ('Tanque de agua', key `detail:pdt-water`): switched on or typed into it asks with 'long',
 * switched off with 'none' (autosave.facts.ts). The draft starts with the service, so its row is
 * on. Each call of the key is held until the path's `runSave` outcome: released to the server, or
 * answered with a failure it cannot be made to give. The debounces are Playwright's clock, paused
 * once the tool is up, so only the path's `xstate.after…` steps move it. What shows: the top
 * bar's 'Guardando cambios…' while the key is busy, the call only once it is saving, a toast per
 * answer (each closed before the next call ends, so a new one can be told from the last).
 */

const SERVICE_SAVE: GatedEndpoint = { method: 'PUT', path: /^\/rest\/v1\/property-drafts\/[^/]+\/details$/ };
const SERVICE_DELETE: GatedEndpoint = { method: 'DELETE', path: /^\/rest\/v1\/property-drafts\/[^/]+\/details\/[^/]+$/ };
const STEPPER_SAVE: GatedEndpoint = { method: 'PUT', path: /^\/rest\/v1\/property-drafts\/[^/]+\/enviroments\/[^/]+$/ };
const ENDPOINTS = [SERVICE_SAVE, SERVICE_DELETE, STEPPER_SAVE];

const SERVICE = { id: LISTING_REF.serviceDetail, name: 'Tanque de agua' } as const;
const ROOM = { id: LISTING_REF.bedroom, name: 'Habitación' } as const;

const CONTROLS: Readonly<Record<SaveControl, { readonly section: string; readonly heading: string; readonly success: string; readonly failure: string }>> = {
  service: { section: 'services', heading: detailsToolTexts.headings.services, success: editorToasts.serviceSaved, failure: editorToasts.saveFailed },
  stepper: { section: 'enviroments', heading: enviromentsToolTexts.heading, success: editorToasts.enviromentSaved, failure: editorToasts.enviromentFailed },
};

const exact = { exact: true } as const;

/** The run's key: what open() arranged and what the page has done since. */
interface KeyRun {
  readonly drafts: DraftsApi;
  readonly accessToken: string;
  readonly draftId: string;
  facts: SaveFacts;
  /** Calls of the key the page has made, and how many of them the gate has handed over. */
  calls: number;
  taken: number;
  /** The call in flight, held. */
  held: HeldCall | null;
  /** Values typed into the service's input so far (each a new one). */
  typed: number;
  /**
   * The key was queued and no call of it has been answered since: the top bar says 'Sin guardar…'
   * until one is (a retry in flight or a newer value waiting is not saved yet either).
   */
  unsaved: boolean;
}

const KEY = 'autosaveKey';

const keyOf = (run: ModelRun): KeyRun => {
  const key = run.scratch.get(KEY) as KeyRun | undefined;
  if (!key) throw new Error('autosave UI map: open() has not arranged the key yet');
  return key;
};

const screenOf = (page: Page) => ({
  status: editorScreen(page).topBar.getByRole('status', { includeHidden: true }),
  toast: page.getByRole('status', { name: ui.notifications }),
  serviceSwitch: page.getByRole('switch', { name: SERVICE.name, ...exact }),
  serviceValue: page.getByRole('textbox', { name: detailsToolTexts.valueLabel(SERVICE.name), ...exact }),
  addRoom: page.getByRole('button', { name: enviromentsToolTexts.increment(ROOM.name), ...exact }),
});

/** The call the child makes for what it now saves: a service's value (PUT), its deletion (DELETE), a quantity (PUT). */
const endpointFor = (control: SaveControl, context: AutosaveContext): GatedEndpoint => {
  if (control === 'stepper') return STEPPER_SAVE;
  return context.current?.delay === 'none' ? SERVICE_DELETE : SERVICE_SAVE;
};

/** A toast still showing is closed first, so the answer's own toast can be seen arriving. */
const closeToast = async (page: Page): Promise<void> => {
  const close = screenOf(page).toast.getByRole('button', { name: ui.close, ...exact });
  if ((await close.count()) > 0) await close.click();
  await expect(close).toHaveCount(0);
};

const request = async (run: ModelRun, event: AnyEventObject): Promise<void> => {
  const key = keyOf(run);
  const screen = screenOf(run.page);
  if (key.facts.control === 'stepper') return screen.addRoom.click();
  if (delayOf(event) === 'none' || !key.facts.stored) return screen.serviceSwitch.click();
  key.typed += 1;
  return screen.serviceValue.fill(`Pozo ${key.typed}`);
};

const callEnds = async ({ run, event }: ModelStep): Promise<void> => {
  const key = keyOf(run);
  const call = key.held;
  if (call === null) throw new Error(`autosave UI map: ${event.type} but no call is in flight`);
  key.held = null;
  key.unsaved = false;
  await closeToast(run.page);
  if (event.type.startsWith('xstate.error.')) return answerFailure(call, failureTypeOf(event['error']) ?? 'SERVER_ERROR');
  // A deletion succeeds when the server has the value: another tab makes sure it does, and the call
  // then goes without the version it carries (a plain call, as the spec makes it), which that write moved on.
  const answered = run.page.waitForResponse((response) => response.request() === call.request);
  if (call.request.method() === 'DELETE' && !(await key.drafts.hasDetail(key.accessToken, key.draftId, SERVICE.id))) {
    await key.drafts.detail(key.accessToken, key.draftId, SERVICE.id, detailsToolTexts.defaultYes);
    await call.release({ withoutVersion: true });
  } else await call.release();
  expect((await answered).ok(), 'the server takes the save').toBe(true);
};

const act = async (step: ModelStep): Promise<void> => {
  const { run, event, before, after } = step;
  const key = keyOf(run);
  const next = saveFacts.step(event, before, key.facts);
  if (next.reason !== null) throw new Error(`autosave UI map: ${event.type} cannot happen here: ${next.reason}`);
  if (event.type === 'save.requested') await request(run, event);
  else if (event.type.startsWith('xstate.after.short.')) await run.page.clock.runFor(SAVE_DELAYS_MS.short);
  else if (event.type.startsWith('xstate.after.long.')) await run.page.clock.runFor(SAVE_DELAYS_MS.long);
  else if (event.type.startsWith('xstate.after.retryBackoff.')) await run.page.clock.runFor(retryBackoff((before.context as AutosaveContext).attempts));
  // The browser says the network is back (what it does when a cable or Wi-Fi returns).
  else if (event.type === 'connection.restored') await run.page.evaluate(() => window.dispatchEvent(new Event('online')));
  else if (event.type.endsWith('.actor.runSave')) await callEnds(step);
  else throw new Error(`autosave UI map: no action for ${event.type}`);
  key.facts = next.facts;
  if (after.hasTag('queued')) key.unsaved = true;
  // Saving means the call has left: the gate holds it until the path says how it ends.
  if (after.matches({ busy: 'saving' }) && key.held === null) {
    key.held = await run.gate.next(endpointFor(key.facts.control, after.context as AutosaveContext));
    key.taken += 1;
  }
};

const expectState = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const key = keyOf(run);
  const screen = screenOf(run.page);
  await expect(run.page.locator('#editor-main').getByRole('heading', { name: CONTROLS[key.facts.control].heading, ...exact })).toBeVisible();
  const status = key.unsaved ? saveStatusTexts.queued : snapshot.matches('busy') ? editorTopBarTexts.saving : '';
  await expect(screen.status).toHaveText(status);
  // Waiting for its debounce (or idle) the key has made no call beyond those already answered or held.
  expect(key.calls, 'calls the key made').toBe(key.taken);
  if (snapshot.matches({ busy: 'saving' })) expect(key.held, 'the call in flight').not.toBeNull();
  else expect(key.held, 'no call in flight').toBeNull();
};

const expectEffect = async (run: ModelRun, effect: Effect): Promise<void> => {
  if (effect.kind === 'actor') return;
  const { page } = run;
  const screen = screenOf(page);
  const control = CONTROLS[keyOf(run).facts.control];
  // The editor shows the request's own texts: the control's, where the model's stand-in has 'Propiedad''s.
  if (effect.name === 'reportSaved') await expect(screen.toast).toContainText(control.success);
  if (effect.name === 'reportFailed') await expect(screen.toast).toContainText(control.failure);
  if (effect.name === 'reportBusy') await expect(screen.status).toHaveText(editorTopBarTexts.saving);
  if (effect.name === 'reportIdle') await expect(screen.status).toHaveText('');
  if (effect.name === 'reportQueued') await expect(screen.status).toHaveText(saveStatusTexts.queued);
};

const unsupported = (event: AnyEventObject): string | null => {
  const type = failureTypeOf(event['error']);
  if (type !== null && !isErrorType(type)) return `unknown error type ${type}`;
  return null;
};

export const autosaveUi: UiMap = {
  model,
  gated: ENDPOINTS,
  unsupported,
  open: async (run) => {
    const { page, path } = run;
    const { accessToken, drafts } = await signedInAgent(run);
    const control = controlOf(path);
    const { propertyDraftId: draftId } = await drafts.create(accessToken);
    if (control === 'service') await drafts.detail(accessToken, draftId, SERVICE.id, detailsToolTexts.defaultYes);
    const key: KeyRun = { drafts, accessToken, draftId, facts: saveFacts.start(path), calls: 0, taken: 0, held: null, typed: 0, unsaved: false };
    run.scratch.set(KEY, key);
    page.on('request', (made) => {
      const pathname = new URL(made.url()).pathname;
      if (ENDPOINTS.some((endpoint) => endpoint.method === made.method() && endpoint.path.test(pathname))) key.calls += 1;
    });
    await page.clock.install();
    await page.goto(editorUrl(draftId, `?section=${CONTROLS[control].section}`));
    const screen = screenOf(page);
    await expect(control === 'stepper' ? screen.addRoom : screen.serviceSwitch).toBeVisible();
    if (control === 'service') await expect(screen.serviceSwitch).toBeChecked();
    await pauseClock(page);
  },
  act,
  expectState,
  expectEffect,
};
