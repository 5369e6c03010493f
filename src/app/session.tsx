import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { sessionMachine } from '../machines/sessionMachine.ts';
import type { Agent } from '../schema/agent.ts';
import { readAccessToken } from '../services/cookies.ts';
import type { Inspect } from '../views/ui/inspect.ts';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/**
 * Starts the one session actor of the page, telling it whether the cookie holds a token (read once,
 * as the actor is created; on the server, where the build pre-renders pages, there is none).
 */
export function SessionProvider({ inspect, children }: { inspect: Inspect | undefined; children: ReactNode }) {
  const session = useActorRef(sessionMachine, { inspect, input: { hasToken: readAccessToken() !== null } });
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session actor, to send it events (`session.signedIn`, `session.signOut`, …). */
export function useSession(): SessionActor {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** What the guards need to know; `checking` and `signingOut` show the splash. */
export type SessionStatus = 'checking' | 'signedIn' | 'signingOut' | 'signedOut';

const statusOf = (snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus => {
  if (snapshot.hasTag('undetermined')) return 'checking';
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signingOut')) return 'signingOut';
  return 'signedOut';
};

export function useSessionStatus(): SessionStatus {
  return useSelector(useSession(), statusOf);
}

export function useAgent(): Agent | null {
  return useSelector(useSession(), (snapshot) => snapshot.context.agent);
}
