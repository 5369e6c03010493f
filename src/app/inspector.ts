import type { Inspect } from '../views/ui/inspect.ts';

/**
 * The Stately inspector, only in a dev build started with VITE_INSPECT=true. The condition is
 * static in production builds, so Vite drops the dynamic import and the package never ships.
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  if (!(import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
