import { Diagram } from './Diagram.tsx';
import { EventLog } from './EventLog.tsx';
import { stateLabel, type ActorEntry, type LogEntry } from './registry.ts';
import { Field, Section, Tag } from './styles.ts';
import { ValueTree } from './ValueTree.tsx';

export interface ActorDetailsProps {
  readonly actor: ActorEntry;
  readonly log: readonly LogEntry[];
  readonly onClearLog: () => void;
  readonly nameOf: (sessionId: string) => string;
}

/** One actor: its ids and state, its context as a tree, its event log, and its machine's diagram. */
export function ActorDetails({ actor, log, onClearLog, nameOf }: ActorDetailsProps) {
  return (
    <div aria-label={`Actor ${actor.systemId ?? actor.id}`} role="region">
      <Section open>
        <summary>State</summary>
        <div>
          <Field>
            <dt>system id</dt>
            <dd>{actor.systemId ?? '—'}</dd>
            <dt>actor id</dt>
            <dd>{actor.id}</dd>
            <dt>machine</dt>
            <dd>{actor.machineId ?? 'not a machine'}</dd>
            <dt>parent</dt>
            <dd>{actor.parentId === null ? '—' : nameOf(actor.parentId)}</dd>
            <dt>status</dt>
            <dd>{actor.status}</dd>
            <dt>state</dt>
            <dd data-testid="inspector-state">{actor.machineId === null ? actor.status : stateLabel(actor.value)}</dd>
            <dt>tags</dt>
            <dd>{actor.tags.length === 0 ? '—' : actor.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)}</dd>
          </Field>
        </div>
      </Section>
      <Section open>
        <summary>Context</summary>
        <div>
          <ValueTree label="context" value={actor.context} />
        </div>
      </Section>
      <Section open>
        <summary>Events ({log.length})</summary>
        <div>
          <EventLog entries={log} onClear={onClearLog} nameOf={nameOf} />
        </div>
      </Section>
      {actor.machineId === null ? null : (
        <Section open>
          <summary>Diagram</summary>
          <div>
            <Diagram logic={actor.logic} machineId={actor.machineId} value={actor.value} />
          </div>
        </Section>
      )}
    </div>
  );
}
