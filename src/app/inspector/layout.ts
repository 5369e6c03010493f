import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { MachineGraph } from './machine-graph.ts';

/**
 * Positions for the diagram: ELK's layered algorithm over the machine's nested states, every
 * coordinate absolute (json.shapeCoords/edgeCoords = ROOT), so the SVG draws them as they come.
 * elkjs (~ 450 KB) is imported here only, and this module only by the diagram, which the panel
 * loads when it first shows one.
 */

export interface Box {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LaidOutNode extends Box {
  readonly label: string;
  readonly compound: boolean;
  readonly type: string;
}

export interface LaidOutEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly points: readonly { readonly x: number; readonly y: number }[];
  readonly label: Box & { readonly text: string };
  readonly guard: string | null;
}

export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly LaidOutNode[];
  readonly edges: readonly LaidOutEdge[];
}

/** Monospace-ish estimate: ELK needs sizes before anything is drawn. */
const CHAR_WIDTH = 7;
const LABEL_HEIGHT = 16;
const LEAF_HEIGHT = 32;
const textWidth = (text: string): number => Math.max(24, text.length * CHAR_WIDTH);

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '24',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.inline': 'false',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

const COMPOUND_OPTIONS = {
  'elk.padding': '[top=28,left=12,bottom=12,right=12]',
  'elk.nodeLabels.placement': '[H_LEFT, V_TOP, INSIDE]',
};

/** The ELK input: one node per state, children inside their parent, every edge at the top. */
export function toElkGraph(graph: MachineGraph): ElkNode {
  const children = new Map<string | null, MachineGraph['nodes'][number][]>();
  for (const node of graph.nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const build = (node: MachineGraph['nodes'][number]): ElkNode => {
    const inner = children.get(node.id) ?? [];
    const label = node.parentId === null ? `#${node.id}` : node.key;
    const labels = [{ text: label, width: textWidth(label), height: LABEL_HEIGHT }];
    if (inner.length === 0) return { id: node.id, width: textWidth(label) + 24, height: LEAF_HEIGHT, labels };
    return { id: node.id, labels, layoutOptions: COMPOUND_OPTIONS, children: inner.map(build) };
  };
  const roots = children.get(null) ?? [];
  const edges: ElkExtendedEdge[] = graph.edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    // A guarded transition's label ends with ' ?' (the guard's name is in its tooltip).
    labels: [{ text: edge.label, width: textWidth(edge.guard === null ? edge.label : `${edge.label} ?`), height: LABEL_HEIGHT }],
  }));
  return { id: '@layout', layoutOptions: LAYOUT_OPTIONS, children: roots.map(build), edges };
}

/** ELK's answer flattened into boxes and polylines for the SVG. */
export function fromElkGraph(laidOut: ElkNode, graph: MachineGraph): Layout {
  const types = new Map(graph.nodes.map((node) => [node.id, node.type]));
  const guards = new Map(graph.edges.map((edge) => [edge.id, edge.guard]));
  const nodes: LaidOutNode[] = [];
  const walk = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      nodes.push({
        id: child.id,
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
        label: child.labels?.[0]?.text ?? child.id,
        compound: (child.children?.length ?? 0) > 0,
        type: types.get(child.id) ?? 'atomic',
      });
      walk(child);
    }
  };
  walk(laidOut);
  const edges = (laidOut.edges ?? []).map((edge): LaidOutEdge => {
    const section = edge.sections?.[0];
    const points = section === undefined ? [] : [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      source: edge.sources[0]!,
      target: edge.targets[0]!,
      points,
      guard: guards.get(edge.id) ?? null,
      label: { id: `${edge.id}-label`, text: label?.text ?? '', x: label?.x ?? 0, y: label?.y ?? 0, width: label?.width ?? 0, height: label?.height ?? 0 },
    };
  });
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges };
}

let elk: Promise<{ layout: (graph: ElkNode) => Promise<ElkNode> }> | null = null;

/** Lays the graph out with elkjs, loaded on the first call (in the page's thread: no worker, no CSP change). */
export async function layoutMachineGraph(graph: MachineGraph): Promise<Layout> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: ELK }) => new ELK());
  const engine = await elk;
  return fromElkGraph(await engine.layout(toElkGraph(graph)), graph);
}
