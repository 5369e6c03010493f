import { useId, useState } from 'react';
import styled from 'styled-components';
import { filterLog, safeJson, stateLabel, type LogEntry } from './registry.ts';
import { Button, Input, ink, Muted } from './styles.ts';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 2px 6px; border-bottom: 1px solid ${ink.border}; text-align: left; vertical-align: top; }
  th { color: ${ink.muted}; font-weight: normal; }
  td.moved { color: ${ink.active}; }
  summary { cursor: pointer; }
  pre { margin: 2px 0; white-space: pre-wrap; overflow-wrap: anywhere; color: ${ink.muted}; }
`;

const Bar = styled.div`
  display: flex;
  gap: 6px;
  align-items: center;
  margin: 0 0 6px;
  label { color: ${ink.muted}; }
`;

const time = (at: number): string => {
  const date = new Date(at);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
};

export interface EventLogProps {
  readonly entries: readonly LogEntry[];
  readonly onClear: () => void;
  /** A sender's name from its session id (its system id or id). */
  readonly nameOf: (sessionId: string) => string;
}

/** The events one actor processed, newest first, like Redux DevTools' log: filter and clear. */
export function EventLog({ entries, onClear, nameOf }: EventLogProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const shown = filterLog(entries, filter);
  return (
    <div>
      <Bar>
        <label htmlFor={filterId}>Filter</label>
        <Input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="event, state or payload" />
        <Button type="button" onClick={onClear}>
          Clear log
        </Button>
        <span role="status" aria-live="polite">
          {shown.length} of {entries.length}
        </span>
      </Bar>
      {shown.length === 0 ? (
        <Muted>No events{filter.trim() === '' ? ' yet' : ' match'}.</Muted>
      ) : (
        <Table aria-label="Event log, newest first">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Event</th>
              <th scope="col">From</th>
              <th scope="col">State after</th>
            </tr>
          </thead>
          <tbody>
            {[...shown].reverse().map((entry) => (
              <tr key={entry.seq}>
                <td>{time(entry.at)}</td>
                <td>
                  <details>
                    <summary>{entry.eventType}</summary>
                    <pre>{safeJson(entry.event)}</pre>
                  </details>
                </td>
                <td>{entry.sourceId === null ? '' : nameOf(entry.sourceId)}</td>
                <td className={entry.changed ? 'moved' : undefined}>
                  {entry.changed ? '→ ' : ''}
                  {stateLabel(entry.state)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
