import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { MachinePath } from '../../tests/machines/graph.ts';
import { expectationsAlong, planModelPaths, type ModelPlan, type UiMap } from './drive.ts';

/**
 * What onboardingMachine's graph cannot see but the browser must respect. The parent's
 * `onboarding.notify`, `onboarding.refresh` and `reloadTasks` outcomes only come from the page
 * when a step child makes them: its save (profile) or upload (photo) shows the toast, 2 s later
 * asks for the refresh (which reloads the completed tasks) and 3 s later ends the step, with the
 * step's buttons disabled all along. So whether an event can be produced depends on the path so
 * far, not on the event alone, and a plain `unsupported(event)` would let the default selection
 * pick, say, a notify while the tasks are still loading. These facts are replayed along each path
 * both to plan (which paths the browser can drive) and to act (how to drive the next event).
 */

export interface BrowserFacts {
  /** ms of its delays the current step's child has run since its save, or null when it has not saved. */
  readonly savedFor: number | null;
  /** A reload of the completed tasks is held by the gate, waiting for the path to say how it ends. */
  readonly reloadHeld: boolean;
}

export const NO_FACTS: BrowserFacts = { savedFor: null, reloadHeld: false };

/** onboardingProfileMachine / onboardingPhotoMachine: the refresh 2 s after a save, the step's end 3 s after it. */
export const REFRESH_AFTER_MS = 2_000;
export const STEP_ENDS_AFTER_MS = 3_000;

export interface BrowserStep {
  /** Why the browser cannot make this event here, or null. */
  readonly reason: string | null;
  readonly facts: BrowserFacts;
}

const inStep = (before: AnyMachineSnapshot): boolean => before.matches('profile') || before.matches('photo');

/** The delays run to the step's end: the refresh fires on the way if it has not yet. */
const runOut = (facts: BrowserFacts): BrowserFacts => ({
  savedFor: null,
  reloadHeld: facts.reloadHeld || (facts.savedFor ?? 0) < REFRESH_AFTER_MS,
});

const refused = (reason: string, facts: BrowserFacts): BrowserStep => ({ reason, facts });

/** The facts after the event, or why the page cannot make it in this state with these facts. */
export const browserStep = (event: AnyEventObject, before: AnyMachineSnapshot, facts: BrowserFacts): BrowserStep => {
  const ok = (next: BrowserFacts): BrowserStep => ({ reason: null, facts: next });
  const busy = facts.savedFor !== null;
  switch (event.type) {
    case 'xstate.done.actor.profile':
    case 'xstate.done.actor.photo':
      // A saved child runs its delays out; otherwise an unchanged profile or a new picture ends it.
      return ok(busy || event.type === 'xstate.done.actor.photo' ? runOut(facts) : facts);
    case 'step.skipped':
    case 'step.back':
      return busy ? refused("the step's buttons stay disabled while its child waits to open the next step after a save", facts) : ok(facts);
    case 'onboarding.notify':
      if (!before.matches('photo')) {
        return refused(
          before.matches('profile')
            ? "the profile step's child announces only its own messages, never the photo's"
            : 'no step child is open to ask for a toast',
          facts,
        );
      }
      return busy ? refused('the picture cannot be changed while the child waits after an upload', facts) : ok({ ...facts, savedFor: 0 });
    case 'onboarding.refresh':
      if (!inStep(before)) return refused('no step child is open to ask for a refresh', facts);
      if ((facts.savedFor ?? 0) >= REFRESH_AFTER_MS) {
        return refused('a child refreshes once per save and cannot save again while it waits', facts);
      }
      return ok({ savedFor: REFRESH_AFTER_MS, reloadHeld: true });
    case 'xstate.done.actor.reloadTasks':
    case 'xstate.error.actor.reloadTasks':
      return facts.reloadHeld ? ok({ ...facts, reloadHeld: false }) : refused("the page reloads the tasks only after a child's refresh, and none is waiting", facts);
    default:
      return ok(facts);
  }
};

/** The first reason along the path why the browser cannot drive it, or null. */
export const notDrivableAlong = (ui: UiMap, path: MachinePath): string | null => {
  const expected = expectationsAlong(ui.model, path);
  let facts = NO_FACTS;
  for (const [index, step] of path.steps.entries()) {
    const next = browserStep(step.event, expected[index]!.snapshot, facts);
    if (next.reason !== null) return `step ${index + 1}: ${next.reason}`;
    facts = next.facts;
  }
  return null;
};

/** planModelPaths, with the path-dependent reasons above added to the event-level ones. */
export const planOnboardingPaths = (ui: UiMap, env: NodeJS.ProcessEnv = process.env): ModelPlan => {
  return planModelPaths(ui, env, (path) => notDrivableAlong(ui, path));
};
