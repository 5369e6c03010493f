import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { toastMachine } from '../../machines/toastMachine.ts';
import { Toast } from './Toast.tsx';

/** The toast bound to the page's toast actor: it renders the snapshot and sends `toast.close`. */
export function ToastRegion({ toast }: { toast: ActorRefFrom<typeof toastMachine> }) {
  const visible = useSelector(toast, (snapshot) => snapshot.matches('visible'));
  const kind = useSelector(toast, (snapshot) => snapshot.context.kind);
  const message = useSelector(toast, (snapshot) => snapshot.context.message);
  const shown = useMemo(() => (visible ? { kind, message } : null), [visible, kind, message]);
  return <Toast toast={shown} onClose={() => toast.send({ type: 'toast.close' })} />;
}
