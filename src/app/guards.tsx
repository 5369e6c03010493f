import { useDeferredValue, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Splash } from '../views/ui/Splash.tsx';
import { useHydrated } from '../views/ui/useHydrated.ts';
import { paths, safeContinueUrl } from '../views/paths.ts';
import { useAgent, useSessionStatus } from './session.tsx';

/** Private routes: a signed-out visitor goes (replacing history) to sign-in, which brings them back. */
export function Private({ children }: { children: ReactNode }) {
  // The session's answer arrives through the actor's store, and React renders store updates in one
  // go: the shell and the whole page in a single long task on a phone. Deferred, the page renders
  // in slices between which the browser stays responsive (issue 7, signed-in TBT).
  const status = useDeferredValue(useSessionStatus());
  const [location] = useLocation();
  const search = useSearch();
  if (status === 'signedIn') return children;
  if (status === 'signedOut') {
    const continueUrl = search ? `${location}?${search}` : location;
    return <Redirect to={paths.login({ continueUrl })} replace />;
  }
  return <Splash />;
}

/**
 * Public-only routes (login, signup, password-reset): a signed-in agent is sent to onboarding
 * while the profile is incomplete, else to the dashboard. A safe continue_url wins: it is where
 * the sign-in machine is already sending the browser (a full load), and racing it elsewhere
 * would be a visible flicker or, worse, cancel that load.
 *
 * While a stored token is being checked the page stays as the build pre-rendered it (no splash:
 * the form hydrates and can be used); the redirect follows once the token proves good. It waits
 * for hydration too: the session's actor can answer while React is still hydrating the page in
 * slices, and a redirect rendered then, where the HTML holds the form, is a hydration mismatch
 * (React #418, seen once in five CI runs).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const agent = useAgent();
  const search = useSearch();
  const hydrated = useHydrated();
  if (!hydrated || status === 'signedOut' || status === 'checking') return children;
  if (status === 'signedIn' && agent !== null) {
    const continueUrl = safeContinueUrl(new URLSearchParams(search).get('continue_url'));
    const target = continueUrl ?? (agent.profileCompleted ? paths.dashboard() : paths.onboarding());
    return <Redirect to={target} replace />;
  }
  return <Splash />;
}
