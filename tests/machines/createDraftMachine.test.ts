import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import {
  DRAFTS_LIST_PATH,
  createDraftMachine,
  createDraftOnce,
  createDraftVisitKey,
  draftEditorPath,
} from '../../src/machines/createDraftMachine.ts';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { createDraft } from '../../src/services/drafts-api.ts';
import { paths } from '../../src/views/paths.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { VISIT, createdDraft, model } from './createDraftMachine.model.ts';

vi.mock('../../src/services/drafts-api.ts', () => ({ createDraft: vi.fn() }));

graphSuite(model);

afterEach(() => {
  vi.mocked(createDraft).mockReset();
});

describe('createDraftMachine effects', () => {
  it('creates on arrival, then replaces the page with the new draft’s editor', () => {
    const running = run(model, VISIT, []);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'create')).toEqual([{ key: 'visit-1#1', idempotencyKey: 'visit-1' }]);
    running.actor.send(doneEvent('create', createdDraft));
    expect(actionCalls(running.effects, 'navigate')).toEqual([
      { to: '/property-editor/d3a1f0c2-5b6e-4c7d-8e9f-0a1b2c3d4e5f/create', replace: true },
    ]);
    expect(running.actor.getSnapshot().status).toBe('done');
  });

  it('a failure waits for Reintentar, which is a new attempt with a new key', () => {
    const running = run(model, VISIT, [errorEvent('create', failure('SERVER_ERROR'))]);
    expect(running.actor.getSnapshot().value).toBe('failed');
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(false);
    running.actor.send({ type: 'retry' });
    expect(actorCalls(running.effects, 'create')).toEqual([{ key: 'visit-1#1', idempotencyKey: 'visit-1' }, { key: 'visit-1#2', idempotencyKey: 'visit-1' }]);
  });

  it('past the limit of new drafts (429) it asks to wait, and Reintentar is a new attempt', () => {
    const running = run(model, VISIT, [errorEvent('create', failure('TOO_MANY_REQUESTS'))]);
    expect(running.actor.getSnapshot().value).toBe('limited');
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(false);
    running.actor.send({ type: 'retry' });
    expect(actorCalls(running.effects, 'create')).toEqual([{ key: 'visit-1#1', idempotencyKey: 'visit-1' }, { key: 'visit-1#2', idempotencyKey: 'visit-1' }]);
    expect(running.actor.getSnapshot().value).toBe('creating');
  });

  it('a double click on Reintentar creates once', () => {
    const running = run(model, VISIT, [errorEvent('create', failure('SERVER_ERROR')), { type: 'retry' }, { type: 'retry' }]);
    expect(actorCalls(running.effects, 'create')).toHaveLength(2);
    expect(running.actor.getSnapshot().value).toBe('creating');
  });

  it('Salir del editor goes to the drafts list, whatever the state', () => {
    for (const before of [[], [errorEvent('create', failure('SERVER_ERROR'))]]) {
      const running = run(model, VISIT, [...before, { type: 'exit' }]);
      expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/properties/drafts' }]);
      expect(running.actor.getSnapshot().value).toBe('left');
    }
  });

  it('its addresses are the route registry’s', () => {
    expect(draftEditorPath('a b')).toBe(paths.draftEditor({ draftId: 'a b' }));
    expect(DRAFTS_LIST_PATH).toBe(paths.drafts());
  });
});

describe('one draft per visit', () => {
  const draft = (id: string) => ({ propertyDraftId: id }) as PropertyDraft;

  it('createDraftOnce posts once per key and answers a known key with the same request', async () => {
    const create = vi.fn(() => Promise.resolve(draft('d1')));
    const first = createDraftOnce('k-once#1', create);
    const again = createDraftOnce('k-once#1', create);
    expect(again).toBe(first);
    await expect(again).resolves.toEqual({ propertyDraftId: 'd1' });
    createDraftOnce('k-once#2', create);
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('visit keys differ', () => {
    expect(createDraftVisitKey()).not.toBe(createDraftVisitKey());
  });

  /**
   * What React's StrictMode does to the page's actor through @xstate/react 6.1's useActorRef: start,
   * then `stopRootWithRehydration` (stop, restore the snapshots, children included), then start
   * again — which restarts the invoked promise actor and calls its creator a second time.
   */
  const strictModeRemount = (actor: AnyActorRef) => {
    const snapshots: [AnyActorRef, unknown][] = [];
    const visit = (ref: AnyActorRef) => {
      snapshots.push([ref, ref.getSnapshot()]);
      for (const child of Object.values((ref.getSnapshot() as { children?: Record<string, AnyActorRef> }).children ?? {})) visit(child);
    };
    visit(actor);
    actor.stop();
    for (const [ref, snapshot] of snapshots) Object.assign(ref, { _processingStatus: 0, _snapshot: snapshot });
    actor.start();
  };

  it('a StrictMode stop-and-restart of the page rejoins the request instead of creating a second draft', async () => {
    let resolve: (value: PropertyDraft) => void = () => {};
    vi.mocked(createDraft).mockImplementation(() => new Promise<PropertyDraft>((settle) => (resolve = settle)));
    const navigate = vi.fn();
    const actor = createActor(createDraftMachine.provide({ actions: { navigate: (_, params) => navigate(params) } }), {
      input: { visitKey: createDraftVisitKey() },
    });
    actor.start();
    strictModeRemount(actor);
    expect(createDraft).toHaveBeenCalledTimes(1);
    resolve(draft('d-strict'));
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(navigate.mock.calls).toEqual([[{ to: '/property-editor/d-strict/create', replace: true }]]);
  });

  it('without the key the same restart posts twice: the emulation does restart the request', () => {
    vi.mocked(createDraft).mockImplementation(() => new Promise<PropertyDraft>(() => {}));
    const unguarded = createDraftMachine.provide({ actors: { create: fromPromise(() => createDraft()) } });
    const actor = createActor(unguarded, { input: { visitKey: createDraftVisitKey() } });
    actor.start();
    strictModeRemount(actor);
    expect(createDraft).toHaveBeenCalledTimes(2);
  });
});
