import { useEffect, useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectivityMachine } from '../machines/connectivityMachine.ts';
import { driveConnectivity } from '../services/connectivity.ts';
import { OnlineContext } from '../views/ui/connection.ts';
import type { Inspect } from '../views/ui/inspect.ts';

/**
 * Issue 21: starts the page's connectivity actor, forwards it the browser's online/offline events and
 * what the api client reports (src/services/connectivity.ts, which the machine then drives), and tells
 * the views whether the server can be reached (OnlineContext: 'Sin conexión', the shared error pieces).
 */
export function ConnectivityProvider({ inspect, children }: { inspect: Inspect | undefined; children: ReactNode }) {
  const drive = useRef<ReturnType<typeof driveConnectivity> | null>(null);
  const connectivity = useActorRef(
    connectivityMachine.provide({
      actions: {
        connectionRestored: () => drive.current?.set(true),
        connectionLost: () => drive.current?.set(false),
      },
    }),
    { inspect, input: { online: typeof navigator === 'undefined' || navigator.onLine !== false } },
  );
  const online = useSelector(connectivity, (snapshot) => !snapshot.hasTag('disconnected'));

  // Only forwards events; what they mean is the machine's decision.
  useEffect(() => {
    const offline = () => connectivity.send({ type: 'browser.offline' });
    const backOnline = () => connectivity.send({ type: 'browser.online' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', backOnline);
    drive.current = driveConnectivity((reachable) => connectivity.send({ type: reachable ? 'server.reachable' : 'server.unreachable' }));
    // The machine's state when it takes over (it may have started offline).
    drive.current.set(!connectivity.getSnapshot().hasTag('disconnected'));
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', backOnline);
      drive.current?.stop();
      drive.current = null;
    };
  }, [connectivity]);

  return <OnlineContext.Provider value={online}>{children}</OnlineContext.Provider>;
}
