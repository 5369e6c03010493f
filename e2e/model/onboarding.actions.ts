import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { onboardingTexts as texts } from '../../src/i18n/onboarding.ts';
import { stepTask, type OnboardingContext, type OnboardingInput } from '../../src/machines/onboardingMachine.ts';
import { COMPLETED_TASK, type CompletedTaskKind } from '../../src/schema/reference.ts';
import { isErrorType } from '../../src/schema/errors.ts';
import { paths } from '../../src/views/paths.ts';
import { model } from '../../tests/machines/onboardingMachine.model.ts';
import { STRONG_PASSWORD, signInWithCookie } from '../fixtures/access.ts';
import { expectPath, message } from '../fixtures/access-ui.ts';
import type { ModelRun, ModelStep, UiMap } from './drive.ts';
import { answerFailure, failureTypeOf, type GatedEndpoint } from './gate.ts';
import { OnboardingData } from './onboarding.data.ts';
import { browserStep, NO_FACTS, REFRESH_AFTER_MS, STEP_ENDS_AFTER_MS, type BrowserFacts } from './onboarding.facts.ts';
import { onboardingScreen, openOnboarding, uploadPicture } from './onboarding.screen.ts';
import { expectNavigatedTo } from './ui.ts';

/**
 * onboardingMachine in the browser: /onboarding. loadTasks (and the reloadTasks a refresh spawns)
 * is GET /rest/v1/tasks-completed, held until the path's outcome; the real server answers once the
 * run's agent has done those tasks (onboarding.data.ts). The step children are the page's own:
 * `xstate.done.actor.profile` is an unchanged, valid profile saved again (the agent's profile is
 * saved before the page opens), `xstate.done.actor.photo` a picture uploaded and the child's 3 s
 * run out on Playwright's clock; `onboarding.notify` / `onboarding.refresh` are what the children
 * send after an upload (or a save) and 2 s later. onboarding.facts.ts says where each can happen.
 */

const TASKS: GatedEndpoint = { method: 'GET', path: /^\/rest\/v1\/tasks-completed$/ };
const AGENT_REFRESH = '/rest/v1/auth/landlords';

const DATA = 'data';
const FACTS = 'facts';
const FROM = 'from';
const AGENT_REFRESHED = 'agentRefreshed';
/** GET /tasks-completed calls the page made, and how many the path explains (the load, then one per refresh). */
const TASK_CALLS = 'taskCalls';
const TASK_CALLS_EXPECTED = 'taskCallsExpected';

const dataOf = (run: ModelRun) => run.scratch.get(DATA) as OnboardingData;
const factsOf = (run: ModelRun) => (run.scratch.get(FACTS) as BrowserFacts | undefined) ?? NO_FACTS;
const fromOf = (run: ModelRun) => (run.scratch.get(FROM) as string | null | undefined) ?? null;

const kindsOf = (event: AnyEventObject): readonly CompletedTaskKind[] => event['output'] as readonly CompletedTaskKind[];

/** Runs the saved child's delays from where they are to `until`. */
const runDelays = async (run: ModelRun, facts: BrowserFacts, until: number): Promise<void> => {
  const from = facts.savedFor ?? 0;
  await run.page.clock.runFor(until - from);
  if (from >= REFRESH_AFTER_MS || until < REFRESH_AFTER_MS) return;
  // The child's refresh fired on the way: the page reloads the tasks once more.
  run.scratch.set(TASK_CALLS_EXPECTED, Number(run.scratch.get(TASK_CALLS_EXPECTED)) + 1);
  // It stopped the reload still held, whose answer would now reach nobody: let it go.
  if (facts.reloadHeld) await (await run.gate.next(TASKS)).release();
};

/** A save the child makes on its own: a new phone for the profile, a new picture for the photo. */
const saveStep = async (run: ModelRun, before: AnyMachineSnapshot): Promise<void> => {
  const screen = onboardingScreen(run.page);
  if (before.matches('photo')) return uploadPicture(run.page);
  if ((await screen.countryState.inputValue()) === '') {
    await screen.countryState.selectOption({ label: 'Zulia' });
    await screen.locality.selectOption({ label: 'Maracaibo' });
  }
  const saved = (await screen.phone.inputValue()).replace(/\D/g, '');
  await screen.phone.fill(saved.endsWith('4147654321') ? '0416 555 0101' : '0414 765 4321');
  await screen.button(texts.profile.submit).click();
  await expect(message(run.page, texts.profile.saved)).toBeVisible();
};

const skipLabel = (context: OnboardingContext): string => (context.completed.includes(stepTask(context.step)) ? texts.next : texts.skip);

const perform = async ({ run, event, before }: ModelStep, facts: BrowserFacts): Promise<void> => {
  const { page } = run;
  const screen = onboardingScreen(page);
  switch (event.type) {
    case 'xstate.done.actor.loadTasks':
    case 'xstate.done.actor.reloadTasks':
      return dataOf(run).answerTasks(await run.gate.next(TASKS), kindsOf(event));
    case 'xstate.error.actor.loadTasks':
    case 'xstate.error.actor.reloadTasks':
      return answerFailure(await run.gate.next(TASKS), failureTypeOf(event['error']) ?? 'SERVER_ERROR');
    case 'xstate.done.actor.profile':
      // Unchanged and valid: the child ends without a call (spec 01), so nothing else reaches the parent.
      if (facts.savedFor === null) return screen.button(texts.profile.submit).click();
      return runDelays(run, facts, STEP_ENDS_AFTER_MS);
    case 'xstate.done.actor.photo':
      if (facts.savedFor === null) await uploadPicture(page);
      return runDelays(run, { ...facts, savedFor: facts.savedFor ?? 0 }, STEP_ENDS_AFTER_MS);
    case 'step.skipped':
      return screen.button(skipLabel(before.context as OnboardingContext)).click();
    case 'step.back':
      return screen.button(texts.back).click();
    case 'onboarding.finished':
      // The dashboard is loaded lazily, and React reveals it on a timer: let time flow again.
      await page.clock.resume();
      return screen.button(texts.connect.finish).click();
    case 'onboarding.notify':
      return uploadPicture(page);
    case 'onboarding.refresh': {
      const refreshed = page
        .waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === AGENT_REFRESH, { timeout: 10_000 })
        .catch((error: unknown) => error);
      run.scratch.set(AGENT_REFRESHED, refreshed);
      if (facts.savedFor === null) await saveStep(run, before);
      return runDelays(run, { ...facts, savedFor: facts.savedFor ?? 0 }, REFRESH_AFTER_MS);
    }
    default:
      throw new Error(`onboarding UI map: no action for ${event.type}`);
  }
};

const act = async (step: ModelStep): Promise<void> => {
  const facts = factsOf(step.run);
  const next = browserStep(step.event, step.before, facts);
  if (next.reason !== null) throw new Error(`onboarding UI map: ${step.event.type} cannot happen here: ${next.reason}`);
  await perform(step, facts);
  step.run.scratch.set(FACTS, next.facts);
};

const unsupported = (event: AnyEventObject): string | null => {
  if (event.type === 'xstate.error.actor.profile' || event.type === 'xstate.error.actor.photo') {
    return 'a step child handles every refused call itself (the API client checks each answer against its schema), so only a programming error in the child could end it with an error';
  }
  const type = failureTypeOf(event['error']);
  if (type !== null && !isErrorType(type)) return `unknown error type ${type}`;
  return null;
};

const STEP_TITLES = [texts.steps.profile, texts.steps.photo, texts.steps.connect] as const;

/** The stepper: the current step, and a step marked done exactly when its task is among the completed. */
const expectStepper = async (run: ModelRun, context: OnboardingContext): Promise<void> => {
  const screen = onboardingScreen(run.page);
  await expect(screen.currentStep).toContainText(STEP_TITLES[context.step - 1]!);
  for (const [index, title] of STEP_TITLES.entries()) {
    const item = screen.stepItem(title);
    const done = `(${texts.stepDone})`;
    if (context.completed.includes(stepTask((index + 1) as 1 | 2 | 3))) await expect(item).toContainText(done);
    else await expect(item).not.toContainText(done);
  }
};

const expectEnabled = async (page: Page, enabled: boolean, names: readonly string[]): Promise<void> => {
  for (const name of names) {
    const button = onboardingScreen(page).button(name);
    if (enabled) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
};

const expectState = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const { page } = run;
  const screen = onboardingScreen(page);
  if (snapshot.matches('done')) {
    await expectPath(page, paths.dashboard());
    return;
  }
  const context = snapshot.context as OnboardingContext;
  // A saved child keeps its step's buttons disabled until it opens the next step.
  const idle = factsOf(run).savedFor === null;
  // One more would be a second machine: the page mounted again and started over.
  await expect.poll(() => run.scratch.get(TASK_CALLS), { message: 'GET /tasks-completed calls so far' }).toBe(run.scratch.get(TASK_CALLS_EXPECTED));
  await expectStepper(run, context);
  if (snapshot.matches('loading')) {
    await expect(screen.loading).toBeAttached();
    await expect(screen.anyHeading).toHaveCount(0);
  } else if (snapshot.matches('profile')) {
    await expect(screen.heading(texts.profile.heading)).toBeVisible();
    await expectEnabled(page, idle, [skipLabel(context), texts.profile.submit]);
  } else if (snapshot.matches('photo')) {
    await expect(screen.heading(texts.photo.heading)).toBeVisible();
    await expectEnabled(page, idle, [texts.back, skipLabel(context)]);
  } else if (snapshot.matches('connect')) {
    await expect(screen.heading(texts.connect.heading)).toBeVisible();
    await expectEnabled(page, true, [texts.back, texts.connect.finish]);
  } else {
    throw new Error(`onboarding UI map: no assertion for state ${JSON.stringify(snapshot.value)}`);
  }
};

export const onboardingUi: UiMap = {
  model,
  gated: [TASKS],
  unsupported,
  open: async (run) => {
    const { page, path } = run;
    const { requestedStep } = path.input as OnboardingInput;
    const events = path.steps.map((step) => step.event);
    const load = events.find((event) => event.type === 'xstate.done.actor.loadTasks');
    const loaded = load ? kindsOf(load) : [];
    // An unchanged profile can only be saved again once there is one.
    const profiled = loaded.includes(COMPLETED_TASK.ProfileUpdated) || events.some((event) => event.type === 'xstate.done.actor.profile');
    const agent = await run.api.signUp({ firstName: 'Lucía', lastName: 'Gómez', email: run.freshEmail('onboarding'), password: STRONG_PASSWORD });
    const data = new OnboardingData(page, run.api, agent.accessToken);
    await data.completeAll([...new Set<CompletedTaskKind>([...(profiled ? [COMPLETED_TASK.ProfileUpdated] : []), ...loaded])]);
    // A completed profile is sent home unless a media connection sent it back (spec 01 §2).
    const from = profiled ? 'async_media' : null;
    run.scratch.set(DATA, data);
    run.scratch.set(FROM, from);
    run.scratch.set(FACTS, NO_FACTS);
    run.scratch.set(TASK_CALLS, 0);
    run.scratch.set(TASK_CALLS_EXPECTED, 1);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/rest/v1/tasks-completed') run.scratch.set(TASK_CALLS, Number(run.scratch.get(TASK_CALLS)) + 1);
    });
    await signInWithCookie(page.context(), agent.accessToken);
    await openOnboarding(page, paths.onboarding({ step: requestedStep ?? undefined, from }));
  },
  act,
  expectState,
  expectEffect: async (run, effect) => {
    // The actors are the page's calls, checked through the gate and the task-call count.
    if (effect.kind === 'actor') return;
    const params = effect.params as Record<string, unknown>;
    if (effect.name === 'stepShown') {
      const from = fromOf(run);
      await expectPath(run.page, '/onboarding', { step: String(params['step']), ...(from === null ? {} : { from }) });
    }
    if (effect.name === 'refreshAgent') {
      const refreshed = await (run.scratch.get(AGENT_REFRESHED) as Promise<unknown>);
      expect(refreshed, 'the session agent is fetched again').toHaveProperty('url');
    }
    if (effect.name === 'notify') await expect(message(run.page, String(params['message']))).toBeVisible();
    if (effect.name === 'finished') await expectNavigatedTo(run.page, paths.dashboard());
  },
};
