/**
 * A machine's definition as a graph for the panel's diagram: its states (nested as in the
 * machine) and its transitions, read from `machine.root` (XState's StateNode tree), and the
 * states a state value makes active.
 */

/** The part of XState's StateNode the extraction reads. */
interface StateNodeLike {
  readonly id: string;
  readonly key: string;
  readonly path: readonly string[];
  readonly type: string;
  readonly tags?: readonly string[];
  readonly states: Readonly<Record<string, StateNodeLike>>;
  readonly transitions: ReadonlyMap<string, readonly TransitionLike[]>;
  readonly always?: readonly TransitionLike[] | undefined;
  readonly initial?: { readonly target: readonly StateNodeLike[] } | undefined;
}

interface TransitionLike {
  readonly eventType: string;
  readonly target?: readonly StateNodeLike[] | undefined;
  readonly guard?: unknown;
}

export interface GraphNode {
  /** The StateNode's id ('signUp.submitting.verifying'). */
  readonly id: string;
  readonly key: string;
  /** The path from the root as one string ('submitting.verifying'); '' for the root. */
  readonly path: string;
  readonly parentId: string | null;
  readonly type: string;
  /** The child a compound state enters first. */
  readonly initialId: string | null;
  readonly tags: readonly string[];
}

export interface GraphEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  /** The event as people read it ('field.changed', 'after 300ms', 'done: signUp', 'always'). */
  readonly label: string;
  /** The guard's name, when the transition has one. */
  readonly guard: string | null;
  readonly eventType: string;
}

export interface MachineGraph {
  readonly rootId: string;
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
}

const isStateNode = (value: unknown): value is StateNodeLike =>
  typeof value === 'object' && value !== null && 'states' in value && 'transitions' in value && 'path' in value;

/** A machine's root state node, or null when the logic is not a machine (promise, callback…). */
export const machineRoot = (logic: unknown): StateNodeLike | null => {
  const root = typeof logic === 'object' && logic !== null ? (logic as { root?: unknown }).root : undefined;
  return isStateNode(root) ? root : null;
};

/** 'xstate.after.300.signUp.details' → 'after 300ms'; done/error events of invoked actors by their id. */
export function eventLabel(eventType: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]}ms` : `after ${after[1]}`;
  const actor = /^xstate\.(done|error|snapshot)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const state = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (state) return 'done';
  return eventType === '' ? 'always' : eventType;
}

const guardName = (guard: unknown): string | null => {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return typeof guard === 'function' ? (guard.name || 'guard') : null;
};

/** Every state and every transition with a target; targetless transitions (actions only) are left out. */
export function extractMachineGraph(logic: unknown): MachineGraph | null {
  const root = machineRoot(logic);
  if (root === null) return null;
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const visit = (node: StateNodeLike, parentId: string | null) => {
    nodes.push({
      id: node.id,
      key: node.key,
      path: node.path.join('.'),
      parentId,
      type: node.type,
      initialId: node.initial?.target[0]?.id ?? null,
      tags: [...(node.tags ?? [])],
    });
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of transitions) {
      for (const target of transition.target ?? []) {
        const label = eventLabel(transition.eventType);
        edges.push({ id: `e${edges.length}`, source: node.id, target: target.id, label, guard: guardName(transition.guard), eventType: transition.eventType });
      }
    }
    for (const child of Object.values(node.states)) visit(child, node.id);
  };
  visit(root, null);
  return { rootId: root.id, nodes, edges };
}

/** The ids of the states a state value makes active (the root included). */
export function activeStateIds(graph: MachineGraph, value: unknown): ReadonlySet<string> {
  const byPath = new Map(graph.nodes.map((node) => [node.path, node.id]));
  const active = new Set<string>([graph.rootId]);
  const walk = (prefix: string, current: unknown) => {
    const at = (key: string) => (prefix === '' ? key : `${prefix}.${key}`);
    if (typeof current === 'string') {
      const id = byPath.get(at(current));
      if (id !== undefined) active.add(id);
      return;
    }
    if (typeof current !== 'object' || current === null) return;
    for (const [key, child] of Object.entries(current as Record<string, unknown>)) {
      const id = byPath.get(at(key));
      if (id === undefined) continue;
      active.add(id);
      walk(at(key), child);
    }
  };
  walk('', value);
  return active;
}
