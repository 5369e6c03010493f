import { clearLog, emptyInspectorState, reduceInspection, type InspectionInput, type InspectorState } from './registry.ts';

/**
 * A client error as the panel lists it. Fed by `showClientErrorInInspector` (src/app/inspector.ts),
 * the seam for the SPA's error reports (issue 12, `POST /rest/v1/client-errors`).
 */
export interface ClientErrorEntry {
  readonly at: number;
  readonly message: string;
  readonly stack?: string | undefined;
  readonly route?: string | undefined;
}

export const CLIENT_ERROR_LIMIT = 50;

export interface InspectorSnapshot {
  readonly inspection: InspectorState;
  readonly clientErrors: readonly ClientErrorEntry[];
}

/** The registry behind `useSyncExternalStore`: the inspect hook writes, the panel reads. */
export interface InspectorStore {
  readonly inspect: (inspection: InspectionInput) => void;
  readonly clearLog: (sessionId: string) => void;
  readonly addClientError: (entry: ClientErrorEntry) => void;
  readonly clearClientErrors: () => void;
  readonly getSnapshot: () => InspectorSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createInspectorStore(now: () => number = Date.now): InspectorStore {
  let snapshot: InspectorSnapshot = { inspection: emptyInspectorState, clientErrors: [] };
  const listeners = new Set<() => void>();
  let scheduled = false;
  // Actors report many events in one task; the panel re-renders once per frame, not per event.
  const notify = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      for (const listener of listeners) listener();
    });
  };
  const update = (next: InspectorSnapshot) => {
    if (next === snapshot) return;
    snapshot = next;
    notify();
  };
  return {
    inspect: (inspection) => {
      const inspectionState = reduceInspection(snapshot.inspection, inspection, now());
      if (inspectionState !== snapshot.inspection) update({ ...snapshot, inspection: inspectionState });
    },
    clearLog: (sessionId) => update({ ...snapshot, inspection: clearLog(snapshot.inspection, sessionId) }),
    addClientError: (entry) => update({ ...snapshot, clientErrors: [...snapshot.clientErrors, entry].slice(-CLIENT_ERROR_LIMIT) }),
    clearClientErrors: () => update({ ...snapshot, clientErrors: [] }),
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
