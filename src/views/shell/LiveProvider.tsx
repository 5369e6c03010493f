import { useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { hubMachine } from '../../machines/hubMachine.ts';
import { createLiveRegistry } from '../../services/live-registry.ts';
import { useInspect } from '../ui/inspect.ts';
import { LiveContext } from '../ui/live.ts';

/**
 * The signed-in shell's live connection (issue 11): the hub actor runs while the shell is mounted,
 * i.e. while an agent is signed in, and stops with it at logout. It lives in the shell's chunk and
 * loads @microsoft/signalr on start, so no public page carries either.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(() => createLiveRegistry());
  useActorRef(hubMachine, { input: { registry }, inspect: useInspect() });
  return <LiveContext.Provider value={registry}>{children}</LiveContext.Provider>;
}
