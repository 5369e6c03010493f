import type { InspectionEvent } from 'xstate';
import { clientConfig } from '../services/client-config.ts';
import type { Inspect } from '../views/ui/inspect.ts';

/** What the panel accepts from the SPA's error reports (see showClientErrorInInspector). */
export interface InspectorClientError {
  readonly message: string;
  readonly stack?: string | undefined;
  readonly route?: string | undefined;
}

let panelErrors: ((entry: InspectorClientError & { readonly at: number }) => void) | null = null;

/**
 * Where the SPA's client-error reporting (issue 12, `POST /rest/v1/client-errors`) also shows an
 * error in the inspector panel. A no-op unless the panel is loaded, so it is safe to call always.
 */
export function showClientErrorInInspector(error: InspectorClientError): void {
  panelErrors?.({ ...error, at: Date.now() });
}

const call = (observer: Inspect, event: InspectionEvent) => (typeof observer === 'function' ? observer(event) : observer.next?.(event));

/**
 * The `inspect` option every actor gets, or undefined when no inspector is on. With both on,
 * one function fans each inspection event out to both, so they always see the same actors.
 * The Stately inspector (it needs its hosted page) is for a dev build started with
 * VITE_INSPECT=true: the condition is written inline so that it is a constant in production
 * builds and the bundler drops the import (behind a helper function it did not). The panel is
 * for every dev build and for a production build whose server runs with INSPECT=true: its
 * import stays in the build (the server decides at run time) but runs only when the page says so.
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  const observers: Inspect[] = [];
  if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    observers.push(createBrowserInspector().inspect);
  }
  if (import.meta.env.DEV || clientConfig().inspect === true) {
    const { startInspectorPanel } = await import('./inspector/panel.tsx');
    const store = startInspectorPanel();
    panelErrors = store.addClientError;
    observers.push((event: InspectionEvent) => store.inspect(event));
  }
  if (observers.length === 0) return undefined;
  if (observers.length === 1) return observers[0];
  return (event: InspectionEvent) => {
    for (const observer of observers) call(observer, event);
  };
}
