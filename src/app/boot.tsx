import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdsPrerenderedPage } from '../schema/app-document.ts';
import { readAccessToken } from '../services/cookies.ts';
import { paths } from '../views/paths.ts';
import { App } from './App.tsx';
import { onClientError } from '../services/error-reporting.ts';
import { loadInspector, showClientErrorInInspector } from './inspector.ts';
import { loadAgentPageAhead, preloadPageOf } from './pages.ts';

/**
 * Renders the app into `#root`, or hydrates it when the build pre-rendered the page (it holds
 * markup). The inspector (dev only, VITE_INSPECT=true) must exist before the first actor starts.
 * A public page's module loads first, so a pre-rendered page hydrates in one pass (its HTML has
 * already started fetching it). Without a token, every other page sends the visitor to sign-in,
 * so the sign-in page loads first too: no splash while its chunk arrives. A page whose chunk fails
 * to load still renders, and React.lazy then reports the failure (the 500 page). With a token, an
 * agent's page starts loading beside the token's check, not after it.
 */
export async function boot(root: HTMLElement): Promise<void> {
  // The inspector panel (dev builds, INSPECT=true) lists the errors the SPA reports; a no-op otherwise.
  onClientError(showClientErrorInInspector);
  const signedOut = readAccessToken() === null;
  if (!signedOut) loadAgentPageAhead(location.pathname);
  const pages = signedOut ? [location.pathname, paths.login()] : [location.pathname];
  const [inspect] = await Promise.all([loadInspector(), ...pages.map((path) => preloadPageOf(path).catch(() => undefined))]);
  const app = (
    <StrictMode>
      <App inspect={inspect} />
    </StrictMode>
  );
  // Hydration as a transition is done in slices, so the painted form answers meanwhile (React
  // hydrates the part a visitor clicks or types in first). A first render replaces whatever #root
  // holds: nothing, or the splash the server sent a returning agent.
  if (holdsPrerenderedPage(root)) startTransition(() => void hydrateRoot(root, app));
  else {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
