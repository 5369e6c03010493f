import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { layoutMachineGraph, type Layout } from './layout.ts';
import { activeStateIds, extractMachineGraph } from './machine-graph.ts';
import { stateLabel } from './registry.ts';
import { Button, focusRing, ink, mono, Muted } from './styles.ts';

const Zoom = styled.div`
  display: flex;
  gap: 6px;
  align-items: center;
  margin: 0 0 6px;
`;

const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5];

const Frame = styled.div`
  overflow: auto;
  max-height: 480px;
  background: ${ink.background};
  border-radius: 4px;
  svg { display: block; max-width: none; height: auto; font: 11px ${mono}; }
  ${focusRing}
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
  const frameRef = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(600);
  // null = fit the frame's width; otherwise one of ZOOMS.
  const [zoom, setZoom] = useState<number | null>(null);
  const ready = state.logic === logic && state.layout.status === 'ready';
  useEffect(() => {
    const frame = frameRef.current;
    if (!ready || frame === null) return;
    const observer = new ResizeObserver(() => setFrameWidth(frame.clientWidth));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [ready]);
  const active = useMemo(() => (graph === null ? new Set<string>() : activeStateIds(graph, value)), [graph, value]);
  if (graph === null) return <Muted>Not a state machine: nothing to draw.</Muted>;
  const layout: LayoutState = state.logic === logic ? state.layout : { status: 'laying-out' };
  if (layout.status === 'laying-out') return <Muted role="status">Laying out {machineId}…</Muted>;
  if (layout.status === 'failed') return <Muted role="alert">The layout failed: {layout.message}</Muted>;
  const { width, height, nodes, edges } = layout.layout;
  const activeEdge = (source: string) => active.has(source);
  const fit = Math.min(1, Math.max(0.1, (frameWidth - 4) / Math.max(width, 1)));
  const scale = zoom ?? fit;
  /** The next zoom level up or down from the current scale (which may be the fit's). */
  const step = (direction: 1 | -1) => {
    const next = direction === 1 ? ZOOMS.find((level) => level > scale + 0.001) : ZOOMS.findLast((level) => level < scale - 0.001);
    setZoom(next ?? (direction === 1 ? ZOOMS.at(-1)! : ZOOMS[0]!));
  };
  return (
    <>
      <Zoom>
        <Button type="button" onClick={() => step(-1)} aria-label="Zoom out">
          −
        </Button>
        <Button type="button" onClick={() => step(1)} aria-label="Zoom in">
          +
        </Button>
        <Button type="button" onClick={() => setZoom(null)} aria-pressed={zoom === null}>
          Fit
        </Button>
        <span>{Math.round(scale * 100)}%</span>
      </Zoom>
    {/* Focusable, so the keyboard can scroll a diagram wider or taller than the panel (axe: scrollable-region-focusable). */}
    <Frame ref={frameRef} tabIndex={0} role="region" aria-label={`Diagram of ${machineId}`}>
      <svg
        width={width * scale}
        height={height * scale}
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
                fill={node.compound ? ink.surface : on ? ink.activeSoft : ink.raised}
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
            <title>{`${edge.label}${edge.guard === null ? '' : ` [${edge.guard}]`}: ${edge.source} → ${edge.target}`}</title>
            <polyline
              points={edge.points.map((point) => `${point.x},${point.y}`).join(' ')}
              fill="none"
              stroke={activeEdge(edge.source) ? ink.accent : ink.muted}
              strokeWidth={1}
              markerEnd="url(#inspector-arrow)"
            />
            <text x={edge.label.x} y={edge.label.y + 12} fill={activeEdge(edge.source) ? ink.accent : ink.muted}>
              {edge.label.text}
              {edge.guard === null ? '' : ' ?'}
            </text>
          </g>
        ))}
      </svg>
    </Frame>
    </>
  );
}
