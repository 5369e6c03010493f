import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { toastMachine } from '../machines/toastMachine.ts';
import type { NotifyParams } from '../machines/effects.ts';
import { ToastRegion } from '../views/ui/ToastRegion.tsx';
import type { Inspect } from '../views/ui/inspect.ts';

type ToastActor = ActorRefFrom<typeof toastMachine>;

const ToastContext = createContext<ToastActor | null>(null);

/** Starts the one toast actor of the page and renders its region. */
export function ToastProvider({ inspect, children }: { inspect: Inspect | undefined; children: ReactNode }) {
  const toast = useActorRef(toastMachine, { inspect });
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <ToastRegion toast={toast} />
    </ToastContext.Provider>
  );
}

/** `notify({ kind, message })`: shows a toast (auto-hidden by the machine after 3000 ms). */
export function useToast(): { notify: (params: NotifyParams) => void } {
  const toast = useContext(ToastContext);
  if (toast === null) throw new Error('useToast needs a ToastProvider');
  return useMemo(() => ({ notify: (params: NotifyParams) => toast.send({ type: 'toast.show', ...params }) }), [toast]);
}
