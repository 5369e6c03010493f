import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { reauthMachine } from '../machines/reauthMachine.ts';
import { setSessionEndedHandler } from '../services/session-ended.ts';
import { storeAccessToken } from '../services/cookies.ts';
import type { Inspect } from '../views/ui/inspect.ts';
import { paths } from '../views/paths.ts';
import { useSession } from './session.tsx';
import { createSessionRenewal, type SessionRenewal } from './session-renewal.ts';

/** Loaded when a session ends: the public pages' bundle (issue 7's budget) does not carry it. */
const ReauthDialog = lazy(() => import('../views/shell/ReauthDialog.tsx').then((module) => ({ default: module.ReauthDialog })));

/**
 * Issue 21: starts the page's reauth actor and hands the api client its `onSessionEnded` hook; renders
 * the re-sign-in dialog over whatever page is shown while the machine is open.
 */
export function ReauthProvider({ inspect, children }: { inspect: Inspect | undefined; children: ReactNode }) {
  const session = useSession();
  const renewal = useRef<SessionRenewal | null>(null);
  const reauth = useActorRef(
    reauthMachine.provide({
      actions: {
        // Stored first, as the login stores it: the parked calls replay with it right after.
        renewSession: (_, { agent, accessToken }) => {
          storeAccessToken(accessToken);
          session.send({ type: 'session.signedIn', agent, accessToken });
        },
        switchAgent: (_, { accessToken }) => {
          storeAccessToken(accessToken);
          window.location.assign(paths.dashboard());
        },
        replayParked: () => renewal.current?.release(true),
        dropParked: () => renewal.current?.release(false),
        signOut: () => session.send({ type: 'session.signOut' }),
      },
    }),
    { inspect },
  );
  renewal.current ??= createSessionRenewal({
    currentAgent: () => {
      const snapshot = session.getSnapshot();
      return snapshot.matches('signedIn') ? snapshot.context.agent : null;
    },
    ended: (reason, agent) => reauth.send({ type: 'session.ended', reason, agent }),
  });
  const hook = useMemo(() => renewal.current?.onSessionEnded, []);

  // Wiring, not workflow: the page's api client asks this provider while it is mounted.
  useEffect(() => {
    setSessionEndedHandler(hook);
    return () => setSessionEndedHandler(undefined);
  }, [hook]);

  const reason = useSelector(reauth, (snapshot) => (snapshot.matches('open') ? snapshot.context.reason : null));
  const email = useSelector(reauth, (snapshot) => snapshot.context.email);

  return (
    <>
      {children}
      {reason !== null && (
        <Suspense fallback={null}>
          <ReauthDialog
            reason={reason}
            email={email}
            onSignedIn={(result) => reauth.send({ type: 'reauth.signedIn', agent: result.agent, accessToken: result.accessToken })}
            onSignOut={() => reauth.send({ type: 'reauth.signOut' })}
          />
        </Suspense>
      )}
    </>
  );
}
