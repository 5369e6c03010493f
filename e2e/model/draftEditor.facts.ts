import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { EditorSection } from '../../src/schema/editor-sections.ts';
import type { BrowserStep, PageFacts } from './plan-along.ts';

/**
 * What draftEditorMachine's graph cannot see but the page must respect. The machine's regions
 * (menu, mode, exit, publish) accept their events in any combination; the page does not:
 * - the exit confirmation and the publish modal cover the whole page (the top bar too), so only
 *   their own buttons answer while one is open;
 * - the side menu's drawer covers the tool below the top bar, and the preview replaces the tool;
 * - the model's saves are the 'basic' key's, which only 'Propiedad' (section basic_details) makes,
 *   and a child's reports follow the save that started it, so a path's save or report needs that
 *   tool on screen and reachable;
 * - after 'Salir' the page is the properties list: the editor is gone.
 * Graph paths end in at most one save or report (those change no state), so no save is ever
 * running while a later step needs another control.
 */

export interface EditorFacts {
  /** The tool `?section=` shows. */
  readonly section: EditorSection;
  /** The agent confirmed the exit: the page left the editor. */
  readonly left: boolean;
}

const SAVES = new Set(['draft.save', 'autosave.busy', 'autosave.idle', 'autosave.saved', 'autosave.failed']);
const TOP_BAR = new Set(['menu.toggled', 'preview.opened', 'preview.closed', 'exit.requested', 'publish.opened']);

/** The dialog in front of everything, if any. */
export const modalOf = (snapshot: AnyMachineSnapshot): 'exit' | 'publish' | null => {
  if (snapshot.matches({ loaded: { exit: 'confirming' } })) return 'exit';
  if (snapshot.matches({ loaded: { publish: 'open' } })) return 'publish';
  return null;
};

const MODAL_NAME = { exit: 'the exit confirmation', publish: 'the publish modal' } as const;

const step = (event: AnyEventObject, before: AnyMachineSnapshot, facts: EditorFacts): BrowserStep<EditorFacts> => {
  const ok = (next: EditorFacts = facts): BrowserStep<EditorFacts> => ({ reason: null, facts: next });
  const refused = (reason: string): BrowserStep<EditorFacts> => ({ reason, facts });
  if (facts.left) return refused('the page left the editor for the properties list');
  const modal = modalOf(before);
  if (TOP_BAR.has(event.type) || event.type === 'menu.closed') {
    return modal === null ? ok() : refused(`${MODAL_NAME[modal]} covers the top bar and the side menu`);
  }
  if (event.type === 'section.chosen') {
    // The publish modal's 'Corregir dato' chooses a section too; nothing does behind the exit confirmation.
    return modal === 'exit' ? refused(`${MODAL_NAME.exit} covers the side menu`) : ok({ ...facts, section: event['section'] as EditorSection });
  }
  if (SAVES.has(event.type)) {
    if (modal !== null) return refused(`${MODAL_NAME[modal]} covers the tool that saves`);
    if (before.matches({ loaded: { mode: 'previewing' } })) return refused('the preview replaces the tools: none can save');
    if (before.matches({ loaded: { menu: 'open' } })) return refused("the side menu's drawer covers the tool that saves");
    if (facts.section !== 'basic_details') return refused("only 'Propiedad' saves the 'basic' key, and another tool is open");
    return ok();
  }
  // The draft read again after a 412 is a call in flight: it ends whatever covers the page.
  if (event.type.endsWith('.actor.refreshDraft')) return ok();
  if (event.type === 'exit.confirmed') return ok({ ...facts, left: true });
  return ok();
};

export const editorFacts: PageFacts<EditorFacts> = {
  start: () => ({ section: 'basic_details', left: false }),
  step,
};
