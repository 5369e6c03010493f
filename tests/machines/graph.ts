/**
 * Paths that take every transition of a machine, and their replay (docs/TESTING.md). Shared by the
 * graph tests, `npm run coverage:machines`, `npm run paths` and the model-based e2e specs, so this
 * module and the models load in plain Node (no Vite, `.ts` extensions everywhere).
 */
import { getShortestPaths } from '@xstate/graph';
import {
  createActor,
  type Actor,
  fromPromise,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InputFrom,
  type StateValue,
} from 'xstate';

/** What a model file (`tests/machines/<name>.model.ts`) exports. */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's export name, e.g. `signUpMachine`. */
  readonly name: string;
  readonly machine: TMachine;
  /** The main input. */
  readonly input: InputFrom<TMachine>;
  /**
   * Every input whose value decides a transition (an initial screen, a continue_url), by a short
   * label; the main input is the first. Paths are generated for each.
   */
  readonly inputs: Readonly<Record<string, InputFrom<TMachine>>>;
  /** Every event the machine tells apart: payload variants, each actor outcome, each delay. */
  readonly events: readonly AnyEventObject[];
  /**
   * The state value plus only the context that decides transitions (keeps the graph finite).
   * Snapshots with the same key must behave alike under every event, since the graph explores one
   * of them for all: include a context field where a guard reads it, now or after a later step
   * (raw form values are fine, the event list keeps them few). replayPath catches a key that is
   * too coarse: the real actor ends elsewhere than the graph said.
   */
  readonly serializeState: (snapshot: AnyMachineSnapshot) => string;
  /** Actions that are effects for the app (navigate, signedIn, notify, …): recorded, not run. */
  readonly effects: readonly string[];
}

/** Something the machine asked the outside world to do, in order. */
export type Effect =
  | { readonly kind: 'actor'; readonly name: string; readonly input: unknown }
  | { readonly kind: 'action'; readonly name: string; readonly params: unknown };

export interface MachinePath {
  /** The label of the input in `model.inputs`. */
  readonly inputName: string;
  readonly input: unknown;
  /** The events to send after start, with the serialized state expected after each. */
  readonly steps: readonly { readonly event: AnyEventObject; readonly state: string }[];
  /** The serialized initial and final states. */
  readonly initial: string;
  readonly state: string;
  readonly value: StateValue;
}

export interface Replay {
  readonly snapshot: AnyMachineSnapshot;
  readonly effects: readonly Effect[];
  /** Keys (`stateId|eventType|index`) of the declared transitions taken. */
  readonly taken: ReadonlySet<string>;
}

/* Synthetic events: what an invoked actor's settlement or a delay delivers to the machine. */

export const doneEvent = (invokeId: string, output?: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${invokeId}`,
  output,
});

export const errorEvent = (invokeId: string, error: unknown): AnyEventObject => ({
  type: `xstate.error.actor.${invokeId}`,
  error,
});

/** A named delay of the state node with this id (`machineId.path.to.state`). */
export const afterEvent = (delay: string, stateId: string): AnyEventObject => ({
  type: `xstate.after.${delay}.${stateId}`,
});

/** `a.b.c` for nested state values; parallel values as JSON. */
export const stateValueLabel = (value: StateValue): string => {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value);
  const [only] = entries;
  if (entries.length === 1 && only !== undefined && only[1] !== undefined) {
    return `${only[0]}.${stateValueLabel(only[1])}`;
  }
  return JSON.stringify(value);
};

/**
 * The usual serializer: the state value, and the deciding context facts when there are any. A
 * machine that failed is marked so (`!error`), never mistaken for the state it failed in.
 */
export const stateKey = (snapshot: AnyMachineSnapshot, facts: Record<string, unknown> = {}): string => {
  const value = stateValueLabel(snapshot.value) + (snapshot.status === 'error' ? ' !error' : '');
  return Object.keys(facts).length === 0 ? value : `${value} ${JSON.stringify(facts)}`;
};

/* Declared and taken transitions. */

interface TransitionLike {
  readonly eventType: string;
  readonly source: StateNodeLike;
}
interface StateNodeLike {
  readonly id: string;
  readonly transitions: ReadonlyMap<string, readonly TransitionLike[]>;
  readonly always?: readonly TransitionLike[] | undefined;
  readonly states: Readonly<Record<string, StateNodeLike>>;
}

const ALWAYS = 'always';

const transitionKey = (stateId: string, eventType: string, index: number): string => `${stateId}|${eventType}|${index}`;

/** Every declared transition: each guarded alternative, delay, invoke result and `always` entry. */
export const declaredTransitions = (machine: AnyStateMachine): string[] => {
  const keys: string[] = [];
  const visit = (node: StateNodeLike) => {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((_, index) => keys.push(transitionKey(node.id, eventType, index)));
    }
    node.always?.forEach((_, index) => keys.push(transitionKey(node.id, ALWAYS, index)));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root as unknown as StateNodeLike);
  return keys;
};

const takenKey = (definition: TransitionLike): string => {
  const { source, eventType } = definition;
  if (eventType === '') return transitionKey(source.id, ALWAYS, source.always?.indexOf(definition) ?? -1);
  return transitionKey(source.id, eventType, source.transitions.get(eventType)?.indexOf(definition) ?? -1);
};

/* Doubles. */

/** Actors that record their input and never settle: only the path's synthetic events move the machine. */
const withDoubles = (model: MachineModel, record: (effect: Effect) => void): AnyStateMachine => {
  const actorNames = Object.keys(model.machine.implementations.actors);
  const actors = Object.fromEntries(
    actorNames.map((name) => [
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
  return model.machine.provide({ actors, actions } as never);
};

/** The machine as the graph walks it: the same doubles, so no real service is ever created. */
const graphMachine = (model: MachineModel): AnyStateMachine => withDoubles(model, () => {});

const inputEntries = (model: MachineModel): [string, unknown][] => Object.entries(model.inputs);

/* Paths. */

const accepted = (model: MachineModel, snapshot: AnyMachineSnapshot): AnyEventObject[] =>
  snapshot.status === 'active' ? model.events.filter((event) => snapshot.can(event as never)) : [];

const pathKey = (path: MachinePath): string => `${path.inputName}:${JSON.stringify(path.steps.map((step) => step.event))}`;

/**
 * For every input: every shortest path, and every shortest path extended by each event its final
 * state accepts (`can`, guards evaluated). Together they take every transition that can be taken.
 */
export const pathsFor = (model: MachineModel): MachinePath[] => {
  const machine = graphMachine(model);
  const paths = new Map<string, MachinePath>();
  const add = (path: MachinePath) => {
    const key = pathKey(path);
    if (!paths.has(key)) paths.set(key, path);
  };
  for (const [inputName, input] of inputEntries(model)) {
    const shortest = getShortestPaths(machine, {
      // Only what the state accepts: an unhandled actor error event would put the machine in error.
      events: ((snapshot: AnyMachineSnapshot) => accepted(model, snapshot)) as never,
      serializeState: (snapshot) => model.serializeState(snapshot as AnyMachineSnapshot),
      input: input as never,
    });
    for (const found of shortest) {
      const [init, ...rest] = found.steps;
      if (init === undefined) continue;
      const base: MachinePath = {
        inputName,
        input,
        steps: rest.map((step) => ({ event: step.event, state: model.serializeState(step.state as AnyMachineSnapshot) })),
        initial: model.serializeState(init.state as AnyMachineSnapshot),
        state: model.serializeState(found.state as AnyMachineSnapshot),
        value: (found.state as AnyMachineSnapshot).value,
      };
      const last = found.state as AnyMachineSnapshot;
      const extensions = accepted(model, last);
      if (extensions.length === 0) add(base);
      for (const event of extensions) {
        const [next] = transition(machine, last as never, event as never) as unknown as [AnyMachineSnapshot];
        const state = model.serializeState(next);
        add({ ...base, steps: [...base.steps, { event, state }], state, value: next.value });
      }
    }
  }
  return [...paths.values()];
};

export class PathMismatch extends Error {}

export interface Running {
  readonly actor: Actor<AnyStateMachine>;
  /** Grows as the machine asks for effects. */
  readonly effects: readonly Effect[];
  /** Grows as declared transitions are taken. */
  readonly taken: ReadonlySet<string>;
}

/**
 * A started actor of the model's machine with never-settling actors and recording effects, for
 * paths and for hand-written tests (fake timers drive its delays).
 */
export const startActor = (model: MachineModel, input: unknown): Running => {
  const effects: Effect[] = [];
  const taken = new Set<string>();
  const machine = withDoubles(model, (effect) => effects.push(effect));
  const actor = createActor(machine, {
    input: input as never,
    inspect: (inspection) => {
      // Emitted from the constructor on: compare ids, `actor` is not assigned yet.
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      const transitions = (inspection as unknown as { _transitions: readonly TransitionLike[] })._transitions;
      for (const definition of transitions) taken.add(takenKey(definition));
    },
  });
  actor.start();
  return { actor, effects, taken };
};

/**
 * Runs the path on a real actor (startActor); checks the state after every step against the
 * graph's, and collects the declared transitions taken.
 */
export const replayPath = (model: MachineModel, path: MachinePath): Replay => {
  const { actor, effects, taken } = startActor(model, path.input);
  try {
    const expectState = (expected: string, after: string) => {
      const actual = model.serializeState(actor.getSnapshot());
      if (actual !== expected) throw new PathMismatch(`${model.name}: after ${after} expected ${expected}, got ${actual}`);
    };
    expectState(path.initial, 'start');
    path.steps.forEach((step, index) => {
      actor.send(step.event);
      expectState(step.state, `step ${index + 1} (${describeEvent(step.event)})`);
    });
    return { snapshot: actor.getSnapshot(), effects, taken };
  } finally {
    actor.stop();
  }
};

export interface Coverage {
  readonly name: string;
  readonly declared: readonly string[];
  readonly taken: ReadonlySet<string>;
  readonly untaken: readonly string[];
  readonly paths: number;
}

export const coverageFor = (model: MachineModel): Coverage => {
  const declared = declaredTransitions(model.machine);
  const taken = new Set<string>();
  const paths = pathsFor(model);
  for (const path of paths) for (const key of replayPath(model, path).taken) taken.add(key);
  return { name: model.name, declared, taken, untaken: declared.filter((key) => !taken.has(key)), paths: paths.length };
};

/**
 * A small subset of the paths that still takes every transition taken by all of them (greedy set
 * cover, longest contribution first): what a slow runner such as the browser e2e replays.
 */
export const coveringPaths = (model: MachineModel): MachinePath[] => {
  const candidates = pathsFor(model).map((path) => ({ path, taken: replayPath(model, path).taken }));
  const covered = new Set<string>();
  const chosen: MachinePath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      let gain = 0;
      for (const key of candidate.taken) if (!covered.has(key)) gain += 1;
      if (gain > bestGain) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (best === undefined) return chosen;
    chosen.push(best.path);
    for (const key of best.taken) covered.add(key);
  }
};

/* Labels for people (npm run paths, test names, QA replay). */

const payloadLabel = (value: unknown): string => {
  if (value instanceof Error) return JSON.stringify(value.message);
  if (typeof value === 'object' && value !== null) {
    if ('type' in value && typeof value.type === 'string') return value.type;
    if ('reason' in value && typeof value.reason === 'string') return value.reason;
  }
  return JSON.stringify(value) ?? 'undefined';
};

/** `field.changed(email="ana@")`, `xstate.error.actor.signIn(EMAIL_NOT_FOUND)`, `xstate.done.actor.readToken("token")`. */
export const describeEvent = (event: AnyEventObject): string => {
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type}(${payloadLabel(event['error'])})`;
  if (event.type.startsWith('xstate.done.actor.')) {
    const output: unknown = event['output'];
    return typeof output === 'object' && output !== null ? event.type : `${event.type}(${JSON.stringify(output) ?? ''})`;
  }
  const { type, ...payload } = event;
  const fields = Object.entries(payload).map(
    ([key, value]) => `${key}=${typeof value === 'object' && value !== null ? '{…}' : JSON.stringify(value)}`,
  );
  return fields.length === 0 ? type : `${type}(${fields.join(', ')})`;
};

/** `n: event > event > … ⇒ state`, with the input's label when the model has several. */
export const describePath = (model: MachineModel, path: MachinePath, index: number): string => {
  const events = path.steps.length === 0 ? '(start)' : path.steps.map((step) => describeEvent(step.event)).join(' > ');
  const input = Object.keys(model.inputs).length > 1 ? `[${path.inputName}] ` : '';
  return `${index + 1}: ${input}${events} ⇒ ${path.state}`;
};
