import { fromPromise, initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { MachineModel, MachinePath } from '../../tests/machines/graph.ts';
import { planModelPaths, type ModelPlan, type UiMap } from './drive.ts';

/**
 * planModelPaths for machines where whether the page can make an event depends on where the path
 * has been, not on the event alone (a modal in front of the control, the tool that saves not on
 * screen). A plain `unsupported(event)` would let the covering selection pick a path the browser
 * cannot follow, and leave the transitions only that path takes untested. The same shape as
 * onboarding.facts.ts's plan; a candidate for drive.ts (`unsupported(event, before)` would do).
 */

export interface BrowserStep<Facts> {
  /** Why the page cannot make this event here, or null. */
  readonly reason: string | null;
  /** What the page looks like after it, beyond the machine's state. */
  readonly facts: Facts;
}

export interface PageFacts<Facts> {
  /** The facts when the path starts. */
  readonly start: (path: MachinePath) => Facts;
  readonly step: (event: AnyEventObject, before: AnyMachineSnapshot, facts: Facts) => BrowserStep<Facts>;
}

/**
 * The machine's snapshot before each step, as drive.ts's replay computes them (actors that never
 * settle, effects recorded, not run), through pure transitions shared by the paths' common
 * prefixes: a machine with hundreds of paths is planned in a fraction of a second.
 */
const snapshotsAlong = (model: MachineModel) => {
  const actors = Object.fromEntries(
    Object.keys(model.machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  const actions = Object.fromEntries(model.effects.map((name) => [name, () => {}]));
  const machine: AnyStateMachine = model.machine.provide({ actors, actions } as never);
  const eventIds = new Map(model.events.map((event, index) => [event, index]));
  const cache = new Map<string, AnyMachineSnapshot>();
  const at = (path: MachinePath, length: number): AnyMachineSnapshot => {
    const key = `${path.inputName}:${path.steps.slice(0, length).map((step) => eventIds.get(step.event) ?? JSON.stringify(step.event)).join(',')}`;
    const known = cache.get(key);
    if (known) return known;
    const snapshot =
      length === 0
        ? (initialTransition(machine, path.input as never)[0] as AnyMachineSnapshot)
        : (transition(machine, at(path, length - 1) as never, path.steps[length - 1]!.event as never)[0] as AnyMachineSnapshot);
    cache.set(key, snapshot);
    return snapshot;
  };
  return (path: MachinePath, index: number) => at(path, index);
};

/** The first reason along the path why the browser cannot follow it, or null. */
export const notDrivableAlong = <Facts>(
  facts: PageFacts<Facts>,
  path: MachinePath,
  before: (path: MachinePath, index: number) => AnyMachineSnapshot,
): string | null => {
  let current = facts.start(path);
  for (const [index, step] of path.steps.entries()) {
    const next = facts.step(step.event, before(path, index), current);
    if (next.reason !== null) return `step ${index + 1}: ${next.reason}`;
    current = next.facts;
  }
  return null;
};

/** planModelPaths (same numbering, MODEL_PATH and MODEL_PATHS), with the path-dependent reasons added. */
export const planPathsAlong = <Facts>(ui: UiMap, facts: PageFacts<Facts>, env: NodeJS.ProcessEnv = process.env): ModelPlan => {
  const before = snapshotsAlong(ui.model);
  return planModelPaths(ui, env, (path) => notDrivableAlong(facts, path, before));
};
