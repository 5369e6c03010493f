import { draftEditorMachine } from '../../src/machines/draftEditorMachine.ts';
import type { DraftSaveRequest } from '../../src/machines/autosaveMachine.ts';
import { completeDraft, emptyDraft } from './draft-fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';
import { failure } from './fixtures.ts';

export const BASIC_SAVE: DraftSaveRequest = {
  key: 'basic',
  delay: 'none',
  run: () => Promise.resolve(completeDraft),
  success: 'Propiedad actualizada correctamente.',
  failure: 'Algo ha salido mal. Por favor, vuelve a intentarlo.',
};

export const INPUT = { draftId: emptyDraft.propertyDraftId, validationError: false };

/**
 * The children are the autosave machine's own graph; here routing a save to its child is an
 * effect (recorded), and the children's reports are events.
 */
export const model: MachineModel<typeof draftEditorMachine> = {
  name: 'draftEditorMachine',
  machine: draftEditorMachine,
  input: INPUT,
  inputs: { main: INPUT, validationError: { ...INPUT, validationError: true } },
  events: [
    doneEvent('loadDraft', emptyDraft),
    errorEvent('loadDraft', failure('SERVER_ERROR')),
    errorEvent('loadDraft', failure('PROPERTY_DRAFT_NOT_FOUND')),
    { type: 'draft.retried' },
    doneEvent('reloadDraft', emptyDraft),
    errorEvent('reloadDraft', failure('SERVER_ERROR')),
    errorEvent('reloadDraft', failure('NOT_FOUND')),
    afterEvent('retryCooldown', 'draftEditor.failed.retryHidden'),
    { type: 'draft.save', request: BASIC_SAVE },
    { type: 'autosave.busy', key: 'basic' },
    { type: 'autosave.idle', key: 'basic' },
    { type: 'autosave.saved', key: 'basic', request: BASIC_SAVE, draft: completeDraft },
    { type: 'autosave.saved', key: 'basic', request: BASIC_SAVE, draft: emptyDraft },
    { type: 'autosave.failed', key: 'basic', request: BASIC_SAVE, error: new Error('offline') },
    // Issue 21: another tab saved first (412): the draft is read again.
    { type: 'autosave.failed', key: 'basic', request: BASIC_SAVE, error: failure('PROPERTY_DRAFT_CHANGED') },
    doneEvent('refreshDraft', completeDraft),
    errorEvent('refreshDraft', failure('SERVER_ERROR')),
    { type: 'autosave.queued', key: 'basic', request: BASIC_SAVE },
    { type: 'section.chosen', section: 'enviroments' },
    { type: 'menu.toggled' },
    { type: 'menu.closed' },
    { type: 'preview.opened' },
    { type: 'preview.closed' },
    { type: 'exit.requested' },
    { type: 'exit.cancelled' },
    { type: 'exit.confirmed' },
    { type: 'publish.opened' },
    { type: 'publish.closed' },
  ],
  // No guard reads the context: starting a key's child, forwarding to it and keeping the newer
  // answer are actions (tested with the real children in the test file).
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['notify', 'showSection', 'leave', 'afterSave', 'afterFailure', 'afterQueued', 'ensureAutosave', 'forwardSave'],
};
