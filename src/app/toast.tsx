import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { toastMachine } from '../machines/toastMachine.ts';
import type { NotifyParams } from '../machines/effects.ts';
import { ToastRegion } from '../views/ui/ToastRegion.tsx';
import type { Inspect } from '../views/ui/inspect.ts';
import { isOnline } from '../services/connectivity.ts';
import { connection } from '../i18n/session.ts';

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

/**
 * A failed call's toast while the server cannot be reached says so ('Sin conexión', issue 21): the one
 * shared place every view's error toast goes through.
 */
const named = (params: NotifyParams): NotifyParams =>
  params.kind === 'error' && !isOnline() ? { ...params, message: connection.failed } : params;

/** `notify({ kind, message })`: shows a toast (auto-hidden by the machine after 3000 ms). */
export function useToast(): { notify: (params: NotifyParams) => void } {
  const toast = useContext(ToastContext);
  if (toast === null) throw new Error('useToast needs a ToastProvider');
  return useMemo(() => ({ notify: (params: NotifyParams) => toast.send({ type: 'toast.show', ...named(params) }) }), [toast]);
}
