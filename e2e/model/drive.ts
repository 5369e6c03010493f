import { test, type Page } from '@playwright/test';
import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { isEmail } from '../../src/schema/rules.ts';
import {
  describeEvent,
  pathsFor,
  replayPath,
  type Effect,
  type MachineModel,
  type MachinePath,
} from '../../tests/machines/graph.ts';
import type { AccessApi, Mailbox } from '../fixtures/access.ts';
import { RequestGate, type GatedEndpoint } from './gate.ts';

/**
 * Model-based e2e (docs/TESTING.md): the machine's graph paths — numbered exactly as
 * `npm run paths -- <machine>` prints them — driven through the real UI against the real server.
 * Each event becomes a UI action (or the release of a held call), and after each step the page
 * must show what the machine's state, context and effects say it should.
 */

/** Everything one path's run shares between its steps. */
export interface ModelRun {
  readonly page: Page;
  readonly api: AccessApi;
  readonly mailbox: Mailbox;
  readonly gate: RequestGate;
  readonly path: MachinePath;
  /** The model's e-mails made unique to this run (the database is shared by every test). */
  readonly uniqueEmail: (value: string) => string;
  /** A fresh address of this run, for data the model does not name (a provider account). */
  readonly freshEmail: (label: string) => string;
  /** Per-run scratch space of the UI map (the open popup, a reset link…). */
  readonly scratch: Map<string, unknown>;
}

export interface ModelStep {
  readonly run: ModelRun;
  readonly event: AnyEventObject;
  /** The machine before and after the event, as the model's replay computes them. */
  readonly before: AnyMachineSnapshot;
  readonly after: AnyMachineSnapshot;
  /** The event after this one, for actions that must be prepared ahead (a popup to block). */
  readonly next: AnyEventObject | undefined;
}

/** How one machine's events and states appear in the browser. */
export interface UiMap {
  readonly model: MachineModel;
  /** The calls held until the path says how they end. */
  readonly gated: readonly GatedEndpoint[];
  /** Why this event cannot be produced in the browser, or null when it can. */
  unsupported(event: AnyEventObject): string | null;
  /** Arranges data and opens the page the machine starts on. */
  open(run: ModelRun): Promise<void>;
  /**
   * Performs the step. Answers 'transient' when the state it leads to passes too quickly to be
   * seen in the browser (a blocked popup fails at once), so only the next state is checked.
   */
  act(step: ModelStep): Promise<void | 'transient'>;
  /** What the page shows in this state (screen, busy controls, field and form errors). */
  expectState(run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void>;
  /** What an effect the machine asked for looks like in the browser (a toast, a URL). */
  expectEffect(run: ModelRun, effect: Effect, snapshot: AnyMachineSnapshot): Promise<void>;
}

/* Replaying the machine alongside the browser. */

interface Expected {
  readonly snapshot: AnyMachineSnapshot;
  /** Effects asked for by this step only. */
  readonly effects: readonly Effect[];
}

/**
 * The machine's snapshot and new effects after the start and after each step, with actors that
 * never settle (only the path's synthetic events move it), as tests/machines replays it.
 */
export const expectationsAlong = (model: MachineModel, path: MachinePath): Expected[] => {
  let effects: Effect[] = [];
  const record = (effect: Effect) => effects.push(effect);
  const actors = Object.fromEntries(
    Object.keys(model.machine.implementations.actors).map((name) => [
      name,
      fromPromise(({ input }: { input: unknown }) => {
        record({ kind: 'actor', name, input });
        return new Promise<never>(() => {});
      }),
    ]),
  );
  const actions = Object.fromEntries(
    model.effects.map((name) => [name, (_: unknown, params: unknown) => record({ kind: 'action', name, params })]),
  );
  const actor = createActor(model.machine.provide({ actors, actions } as never), { input: path.input as never });
  const take = (): Expected => {
    const taken = { snapshot: actor.getSnapshot() as AnyMachineSnapshot, effects };
    effects = [];
    return taken;
  };
  try {
    actor.start();
    const expected = [take()];
    for (const step of path.steps) {
      actor.send(step.event);
      expected.push(take());
    }
    return expected;
  } finally {
    actor.stop();
  }
};

/* Which paths run. */

export interface PlannedPath {
  /** 1-based, as `npm run paths` numbers it. */
  readonly number: number;
  readonly path: MachinePath;
  readonly title: string;
  /** Set when some event of the path cannot be produced in the browser. */
  readonly notDrivable: string | null;
}

/** `event ×60` for a run of identical events, so a countdown stays readable in a title. */
const compactEvents = (events: readonly AnyEventObject[]): string => {
  const labels = events.map(describeEvent);
  const parts: string[] = [];
  for (let index = 0; index < labels.length; ) {
    let end = index + 1;
    while (end < labels.length && labels[end] === labels[index]) end += 1;
    parts.push(end - index > 1 ? `${labels[index]} ×${end - index}` : labels[index]!);
    index = end;
  }
  return parts.length === 0 ? '(start)' : parts.join(' > ');
};

const titleOf = (model: MachineModel, path: MachinePath, number: number): string => {
  const input = Object.keys(model.inputs).length > 1 ? `[${path.inputName}] ` : '';
  return `path ${number}: ${input}${compactEvents(path.steps.map((step) => step.event))} ⇒ ${path.state}`;
};

/**
 * The smallest set of drivable paths (greedy set cover) that takes every transition some drivable
 * path takes; among equals the shorter path wins, so the run stays short.
 */
const coveringSelection = (model: MachineModel, candidates: readonly PlannedPath[]): Set<number> => {
  const taken = new Map(candidates.map((planned) => [planned.number, replayPath(model, planned.path).taken]));
  const uncovered = new Set([...taken.values()].flatMap((keys) => [...keys]));
  const chosen = new Set<number>();
  while (uncovered.size > 0) {
    let best: PlannedPath | null = null;
    let bestGain = 0;
    for (const planned of candidates) {
      if (chosen.has(planned.number)) continue;
      const gain = [...taken.get(planned.number)!].filter((key) => uncovered.has(key)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best !== null && planned.path.steps.length < best.path.steps.length)) {
        best = planned;
        bestGain = gain;
      }
    }
    if (best === null) break;
    chosen.add(best.number);
    for (const key of taken.get(best.number)!) uncovered.delete(key);
  }
  return chosen;
};

export interface ModelPlan {
  /** The paths to create tests for. */
  readonly paths: readonly PlannedPath[];
  /** Transitions some path takes but no drivable path does, with why. */
  readonly notDrivable: readonly PlannedPath[];
}

/**
 * Every path of the machine, numbered like `npm run paths`; which of them become tests:
 * - `MODEL_PATH=n` (what `npm run replay` sets): path n only, whatever it is;
 * - `MODEL_PATHS=all`: every path;
 * - otherwise the covering selection of drivable paths.
 */
export const planModelPaths = (
  ui: UiMap,
  env: NodeJS.ProcessEnv = process.env,
  /** Why the page cannot follow this path where that depends on the path so far (plan-along.ts), or null. */
  notDrivableAlong: (path: MachinePath) => string | null = () => null,
): ModelPlan => {
  const all: PlannedPath[] = pathsFor(ui.model).map((path, index) => {
    const reasons = path.steps.map((step) => ui.unsupported(step.event)).filter((reason) => reason !== null);
    return { number: index + 1, path, title: titleOf(ui.model, path, index + 1), notDrivable: reasons[0] ?? notDrivableAlong(path) };
  });
  const notDrivable = all.filter((planned) => planned.notDrivable !== null);
  const requested = env.MODEL_PATH ? Number(env.MODEL_PATH) : null;
  if (requested !== null) return { paths: all.filter((planned) => planned.number === requested), notDrivable };
  if (env.MODEL_PATHS === 'all') return { paths: all, notDrivable };
  const selected = coveringSelection(ui.model, all.filter((planned) => planned.notDrivable === null));
  return { paths: all.filter((planned) => selected.has(planned.number)), notDrivable };
};

/* Driving one path. */

let runs = 0;

export const newRun = (
  { page, api, mailbox }: { readonly page: Page; readonly api: AccessApi; readonly mailbox: Mailbox },
  ui: UiMap,
  path: MachinePath,
  workerIndex: number,
): ModelRun => {
  runs += 1;
  const tag = `m${workerIndex}${Date.now().toString(36)}${runs}`;
  return {
    page,
    api,
    mailbox,
    gate: new RequestGate(ui.gated),
    path,
    // Invalid e-mails stay as the model wrote them; valid ones get a tag before the domain.
    uniqueEmail: (value) => (isEmail(value.trim()) ? value.replace('@', `+${tag}@`) : value),
    freshEmail: (label) => `${label}.${tag}@example.com`,
    scratch: new Map(),
  };
};

export const drivePath = async (ui: UiMap, run: ModelRun): Promise<void> => {
  const expected = expectationsAlong(ui.model, run.path);
  await run.gate.install(run.page);
  await test.step(`start ${run.path.initial}`, async () => {
    await ui.open(run);
    await ui.expectState(run, expected[0]!.snapshot);
  });
  const steps = run.path.steps;
  for (const [index, step] of steps.entries()) {
    const before = expected[index]!.snapshot;
    const { snapshot: after, effects } = expected[index + 1]!;
    await test.step(`${index + 1}. ${describeEvent(step.event)} ⇒ ${step.state}`, async () => {
      const outcome = await ui.act({ run, event: step.event, before, after, next: steps[index + 1]?.event });
      if (outcome === 'transient') return;
      for (const effect of effects) await ui.expectEffect(run, effect, after);
      await ui.expectState(run, after);
    });
  }
};
