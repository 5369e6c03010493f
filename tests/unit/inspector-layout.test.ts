import { describe, expect, it } from 'vitest';
import { layoutMachineGraph } from '../../src/app/inspector/layout.ts';
import { extractMachineGraph } from '../../src/app/inspector/machine-graph.ts';
import { signUpMachine } from '../../src/machines/signUpMachine.ts';

const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe('the diagram layout (elkjs)', () => {
  it('places every state of the sign-up machine, children inside their parent, and routes every transition', async () => {
    const graph = extractMachineGraph(signUpMachine)!;
    const layout = await layoutMachineGraph(graph);
    expect(layout.nodes.map((node) => node.id).sort()).toEqual(graph.nodes.map((node) => node.id).sort());
    const boxes = new Map(layout.nodes.map((node) => [node.id, node]));
    for (const node of graph.nodes) {
      const box = boxes.get(node.id)!;
      expect(box.width).toBeGreaterThan(0);
      if (node.parentId !== null) expect(inside(box, boxes.get(node.parentId)!)).toBe(true);
    }
    expect(boxes.get('signUp')).toMatchObject({ compound: true, label: '#signUp' });
    expect(layout.edges).toHaveLength(graph.edges.length);
    for (const edge of layout.edges) {
      expect(edge.points.length).toBeGreaterThanOrEqual(2);
      expect(edge.label.text).not.toBe('');
    }
    expect(layout.width).toBeGreaterThan(0);
  }, 20_000);
});
