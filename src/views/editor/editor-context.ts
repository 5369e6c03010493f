import { createContext, useContext } from 'react';
import type { EditorSection } from '../../schema/editor-sections.ts';
import type { PropertyDraft } from '../../schema/property-draft.ts';

/**
 * What every editor tool gets from the editor (issue 10): the draft it edits and one way to save.
 * The editor (`draftEditorMachine`) owns the draft and spawns one `autosaveMachine` per save key,
 * so a tool never talks to the draft's owner any other way and a save in flight is never lost.
 */

/** The named debounces of spec 03 §4/§9, in the autosave machine's `delays`. */
export type SaveDelay =
  /** Saved at once: forms with a 'Guardar' button, uploads, deletes. */
  | 'none'
  /** 500 ms after the last change: environment steppers, the map tool. */
  | 'short'
  /** 1000 ms after the last change: detail, service and rule inputs. */
  | 'long';

export interface DraftSaveRequest {
  /**
   * One autosave child per key ('basic', 'enviroment:{id}', 'detail:{typeId}', 'location',
   * 'image:{id}', 'video', 'instagram', …): a new request with the same key restarts that child's
   * debounce; while its call is in flight the newest request waits and runs after it.
   */
  readonly key: string;
  readonly delay: SaveDelay;
  /** The call; it answers the updated draft. */
  readonly run: () => Promise<PropertyDraft>;
  /** The spec's exact toast texts (spec 03 §8). */
  readonly success: string;
  readonly failure: string;
  /** After the success toast (and the draft replaced): e.g. 'Propiedad' moves on to 'Ambientes' after 2 s. */
  readonly onSaved?: (draft: PropertyDraft) => void;
  readonly onFailed?: () => void;
  /** Issue 21: a PUT/DELETE of one field, safe to repeat: retried when the connection returns. */
  readonly idempotent?: boolean;
  /** Issue 21: its call never reached the server; it is queued and will run again. */
  readonly onQueued?: () => void;
}

export interface DraftEditor {
  readonly draft: PropertyDraft;
  /** Issue 21: one more each time the draft is read again after another tab saved it first (a form merges it). */
  readonly refreshes: number;
  /** Whether a save with this key is waiting or in flight (a tool may show a spinner). */
  readonly isSaving: (key: string) => boolean;
  /** Issue 21: whether a save with this key waits for the connection ('Sin guardar'). */
  readonly isQueued: (key: string) => boolean;
  readonly save: (request: DraftSaveRequest) => void;
  /** Opens another tool (`?section=`), closing the mobile menu. */
  readonly goTo: (section: EditorSection) => void;
}

export const DraftEditorContext = createContext<DraftEditor | null>(null);

/** The editor around a tool; a tool rendered outside the editor is a programming error. */
export function useDraftEditor(): DraftEditor {
  const editor = useContext(DraftEditorContext);
  if (!editor) throw new Error('useDraftEditor: rendered outside the property editor');
  return editor;
}

/** Every tool is a component without props: it reads the draft and saves through `useDraftEditor()`. */
export type EditorTool = () => React.ReactNode;
