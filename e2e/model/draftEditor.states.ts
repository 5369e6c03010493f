import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { editorTexts, editorTopBarTexts, exitDialogTexts, publishModalTexts, sideMenuTexts } from '../../src/i18n/editor.ts';
import { enviromentsToolTexts, propertyToolTexts } from '../../src/i18n/editor-tools.ts';
import type { DraftEditorContext } from '../../src/machines/draftEditorMachine.ts';
import type { EditorSection } from '../../src/schema/editor-sections.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { publishProblems } from '../../src/schema/publish-validation.ts';
import { EDITOR_MENU, completedTiles, tileOfSection } from '../../src/views/editor/completion.ts';
import type { Effect } from '../../tests/machines/graph.ts';
import { toast } from '../fixtures/customers.ts';
import { editorScreen, type DraftsApi } from '../fixtures/editor.ts';
import type { EditorFacts } from './draftEditor.facts.ts';
import type { ModelRun } from './drive.ts';
import type { HeldCall } from './gate.ts';
import { expectNavigatedTo } from './ui.ts';

/** What the page shows for draftEditorMachine's states and effects (see draftEditor.actions.ts). */

const exact = { exact: true } as const;

/** Wide enough for the side menu's column; the menu button and its drawer only exist below 1024 px. */
export const WIDE = { width: 1280, height: 720 } as const;
export const NARROW = { width: 900, height: 720 } as const;

/** The run's editor: what open() arranged and what the page has been made to do since. */
export interface EditorRun {
  readonly drafts: DraftsApi;
  readonly accessToken: string;
  /** The id the page opened (a random one when the path's draft is missing). */
  readonly draftId: string;
  /** The draft as the server has it when the page opens it, or null when there is none. */
  readonly arranged: PropertyDraft | null;
  /** The draft the page shows: the loaded one, then each answer that replaced it. */
  shown: PropertyDraft | null;
  facts: EditorFacts;
  /**
   * A save went to the key's child, whose busy report the model has not been sent yet: the real
   * child reports at once, so the page is busy from the save on.
   */
  forwarded: boolean;
  /** The save call held in flight. */
  save: HeldCall | null;
}

const EDITOR = 'draftEditor';

export const editorOf = (run: ModelRun): EditorRun => {
  const editor = run.scratch.get(EDITOR) as EditorRun | undefined;
  if (!editor) throw new Error('draftEditor UI map: open() has not arranged the editor yet');
  return editor;
};

export const setEditor = (run: ModelRun, editor: EditorRun): void => void run.scratch.set(EDITOR, editor);

const TOOL_HEADINGS: Partial<Record<EditorSection, string>> = {
  basic_details: propertyToolTexts.heading,
  enviroments: enviromentsToolTexts.heading,
};

export const editorPage = (page: Page) => {
  const screen = editorScreen(page);
  const main = page.locator('#editor-main');
  return {
    ...screen,
    main,
    /** Also at 1280 px, where it is not displayed: its aria-expanded still follows the menu. */
    anyMenuButton: page.getByRole('button', { name: /menú de herramientas/, includeHidden: true }),
    drawer: page.getByRole('dialog', { name: sideMenuTexts.label }),
    status: screen.topBar.getByRole('status', { includeHidden: true }),
    view: screen.topBar.getByRole('button', { name: editorTopBarTexts.view, ...exact }),
    edit: screen.topBar.getByRole('button', { name: editorTopBarTexts.edit, ...exact }),
    exit: screen.topBar.getByRole('button', { name: editorTopBarTexts.exitEditor, ...exact }),
    exitDialog: page.getByRole('alertdialog', { name: exitDialogTexts.title }),
    toolHeading: (section: EditorSection) => {
      const heading = TOOL_HEADINGS[section];
      if (heading === undefined) throw new Error(`draftEditor UI map: no heading known for the ${section} tool`);
      return main.getByRole('heading', { name: heading, ...exact });
    },
    /** 'Propiedad''s own button: 'Guardando…' while its save is waiting or in flight. */
    propertySave: main.getByRole('button', { name: new RegExp(`^(${propertyToolTexts.save}|${propertyToolTexts.saving})$`) }),
    movingOn: main.getByText(propertyToolTexts.movingOn, exact),
    spinner: page.getByRole('status').filter({ hasText: editorTexts.loading }),
    loadFailed: page.getByRole('alert').filter({ hasText: editorTexts.loadFailed }),
    retry: page.getByRole('button', { name: editorTexts.retry, ...exact }),
  };
};

/** The side menu shows the draft on screen: each tile completed or not, the open tool's marked. */
const expectTiles = async (page: Page, draft: PropertyDraft, section: EditorSection): Promise<void> => {
  const screen = editorPage(page);
  const completed = completedTiles(draft);
  const active = tileOfSection(section);
  // A completed tile's name ends in ' (completado)' (visually hidden), except the open one's.
  const names = EDITOR_MENU.flatMap((group) => group.tiles).map(
    (tile) => `${sideMenuTexts.tiles[tile]}${completed[tile] && tile !== active ? ` (${sideMenuTexts.completed})` : ''}`,
  );
  await expect(screen.menu.getByRole('link')).toHaveText(names);
  await expect(screen.tile(sideMenuTexts.tiles[active])).toHaveAttribute('aria-current', 'page');
};

const expectLoaded = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const { page } = run;
  const screen = editorPage(page);
  const editor = editorOf(run);
  const { busyKeys } = snapshot.context as DraftEditorContext;
  const { section } = editor.facts;
  const shown = editor.shown!;
  await expect(screen.topBar).toBeVisible();

  if (snapshot.matches({ loaded: { menu: 'open' } })) {
    await expect(screen.drawer).toBeVisible();
    await expect(screen.anyMenuButton).toHaveAttribute('aria-expanded', 'true');
  } else {
    await expect(screen.drawer).toHaveCount(0);
    await expect(screen.anyMenuButton).toHaveAttribute('aria-expanded', 'false');
  }
  await expectTiles(page, shown, section);

  if (snapshot.matches({ loaded: { mode: 'previewing' } })) {
    await expect(screen.preview).toBeVisible();
    await expect(screen.edit).toBeVisible();
    await expect(screen.toolHeading(section)).toHaveCount(0);
  } else {
    await expect(screen.toolHeading(section)).toBeVisible();
    await expect(screen.view).toBeVisible();
    await expect(screen.preview).toHaveCount(0);
  }

  if (snapshot.matches({ loaded: { exit: 'confirming' } })) {
    await expect(screen.exitDialog).toBeVisible();
    await expect(screen.exitDialog).toContainText(exitDialogTexts.message);
  } else {
    await expect(screen.exitDialog).toHaveCount(0);
  }

  if (snapshot.matches({ loaded: { publish: 'open' } })) {
    await expect(screen.publishModal).toBeVisible();
    const problems = publishProblems(shown).map((problem) => `${problem.message}${publishModalTexts.fix}`);
    if (problems.length > 0) await expect(screen.publishModal.getByRole('listitem')).toHaveText(problems);
    else await expect(screen.publishModal).toContainText(publishModalTexts.confirm);
  } else {
    await expect(screen.publishModal).toHaveCount(0);
  }

  // The top bar's status is shown from 1024 px; its text is there at every width.
  const saving = busyKeys.length > 0 || editor.forwarded;
  await expect(screen.status).toHaveText(saving ? editorTopBarTexts.saving : '');
  if (saving && section === 'basic_details' && !snapshot.matches({ loaded: { mode: 'previewing' } })) {
    await expect(screen.propertySave).toHaveText(propertyToolTexts.saving);
    await expect(screen.propertySave).toBeDisabled();
  }
};

export const expectState = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const { page } = run;
  const screen = editorPage(page);
  if (editorOf(run).facts.left) {
    // 'Salir' took the agent to the properties list: the editor is gone with its machine.
    await expectNavigatedTo(page, '/properties');
    await expect(screen.topBar).toHaveCount(0);
    return;
  }
  if (snapshot.hasTag('busy')) {
    await expect(screen.spinner).toHaveCount(1);
    await expect(screen.topBar).toHaveCount(0);
    await expect(screen.loadFailed).toHaveCount(0);
  } else if (snapshot.matches('failed')) {
    await expect(screen.loadFailed).toBeVisible();
    if (snapshot.matches({ failed: 'retryVisible' })) await expect(screen.retry).toBeEnabled();
    else await expect(screen.retry).toHaveCount(0);
  } else if (snapshot.matches('notFound')) {
    await expect(page.getByRole('heading', { name: editorTexts.notFoundTitle, ...exact })).toBeVisible();
    await expect(page.getByText(editorTexts.notFoundText, exact)).toBeVisible();
    await expect(page.getByRole('link', { name: editorTexts.backToDrafts, ...exact })).toHaveAttribute('href', '/properties/drafts');
    await expect(screen.retry).toHaveCount(0);
  } else if (snapshot.matches('loaded')) {
    await expectLoaded(run, snapshot);
  } else {
    throw new Error(`draftEditor UI map: no assertion for state ${JSON.stringify(snapshot.value)}`);
  }
};

export const expectEffect = async (run: ModelRun, effect: Effect): Promise<void> => {
  const { page } = run;
  const screen = editorPage(page);
  const editor = editorOf(run);
  if (effect.kind === 'actor') {
    run.scratch.set(`input:${effect.name}`, effect.input);
    return;
  }
  const params = effect.params as Record<string, unknown>;
  switch (effect.name) {
    case 'notify':
      return expect(toast(page, String(params['message']))).toBeVisible();
    case 'showSection':
      return expect.poll(() => new URL(page.url()).searchParams.get('section')).toBe(params['section']);
    case 'leave':
      return expectNavigatedTo(page, '/properties');
    case 'forwardSave': {
      // The key's child runs the tool's call: 'Propiedad' sends its form, the draft's basics.
      expect(editor.save, "the save's call is held").not.toBeNull();
      const sent = editor.save!.body ?? {};
      expect({ propertyType: sent['propertyType'], price: sent['price'] }).toEqual({
        propertyType: editor.arranged?.propertyTypeId,
        price: editor.arranged?.price,
      });
      return;
    }
    case 'afterSave':
      // 'Propiedad''s follow-up: it says it moves on to 'Ambientes' (after 2 s the clock does not run).
      await expect(screen.movingOn).toBeVisible();
      return expect(screen.propertySave).toBeDisabled();
    case 'afterFailure':
      await expect(screen.propertySave).toHaveText(propertyToolTexts.save);
      await expect(screen.movingOn).toHaveCount(0);
      return expect(screen.propertySave).toBeEnabled();
    default:
      // ensureAutosave starts the key's child: nothing of it shows until the save it is sent.
      return;
  }
};
