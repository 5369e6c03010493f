import { useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectivityMachine } from '../machines/connectivityMachine.ts';
import { onConnectivityChange, reportReachable, reportUnreachable } from '../services/connectivity.ts';
import { OnlineContext } from '../views/ui/connection.ts';
import type { Inspect } from '../views/ui/inspect.ts';

/**
 * Issue 21: starts the page's connectivity actor, forwards it the browser's online/offline events and
 * what the api client reports (src/services/connectivity.ts), and tells the views whether the server
 * can be reached (OnlineContext: the shell's 'Sin conexión', the shared error pieces).
 */
export function ConnectivityProvider({ inspect, children }: { inspect: Inspect | undefined; children: ReactNode }) {
  const connectivity = useActorRef(
    connectivityMachine.provide({ actions: { reportReachable: () => reportReachable(), reportUnreachable: () => reportUnreachable() } }),
    { inspect, input: { online: typeof navigator === 'undefined' || navigator.onLine !== false } },
  );
  const online = useSelector(connectivity, (snapshot) => !snapshot.hasTag('disconnected'));

  // Only forwards events; what they mean is the machine's decision.
  useEffect(() => {
    const offline = () => connectivity.send({ type: 'browser.offline' });
    const backOnline = () => connectivity.send({ type: 'browser.online' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', backOnline);
    const stop = onConnectivityChange((reachable) => connectivity.send({ type: reachable ? 'server.reachable' : 'server.unreachable' }));
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', backOnline);
      stop();
    };
  }, [connectivity]);

  return <OnlineContext.Provider value={online}>{children}</OnlineContext.Provider>;
}
