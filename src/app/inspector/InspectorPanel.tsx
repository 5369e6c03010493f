import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { ActorDetails } from './ActorDetails.tsx';
import { ClientErrors } from './ClientErrors.tsx';
import { listedActors, stateLabel, type ActorEntry } from './registry.ts';
import type { InspectorStore } from './store.ts';
import { ActorButton, Body, Button, Column, Muted, Panel, PanelHeader, Section, Toggle } from './styles.ts';

/** Alt+Shift+I opens and closes the panel from anywhere (KeyI by position, so any keyboard layout). */
export const isToggleShortcut = (event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>): boolean =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyI';

const OPEN_KEY = 'agentes.inspector.open';

const readOpen = (): boolean => {
  try {
    return sessionStorage.getItem(OPEN_KEY) === 'true';
  } catch {
    return false;
  }
};

const actorName = (actor: ActorEntry): string => actor.systemId ?? actor.machineId ?? actor.id;

/**
 * The offline workflow inspector: a small toggle in the bottom-left corner and, when open, a
 * non-modal dialog listing the live actors. English on purpose: a developer tool, never shown to
 * agents (docs/decisions.md, "Issue 12 — inspector panel").
 */
export function InspectorPanel({ store }: { store: InspectorStore }) {
  const { inspection, clientErrors } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const [open, setOpen] = useState(readOpen);
  const [selected, setSelected] = useState<string | null>(null);
  const [showEnded, setShowEnded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const panelId = useId();

  const changeOpen = useCallback((next: boolean) => {
    setOpen(next);
    try {
      sessionStorage.setItem(OPEN_KEY, String(next));
    } catch {
      // Storage refused (private mode): the panel just starts closed next time.
    }
    // Opening moves focus into the panel; closing gives it back to the toggle.
    queueMicrotask(() => (next ? panelRef.current : toggleRef.current)?.focus());
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      changeOpen(!open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, changeOpen]);

  const actors = listedActors(inspection, showEnded);
  const chosen = selected === null ? undefined : inspection.actors.get(selected);
  const nameOf = (sessionId: string) => {
    const actor = inspection.actors.get(sessionId);
    return actor === undefined ? sessionId : actorName(actor);
  };

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-keyshortcuts="Alt+Shift+I"
        title="Workflow inspector (Alt+Shift+I)"
        onClick={() => changeOpen(!open)}
      >
        {open ? 'Close inspector' : `Inspector · ${actors.length}`}
      </Toggle>
      {open ? (
        <Panel
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={headingId}
          tabIndex={-1}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            changeOpen(false);
          }}
        >
          <PanelHeader>
            <h2 id={headingId}>Workflow inspector</h2>
            <label>
              <input type="checkbox" checked={showEnded} onChange={(event) => setShowEnded(event.target.checked)} /> ended actors
            </label>
            <Button type="button" onClick={() => changeOpen(false)} aria-label="Close the inspector">
              ✕
            </Button>
          </PanelHeader>
          <Body>
            <Column>
              <nav aria-label="Actors">
                {actors.length === 0 ? <Muted>No actors yet.</Muted> : null}
                {actors.map((actor) => (
                  <ActorButton
                    key={actor.sessionId}
                    type="button"
                    $selected={actor.sessionId === selected}
                    $ended={actor.status !== 'active'}
                    aria-pressed={actor.sessionId === selected}
                    data-actor={actorName(actor)}
                    onClick={() => setSelected(actor.sessionId)}
                  >
                    {actorName(actor)}
                    <span>
                      {actor.machineId === null ? actor.id : actor.machineId} · {actor.machineId === null ? actor.status : stateLabel(actor.value)}
                      {actor.tags.length === 0 ? '' : ` · ${actor.tags.map((tag) => `#${tag}`).join(' ')}`}
                    </span>
                  </ActorButton>
                ))}
              </nav>
              <Section open={clientErrors.length > 0}>
                <summary>Client errors ({clientErrors.length})</summary>
                <div>
                  <ClientErrors errors={clientErrors} onClear={store.clearClientErrors} />
                </div>
              </Section>
            </Column>
            <Column>
              {chosen === undefined ? (
                <Muted>Pick an actor to see its state, context, events and diagram.</Muted>
              ) : (
                <ActorDetails actor={chosen} log={inspection.logs.get(chosen.sessionId) ?? []} onClearLog={() => store.clearLog(chosen.sessionId)} nameOf={nameOf} />
              )}
            </Column>
          </Body>
        </Panel>
      ) : null}
    </>
  );
}
