/**
 * The inspector panel's model: every actor the app's `inspect` hook has reported, and a log of
 * the events each one processed. A pure reducer over XState's inspection events, so it is tested
 * with synthetic events and the panel only renders what it returns.
 */

/** The part of an actor reference the registry reads (XState's ActorRef has all of it). */
export interface InspectedActor {
  readonly sessionId: string;
  readonly id?: string | undefined;
  readonly systemId?: string | undefined;
  readonly logic?: unknown;
  readonly _parent?: { readonly sessionId: string } | undefined;
}

/** XState's InspectionEvent, reduced to what the registry reads. */
export type InspectionInput =
  | { readonly type: '@xstate.actor'; readonly actorRef: InspectedActor }
  | {
      readonly type: '@xstate.event';
      readonly actorRef: InspectedActor;
      readonly sourceRef?: InspectedActor | undefined;
      readonly event: { readonly type: string };
    }
  | {
      readonly type: '@xstate.snapshot';
      readonly actorRef: InspectedActor;
      readonly event: { readonly type: string };
      readonly snapshot: unknown;
    }
  | { readonly type: string; readonly actorRef?: InspectedActor };

/** 'registered' = created but not started yet (React's Strict Mode makes some that never start). */
export type ActorStatus = 'registered' | 'active' | 'done' | 'error' | 'stopped';

export interface ActorEntry {
  readonly sessionId: string;
  /** The actor's id in its parent (`invoke.id`, `spawn` id), or React's generated one for a root. */
  readonly id: string;
  readonly systemId: string | null;
  /** The machine's `id`; null for promise, callback and other non-machine actors. */
  readonly machineId: string | null;
  readonly parentId: string | null;
  /** The actor's logic (the machine, for the diagram). */
  readonly logic: unknown;
  readonly status: ActorStatus;
  /** A machine's state value; null for other actors. */
  readonly value: unknown;
  readonly tags: readonly string[];
  readonly context: unknown;
  /** Order of registration, so the list keeps a stable order. */
  readonly order: number;
  readonly endedAt: number | null;
  /** Events sent to the actor and not processed yet, with who sent them (matched by identity). */
  readonly pending: readonly { readonly event: unknown; readonly sourceId: string | null }[];
}

export interface LogEntry {
  readonly seq: number;
  readonly at: number;
  readonly eventType: string;
  readonly event: unknown;
  readonly sourceId: string | null;
  /** The state value after the event (a machine's), or the actor's status for other actors. */
  readonly state: unknown;
  /** Whether the event changed the state value. */
  readonly changed: boolean;
}

export interface InspectorState {
  readonly actors: ReadonlyMap<string, ActorEntry>;
  readonly logs: ReadonlyMap<string, readonly LogEntry[]>;
  readonly seq: number;
}

/** Per actor; older entries fall off (Redux DevTools keeps a window too). */
export const LOG_LIMIT = 300;
/** Ended and never-started actors kept for a look after they are gone. */
export const ENDED_LIMIT = 30;
const PENDING_LIMIT = 20;

export const emptyInspectorState: InspectorState = { actors: new Map(), logs: new Map(), seq: 0 };

interface MachineLike {
  readonly id: string;
  readonly root: unknown;
}

const isMachine = (logic: unknown): logic is MachineLike =>
  typeof logic === 'object' && logic !== null && 'root' in logic && typeof (logic as { id?: unknown }).id === 'string';

const newEntry = (actor: InspectedActor, order: number): ActorEntry => ({
  sessionId: actor.sessionId,
  id: actor.id ?? actor.sessionId,
  systemId: actor.systemId ?? null,
  machineId: isMachine(actor.logic) ? actor.logic.id : null,
  parentId: actor._parent?.sessionId ?? null,
  logic: actor.logic,
  status: 'registered',
  value: null,
  tags: [],
  context: undefined,
  order,
  endedAt: null,
  pending: [],
});

interface SnapshotLike {
  readonly status?: unknown;
  readonly value?: unknown;
  readonly context?: unknown;
  readonly tags?: unknown;
}

const STATUSES: readonly ActorStatus[] = ['active', 'done', 'error', 'stopped'];

const statusOf = (snapshot: SnapshotLike): ActorStatus =>
  STATUSES.find((status) => status === snapshot.status) ?? 'active';

const tagsOf = (tags: unknown): readonly string[] =>
  tags instanceof Set || Array.isArray(tags) ? [...(tags as Iterable<unknown>)].map(String).sort() : [];

/** State values are small plain trees: compare them by their JSON. */
const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const withActor = (state: InspectorState, entry: ActorEntry): InspectorState => {
  const actors = new Map(state.actors);
  actors.set(entry.sessionId, entry);
  return { ...state, actors };
};

const ensure = (state: InspectorState, actor: InspectedActor): [InspectorState, ActorEntry] => {
  const known = state.actors.get(actor.sessionId);
  if (known !== undefined) return [state, known];
  const entry = newEntry(actor, state.seq);
  return [{ ...withActor(state, entry), seq: state.seq + 1 }, entry];
};

/** Drops the oldest ended (and never-started) actors beyond ENDED_LIMIT, with their logs. */
const prune = (state: InspectorState): InspectorState => {
  const gone = [...state.actors.values()].filter((entry) => entry.status !== 'active');
  if (gone.length <= ENDED_LIMIT) return state;
  const drop = gone.sort((a, b) => (a.endedAt ?? a.order) - (b.endedAt ?? b.order)).slice(0, gone.length - ENDED_LIMIT);
  const actors = new Map(state.actors);
  const logs = new Map(state.logs);
  for (const entry of drop) {
    actors.delete(entry.sessionId);
    logs.delete(entry.sessionId);
  }
  return { ...state, actors, logs };
};

/** One inspection event applied; `now` is the time to stamp on a log entry (ms since the epoch). */
export function reduceInspection(state: InspectorState, inspection: InspectionInput, now: number): InspectorState {
  const actor = inspection.actorRef;
  if (actor === undefined) return state;
  if (inspection.type === '@xstate.actor') return prune(ensure(state, actor)[0]);
  if (inspection.type === '@xstate.event' && 'event' in inspection) {
    const [next, entry] = ensure(state, actor);
    const source = 'sourceRef' in inspection ? (inspection.sourceRef?.sessionId ?? null) : null;
    const pending = [...entry.pending, { event: inspection.event, sourceId: source }].slice(-PENDING_LIMIT);
    return withActor(next, { ...entry, pending });
  }
  if (inspection.type === '@xstate.snapshot' && 'snapshot' in inspection) {
    const [next, entry] = ensure(state, actor);
    const snapshot = (inspection.snapshot ?? {}) as SnapshotLike;
    const status = statusOf(snapshot);
    const value = entry.machineId === null ? null : (snapshot.value ?? null);
    const matched = entry.pending.findIndex((item) => item.event === inspection.event);
    const logged: LogEntry = {
      seq: next.seq,
      at: now,
      eventType: inspection.event.type,
      event: inspection.event,
      sourceId: matched === -1 ? null : entry.pending[matched]!.sourceId,
      state: entry.machineId === null ? status : value,
      changed: entry.status !== 'registered' && !sameValue(entry.value, value),
    };
    const updated: ActorEntry = {
      ...entry,
      // XState sets the system id after it reports the new actor.
      systemId: actor.systemId ?? entry.systemId,
      status,
      value,
      tags: tagsOf(snapshot.tags),
      context: snapshot.context,
      endedAt: status === 'active' ? null : (entry.endedAt ?? now),
      pending: matched === -1 ? entry.pending : entry.pending.slice(matched + 1),
    };
    const logs = new Map(next.logs);
    logs.set(entry.sessionId, [...(next.logs.get(entry.sessionId) ?? []), logged].slice(-LOG_LIMIT));
    return prune({ ...withActor(next, updated), logs, seq: next.seq + 1 });
  }
  return state;
}

/** The log of one actor emptied ("Clear" in the panel); the actor stays. */
export function clearLog(state: InspectorState, sessionId: string): InspectorState {
  if (!state.logs.has(sessionId)) return state;
  const logs = new Map(state.logs);
  logs.delete(sessionId);
  return { ...state, logs };
}

/** The actors to list: live ones in registration order, then (when asked) the ended ones. */
export function listedActors(state: InspectorState, showEnded: boolean): readonly ActorEntry[] {
  return [...state.actors.values()]
    .filter((entry) => entry.status === 'active' || (showEnded && entry.status !== 'registered'))
    .sort((a, b) => a.order - b.order);
}

/** A log entry matches a filter when its event type, its state or its payload contains the text. */
export function filterLog(entries: readonly LogEntry[], filter: string): readonly LogEntry[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return entries;
  return entries.filter(
    (entry) =>
      entry.eventType.toLowerCase().includes(needle) ||
      stateLabel(entry.state).toLowerCase().includes(needle) ||
      safeJson(entry.event).toLowerCase().includes(needle),
  );
}

/** 'form.editing' for `{ form: 'editing' }`; parallel regions joined by ', '. */
export function stateLabel(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => {
      const inner = stateLabel(child);
      return inner === '' ? key : inner.includes(', ') ? `${key}.(${inner})` : `${key}.${inner}`;
    })
    .join(', ');
}

/** JSON for display and filtering: cycles, actor references and functions become short markers. */
export function safeJson(value: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return (
      JSON.stringify(value, (_key, item: unknown) => {
        if (typeof item === 'function') return '[function]';
        if (typeof item === 'object' && item !== null) {
          if ('sessionId' in item && 'send' in item) return `[actor ${String((item as { id?: unknown }).id)}]`;
          if (seen.has(item)) return '[circular]';
          seen.add(item);
        }
        return item;
      }) ?? ''
    );
  } catch {
    return '[unserialisable]';
  }
}
