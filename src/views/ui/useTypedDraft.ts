import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { typedDrafts, typedDraftKey, type TypedForm } from '../../services/typed-drafts.ts';
import { markUnsaved } from '../../services/unsaved-work.ts';
import { TypedWorkAgentContext } from './typed-work-agent.ts';

export { TypedWorkAgentContext } from './typed-work-agent.ts';

let pruned = false;

export interface TypedDraft<V> {
  /** The local copy found when the form opened (the form starts from it), or null. */
  readonly restored: V | null;
  /** Give the form machine's `rememberTyped`: keeps the values and marks the form unsaved. */
  readonly remember: (values: V) => void;
  /** Give the form machine's `forgetTyped` (saved): drops the copy and the mark. */
  readonly forget: () => void;
  /** 'Descartar': drops the copy; the caller opens the form again from the saved values (`generation`). */
  readonly discard: () => void;
  /** Changes on discard: a `key` that starts the form again. */
  readonly generation: number;
}

/**
 * Issue 21 'Nothing typed is lost', for any form: the local copy of what the agent typed (per
 * agent, per form, per record: src/services/typed-drafts.ts), read once as the form opens and
 * reported to the leave guard's registry while unsaved. `decode` checks a stored copy (an older
 * build may have kept another shape); a copy it refuses is dropped. Without a signed-in agent
 * nothing is kept.
 */
export function useTypedDraft<V>(
  form: TypedForm,
  recordId: string | null,
  decode: (stored: unknown) => V | null,
  /**
   * Whether a copy holds nothing the record lacks: a save that reached the server just before a
   * reload (its answer not yet handled) left the copy behind. Such a copy is dropped silently.
   */
  isSaved: (copy: V) => boolean = () => false,
): TypedDraft<V> {
  const agentId = useContext(TypedWorkAgentContext);
  const key = useMemo(() => (agentId === null ? null : { agentId, form, recordId }), [agentId, form, recordId]);
  const id = key === null ? null : typedDraftKey(key);
  const [generation, setGeneration] = useState(0);
  const [restored, setRestored] = useState<V | null>(() => {
    if (key === null) return null;
    if (!pruned) {
      pruned = true;
      typedDrafts.prune();
    }
    const stored = typedDrafts.restore(key);
    const values = stored === null ? null : decode(stored);
    if (stored !== null && (values === null || isSaved(values))) {
      typedDrafts.forget(key);
      return null;
    }
    return values;
  });
  const restoredRef = useRef(restored !== null);

  // A restored copy is unsaved work from the start; a form gone is no longer asked about (its copy stays).
  useEffect(() => {
    if (id === null) return;
    if (restoredRef.current) markUnsaved(id, true);
    return () => markUnsaved(id, false);
  }, [id]);

  return useMemo(() => {
    const forget = () => {
      if (key === null || id === null) return;
      typedDrafts.forget(key);
      markUnsaved(id, false);
      restoredRef.current = false;
      setRestored(null);
    };
    return {
      restored,
      generation,
      remember: (values: V) => {
        if (key === null || id === null) return;
        typedDrafts.remember(key, values);
        markUnsaved(id, true);
      },
      forget,
      discard: () => {
        forget();
        setGeneration((value) => value + 1);
      },
    };
  }, [key, id, restored, generation]);
}
