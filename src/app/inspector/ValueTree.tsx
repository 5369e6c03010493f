import styled from 'styled-components';
import { ink } from './styles.ts';

/** A context as a collapsible tree: native <details>, so keyboard and screen readers work as they do anywhere. */

const MAX_DEPTH = 8;
const MAX_ENTRIES = 200;

const Tree = styled.div`
  details > summary { cursor: pointer; }
  details > div, details > ul { margin: 0 0 0 14px; padding: 0; list-style: none; }
  li { list-style: none; }
  .key { color: ${ink.accent}; }
  .string { color: #a5d6a7; }
  .other { color: ${ink.warn}; }
`;

const isActorRef = (value: object): value is { id: string; sessionId: string } => 'sessionId' in value && 'send' in value;

function Leaf({ label, value }: { label: string; value: unknown }) {
  let text: string;
  let kind = 'other';
  if (typeof value === 'string') {
    text = JSON.stringify(value);
    kind = 'string';
  } else if (typeof value === 'function') text = 'ƒ()';
  else if (value === undefined) text = 'undefined';
  else if (typeof value === 'object' && value !== null && isActorRef(value)) text = `actor ${value.id} (${value.sessionId})`;
  else if (value instanceof Date) text = value.toISOString();
  else text = String(value);
  return (
    <li>
      <span className="key">{label}</span>: <span className={kind}>{text}</span>
    </li>
  );
}

function Node({ label, value, depth, ancestors }: { label: string; value: unknown; depth: number; ancestors: readonly object[] }) {
  if (typeof value !== 'object' || value === null || isActorRef(value) || value instanceof Date) return <Leaf label={label} value={value} />;
  if (ancestors.includes(value)) return <Leaf label={label} value="[circular]" />;
  const entries: [string, unknown][] =
    value instanceof Map ? [...value.entries()].map(([key, item]) => [String(key), item])
    : value instanceof Set ? [...value.values()].map((item, index) => [String(index), item])
    : Object.entries(value);
  const shape = Array.isArray(value) || value instanceof Set ? `[${entries.length}]` : `{${entries.length}}`;
  if (depth >= MAX_DEPTH) return <Leaf label={label} value={shape} />;
  return (
    <li>
      <details open={depth < 1}>
        <summary>
          <span className="key">{label}</span> {shape}
        </summary>
        <ul>
          {entries.slice(0, MAX_ENTRIES).map(([key, item]) => (
            <Node key={key} label={key} value={item} depth={depth + 1} ancestors={[...ancestors, value]} />
          ))}
          {entries.length > MAX_ENTRIES ? <li>… {entries.length - MAX_ENTRIES} more</li> : null}
        </ul>
      </details>
    </li>
  );
}

export function ValueTree({ label, value }: { label: string; value: unknown }) {
  return (
    <Tree>
      <ul style={{ margin: 0, padding: 0 }}>
        <Node label={label} value={value} depth={0} ancestors={[]} />
      </ul>
    </Tree>
  );
}
