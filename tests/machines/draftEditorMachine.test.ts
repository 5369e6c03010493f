import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { draftEditorMachine, isMissingDraft, isNewerDraft } from '../../src/machines/draftEditorMachine.ts';
import type { DraftSaveRequest } from '../../src/machines/autosaveMachine.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { completeDraft, emptyDraft } from './draft-fixtures.ts';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { BASIC_SAVE, INPUT, model } from './draftEditorMachine.model.ts';
import { failure } from './fixtures.ts';

graphSuite(model);

describe('draftEditorMachine rules', () => {
  it('tells a missing draft from a failed load', () => {
    expect(isMissingDraft(failure('PROPERTY_DRAFT_NOT_FOUND'))).toBe(true);
    expect(isMissingDraft(failure('NOT_FOUND'))).toBe(true);
    expect(isMissingDraft(failure('SERVER_ERROR'))).toBe(false);
    expect(isMissingDraft(new Error('offline'))).toBe(false);
  });

  it('keeps the newer of two answers', () => {
    expect(isNewerDraft(null, emptyDraft)).toBe(true);
    expect(isNewerDraft(emptyDraft, completeDraft)).toBe(true);
    expect(isNewerDraft(completeDraft, emptyDraft)).toBe(false);
    expect(isNewerDraft(completeDraft, completeDraft)).toBe(true);
  });

  it('opens the publish modal on load with validation_error=true', () => {
    const running = run(model, { ...INPUT, validationError: true }, [doneEvent('loadDraft', emptyDraft)]);
    expect(running.actor.getSnapshot().matches({ loaded: { publish: 'open' } })).toBe(true);
    const plain = run(model, INPUT, [doneEvent('loadDraft', emptyDraft)]);
    expect(plain.actor.getSnapshot().matches({ loaded: { publish: 'closed' } })).toBe(true);
  });

  it('a section chosen closes the mobile menu and the publish modal and leaves the preview', () => {
    const running = run(model, INPUT, [
      doneEvent('loadDraft', emptyDraft),
      { type: 'menu.toggled' },
      { type: 'preview.opened' },
      { type: 'publish.opened' },
      { type: 'section.chosen', section: 'location' },
    ]);
    expect(running.actor.getSnapshot().value).toEqual({ loaded: { menu: 'closed', mode: 'editing', exit: 'idle', publish: 'closed', sync: 'current' } });
    expect(actionCalls(running.effects, 'showSection')).toEqual([{ section: 'location' }]);
  });

  it('a retry that fails again keeps the retry hidden for 10 s; a missing draft shows not found', () => {
    const running = run(model, INPUT, [errorEvent('loadDraft', failure('SERVER_ERROR')), { type: 'draft.retried' }, errorEvent('reloadDraft', failure('SERVER_ERROR'))]);
    expect(running.actor.getSnapshot().matches({ failed: 'retryHidden' })).toBe(true);
    const missing = run(model, INPUT, [errorEvent('loadDraft', failure('PROPERTY_DRAFT_NOT_FOUND'))]);
    expect(missing.actor.getSnapshot().value).toBe('notFound');
  });

  it('toasts the spec texts and runs the tool callbacks; an older answer does not replace the draft', () => {
    const running = run(model, INPUT, [
      doneEvent('loadDraft', emptyDraft),
      { type: 'autosave.saved', key: 'basic', request: BASIC_SAVE, draft: completeDraft },
      { type: 'autosave.saved', key: 'basic', request: BASIC_SAVE, draft: emptyDraft },
      { type: 'autosave.failed', key: 'basic', request: BASIC_SAVE, error: new Error('offline') },
      // Issue 20: an upload the storage quota has no room for says so instead.
      { type: 'autosave.failed', key: 'basic', request: BASIC_SAVE, error: { type: 'STORAGE_QUOTA_EXCEEDED' } },
    ]);
    expect(running.actor.getSnapshot().context.draft).toBe(completeDraft);
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'success', message: 'Propiedad actualizada correctamente.' },
      { kind: 'success', message: 'Propiedad actualizada correctamente.' },
      { kind: 'error', message: 'Algo ha salido mal. Por favor, vuelve a intentarlo.' },
      {
        kind: 'error',
        message: 'No hay espacio para este archivo: tus archivos ya ocupan todo el espacio de tu cuenta. Elimina fotos, videos o adjuntos que ya no necesites y vuelve a intentarlo.',
      },
    ]);
    expect(actionCalls(running.effects, 'afterSave')).toHaveLength(2);
    expect(actionCalls(running.effects, 'afterFailure')).toHaveLength(2);
  });
});

/** The real children: one autosave per key, the draft replaced by each answer, busy keys tracked. */
describe('draftEditorMachine with its autosave children', () => {
  const start = () => {
    const notified: string[] = [];
    const saved: PropertyDraft[] = [];
    const machine = draftEditorMachine.provide({
      actors: { loadDraft: fromPromise(() => Promise.resolve(emptyDraft)) },
      actions: { notify: (_, params) => notified.push(params.message) },
    });
    const actor = createActor(machine, { input: INPUT }).start();
    return { actor, notified, saved };
  };
  const request = (key: string, draft: PropertyDraft, extra: Partial<DraftSaveRequest> = {}): DraftSaveRequest => ({
    ...BASIC_SAVE,
    key,
    run: () => Promise.resolve(draft),
    ...extra,
  });

  it('spawns one child per key, routes a key’s later requests to it, and replaces the draft', async () => {
    const { actor, notified } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
    const onSaved = vi.fn();
    actor.send({ type: 'draft.save', request: request('basic', completeDraft, { onSaved }) });
    actor.send({ type: 'draft.save', request: request('enviroment:1', completeDraft, { success: 'Ambiente actualizado con éxito.' }) });
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual(['autosave:basic', 'autosave:enviroment:1']);
    expect(actor.getSnapshot().context.busyKeys).toEqual(['basic', 'enviroment:1']);
    await vi.waitFor(() => expect(actor.getSnapshot().context.busyKeys).toEqual([]));
    expect(actor.getSnapshot().context.draft).toEqual(completeDraft);
    expect(notified.sort()).toEqual(['Ambiente actualizado con éxito.', 'Propiedad actualizada correctamente.']);
    expect(onSaved).toHaveBeenCalledWith(completeDraft);

    const onFailed = vi.fn();
    actor.send({ type: 'draft.save', request: request('basic', completeDraft, { run: () => Promise.reject(new Error('offline')), onFailed }) });
    expect(Object.keys(actor.getSnapshot().children)).toHaveLength(2);
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(notified.at(-1)).toBe('Algo ha salido mal. Por favor, vuelve a intentarlo.');
    actor.stop();
  });

  it('issue 21: a field queued offline is marked unsaved, without an error toast, until its retry answers', async () => {
    const { actor, notified } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
    let calls = 0;
    const onQueued = vi.fn();
    const onSaved = vi.fn();
    const run = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(failure('NETWORK_UNREACHABLE')) : Promise.resolve(completeDraft);
    };
    actor.send({ type: 'draft.save', request: request('enviroment:1', completeDraft, { delay: 'none', idempotent: true, run, onQueued, onSaved }) });
    await vi.waitFor(() => expect(onQueued).toHaveBeenCalled());
    expect(actor.getSnapshot().context.queuedKeys).toEqual(['enviroment:1']);
    expect(notified).toEqual([]);
    actor.getSnapshot().children['autosave:enviroment:1']?.send({ type: 'connection.restored' });
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(completeDraft));
    expect(actor.getSnapshot().context.queuedKeys).toEqual([]);
    actor.stop();
  });
});

/** Issue 21: a save refused because another tab saved first (412) reads the draft again and says so. */
describe('draftEditorMachine when another tab saved first', () => {
  it('tells the agent, reads the draft again and counts the refresh', async () => {
    const notified: string[] = [];
    let reads = 0;
    const machine = draftEditorMachine.provide({
      actors: { loadDraft: fromPromise(() => Promise.resolve(++reads === 1 ? emptyDraft : completeDraft)) },
      actions: { notify: (_, params) => notified.push(params.message) },
    });
    const actor = createActor(machine, { input: INPUT }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
    const onFailed = vi.fn();
    actor.send({
      type: 'draft.save',
      request: { ...BASIC_SAVE, run: () => Promise.reject(Object.assign(new Error('412'), { type: 'PROPERTY_DRAFT_CHANGED' })), onFailed },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().context.refreshes).toBe(1));
    expect(onFailed).toHaveBeenCalled();
    expect(notified).toEqual([expect.stringContaining('Este borrador cambió en otra pestaña')]);
    expect(actor.getSnapshot().context.draft).toEqual(completeDraft);
    expect(actor.getSnapshot().matches({ loaded: { sync: 'current' } })).toBe(true);
    actor.stop();
  });
});
