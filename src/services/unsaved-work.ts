/**
 * Issue 21: which forms hold typed changes not yet saved, told by the forms themselves (through
 * `useTypedDraft`), read by the shell's leave guard (in-app navigation and `beforeunload`). One
 * small registry instead of props: a form marks itself by an id (its local draft's key) and
 * unmarks itself once saved, discarded or gone.
 */

type Listener = (unsaved: boolean) => void;

const unsaved = new Set<string>();
const listeners = new Set<Listener>();

const changed = (before: boolean): void => {
  const now = unsaved.size > 0;
  if (now !== before) for (const listener of [...listeners]) listener(now);
};

export const markUnsaved = (id: string, isUnsaved: boolean): void => {
  const before = unsaved.size > 0;
  if (isUnsaved) unsaved.add(id);
  else unsaved.delete(id);
  changed(before);
};

export const hasUnsavedWork = (): boolean => unsaved.size > 0;

/** The agent chose to leave: nothing is asked again until a form is changed again (its local copy stays). */
export const clearUnsavedWork = (): void => {
  const before = unsaved.size > 0;
  unsaved.clear();
  changed(before);
};

export const onUnsavedWorkChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
