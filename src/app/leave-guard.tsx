import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AroundNavHandler } from 'wouter';
import { leaveGuardMachine } from '../machines/leaveGuardMachine.ts';
import { hasUnsavedWork, onUnsavedWorkChange } from '../services/unsaved-work.ts';
import { typedWorkTexts as texts } from '../i18n/typed-work.ts';
import type { Inspect } from '../views/ui/inspect.ts';
import { TypedWorkAgentContext } from '../views/ui/typed-work-agent.ts';
import { isConfirmedLeave } from '../views/ui/confirmed-leave.ts';
import { useAgent } from './session.tsx';

type LeaveGuardActor = ActorRefFrom<typeof leaveGuardMachine>;

/** Loaded when the guard first asks: the dialog's pieces stay out of the public pages' first load. */
const ConfirmDialog = lazy(async () => ({ default: (await import('../views/ui/ConfirmDialog.tsx')).ConfirmDialog }));

/**
 * Issue 21: the shell's leave guard. The actor, and wouter's `aroundNav` that hands it every
 * in-app navigation (links, redirects, `navigate`), stable for the Router.
 */
export function useLeaveGuard(inspect: Inspect | undefined): { guard: LeaveGuardActor; aroundNav: AroundNavHandler } {
  const guard = useActorRef(leaveGuardMachine, { inspect });
  const [aroundNav] = useState(() => {
    // A navigation the agent already confirmed in a dialog of its own (the editor's 'Salir') is not asked twice.
    const handler: AroundNavHandler = (navigate, to, options) =>
      guard.send({ type: 'leave.requested', go: () => navigate(to, options), unsaved: hasUnsavedWork() && !isConfirmedLeave(options?.state) });
    return handler;
  });
  useEffect(() => {
    historyGuard = guard;
    return () => {
      if (historyGuard === guard) historyGuard = null;
    };
  }, [guard]);
  return { guard, aroundNav };
}

/**
 * The browser's back and forward buttons pass the guard too. When one is pressed with unsaved work,
 * the router must not follow: this listener stops the popstate before wouter's sees it (it is
 * registered when this module loads, before the Router subscribes, and listeners on window run in
 * the order they were added), puts the page's address back as a new entry (from the entry the
 * browser moved to), and asks; 'Salir' then goes back one entry, which is where the agent was
 * heading in both directions, and that move passes.
 */
let historyGuard: LeaveGuardActor | null = null;

function guardHistory(): void {
  let shown = location.href;
  let passing = false;
  const follow = () => {
    shown = location.href;
  };
  addEventListener('popstate', (event) => {
    const guard = historyGuard;
    if (passing || guard === null || !hasUnsavedWork()) {
      passing = false;
      follow();
      return;
    }
    event.stopImmediatePropagation();
    history.pushState(history.state, '', shown);
    guard.send({
      type: 'leave.requested',
      unsaved: true,
      go: () => {
        passing = true;
        history.back();
      },
    });
  });
  // wouter announces its own moves as these events (it patches pushState and replaceState).
  addEventListener('pushState', follow);
  addEventListener('replaceState', follow);
}

if (typeof window !== 'undefined') guardHistory();

/** The app's dialog while the guard asks; the browser's own prompt on unload while something is unsaved. */
export function LeaveGuardDialog({ guard }: { guard: LeaveGuardActor }) {
  const asking = useSelector(guard, (snapshot) => snapshot.hasTag('asking'));
  const [unsaved, setUnsaved] = useState(hasUnsavedWork);
  useEffect(() => onUnsavedWorkChange(setUnsaved), []);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={texts.leaveTitle}
        message={texts.leaveMessage}
        cancelLabel={texts.leaveCancel}
        confirmLabel={texts.leaveConfirm}
        destructive
        onCancel={() => guard.send({ type: 'leave.cancelled' })}
        onConfirm={() => guard.send({ type: 'leave.confirmed' })}
      />
    </Suspense>
  );
}

/** Issue 21: the forms keep their local copies under the signed-in agent's id (none signed out). */
export function TypedWorkProvider({ children }: { children: ReactNode }) {
  const agentId = useAgent()?.agentId ?? null;
  return <TypedWorkAgentContext.Provider value={agentId}>{children}</TypedWorkAgentContext.Provider>;
}
