import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { layoutMachineGraph, type Layout } from './layout.ts';
import { activeStateIds, extractMachineGraph } from './machine-graph.ts';
import { stateLabel } from './registry.ts';
import { ink, mono, Muted } from './styles.ts';

const Frame = styled.div`
  overflow: auto;
  max-height: 420px;
  background: ${ink.background};
  border-radius: 4px;
  svg { display: block; font: 11px ${mono}; }
`;

type LayoutState = { readonly status: 'laying-out' } | { readonly status: 'ready'; readonly layout: Layout } | { readonly status: 'failed'; readonly message: string };

/**
 * The selected machine drawn from its definition (states, nested states, transitions), its
 * active states highlighted. The layout is computed once per machine; the value only recolours.
 */
export function Diagram({ logic, machineId, value }: { logic: unknown; machineId: string; value: unknown }) {
  const graph = useMemo(() => extractMachineGraph(logic), [logic]);
  const [state, setState] = useState<{ readonly logic: unknown; readonly layout: LayoutState }>({ logic, layout: { status: 'laying-out' } });
  useEffect(() => {
    if (graph === null) return;
    let current = true;
    layoutMachineGraph(graph).then(
      (layout) => current && setState({ logic, layout: { status: 'ready', layout } }),
      (error: unknown) => current && setState({ logic, layout: { status: 'failed', message: String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [graph, logic]);
  const active = useMemo(() => (graph === null ? new Set<string>() : activeStateIds(graph, value)), [graph, value]);
  if (graph === null) return <Muted>Not a state machine: nothing to draw.</Muted>;
  const layout: LayoutState = state.logic === logic ? state.layout : { status: 'laying-out' };
  if (layout.status === 'laying-out') return <Muted role="status">Laying out {machineId}…</Muted>;
  if (layout.status === 'failed') return <Muted role="alert">The layout failed: {layout.message}</Muted>;
  const { width, height, nodes, edges } = layout.layout;
  const activeEdge = (source: string) => active.has(source);
  return (
    <Frame>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Statechart of ${machineId}: ${nodes.length} states, ${edges.length} transitions; active: ${stateLabel(value)}`}
        data-testid="inspector-diagram"
      >
        <defs>
          <marker id="inspector-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill={ink.muted} />
          </marker>
        </defs>
        {nodes.map((node) => {
          const on = active.has(node.id);
          return (
            <g key={node.id} data-state={node.id} data-active={on ? 'true' : undefined}>
              <rect
                x={node.x}
                y={node.y}
                width={node.width}
                height={node.height}
                rx={6}
                fill={on ? ink.activeSoft : node.compound ? ink.surface : ink.raised}
                stroke={on ? ink.active : ink.border}
                strokeWidth={on ? 2 : 1}
                strokeDasharray={node.type === 'parallel' ? '4 3' : undefined}
              />
              {node.type === 'final' ? <rect x={node.x + 3} y={node.y + 3} width={node.width - 6} height={node.height - 6} rx={4} fill="none" stroke={ink.border} /> : null}
              <text
                x={node.compound ? node.x + 8 : node.x + node.width / 2}
                y={node.compound ? node.y + 17 : node.y + node.height / 2 + 4}
                textAnchor={node.compound ? 'start' : 'middle'}
                fill={on ? ink.active : ink.text}
                fontWeight={on ? 'bold' : undefined}
              >
                {node.label}
              </text>
            </g>
          );
        })}
        {edges.map((edge) => (
          <g key={edge.id}>
            <polyline
              points={edge.points.map((point) => `${point.x},${point.y}`).join(' ')}
              fill="none"
              stroke={activeEdge(edge.source) ? ink.accent : ink.muted}
              strokeWidth={1}
              markerEnd="url(#inspector-arrow)"
            />
            <text x={edge.label.x} y={edge.label.y + 12} fill={activeEdge(edge.source) ? ink.accent : ink.muted}>
              {edge.label.text}
            </text>
          </g>
        ))}
      </svg>
    </Frame>
  );
}
