import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createListMachine, type FetchPageInput, type ListContext, type ListPage } from '../../src/machines/listMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actorCalls, graphSuite, run } from './graph-suite.ts';
import { NO_ITEMS, PAGE, PAGE_SIZE, QUERY, SEARCH, model } from './listMachine.model.ts';

graphSuite(model);

const input = { query: QUERY, pageSize: PAGE_SIZE };
const snapshotOf = (running: ReturnType<typeof run>) => running.actor.getSnapshot();
const context = (running: ReturnType<typeof run>) => snapshotOf(running).context as ListContext<unknown>;
const fetchValue = (running: ReturnType<typeof run>) => (snapshotOf(running).value as { fetch: unknown }).fetch;

describe('listMachine effects', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the first page with the query and the page size', () => {
    const running = run(model, input, []);
    expect(actorCalls(running.effects, 'fetchPage')).toEqual([{ query: QUERY, offset: 0, limit: PAGE_SIZE }]);
    running.actor.stop();
  });

  it('shows the skeleton only once 500 ms have passed without an answer', () => {
    const running = run(model, input, []);
    expect(snapshotOf(running).hasTag('loading')).toBe(true);
    vi.advanceTimersByTime(499);
    expect(snapshotOf(running).hasTag('skeleton')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(snapshotOf(running).hasTag('skeleton')).toBe(true);
    running.actor.stop();
  });

  it('never shows the skeleton when the page arrives first', () => {
    const running = run(model, input, [doneEvent('fetchPage', PAGE)]);
    vi.advanceTimersByTime(1000);
    expect(fetchValue(running)).toEqual({ loaded: 'idle' });
    expect(context(running)).toMatchObject({ items: PAGE.items, total: 20, error: null });
    running.actor.stop();
  });

  it('is empty when the page has no items', () => {
    const running = run(model, input, [doneEvent('fetchPage', NO_ITEMS)]);
    expect(fetchValue(running)).toEqual({ empty: 'idle' });
    running.actor.stop();
  });

  it('goes back to the first page with a new query, and keeps the query when paging', () => {
    const running = run(model, input, [
      doneEvent('fetchPage', PAGE),
      { type: 'page.changed', offset: 16 },
      doneEvent('fetchPage', PAGE),
      { type: 'query.changed', query: SEARCH },
    ]);
    expect(actorCalls(running.effects, 'fetchPage')).toEqual([
      { query: QUERY, offset: 0, limit: PAGE_SIZE },
      { query: QUERY, offset: 16, limit: PAGE_SIZE },
      { query: SEARCH, offset: 0, limit: PAGE_SIZE },
    ]);
    expect(snapshotOf(running).hasTag('loading')).toBe(true);
    running.actor.stop();
  });

  it('starts at the page the URL keeps, and a query may come with its page (issue 21)', () => {
    const running = run(model, { ...input, offset: 32 }, [doneEvent('fetchPage', PAGE), { type: 'query.changed', query: QUERY, offset: 16 }]);
    expect(actorCalls(running.effects, 'fetchPage')).toEqual([
      { query: QUERY, offset: 32, limit: PAGE_SIZE },
      { query: QUERY, offset: 16, limit: PAGE_SIZE },
    ]);
    expect(context(running).offset).toBe(16);
    running.actor.stop();
  });

  it('restarts the load (and its skeleton delay) when the query changes mid-load', () => {
    const running = run(model, input, []);
    vi.advanceTimersByTime(400);
    running.actor.send({ type: 'query.changed', query: SEARCH });
    vi.advanceTimersByTime(400);
    expect(snapshotOf(running).hasTag('skeleton')).toBe(false);
    expect(actorCalls(running.effects, 'fetchPage')).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(snapshotOf(running).hasTag('skeleton')).toBe(true);
    running.actor.stop();
  });

  it('refreshes silently, keeping the items on screen until the new page arrives', () => {
    const running = run(model, input, [doneEvent('fetchPage', PAGE), { type: 'list.refreshed' }]);
    vi.advanceTimersByTime(1000);
    expect(fetchValue(running)).toEqual({ loaded: 'refreshing' });
    expect(snapshotOf(running).hasTag('skeleton')).toBe(false);
    expect(context(running).items).toEqual(PAGE.items);
    expect(actorCalls(running.effects, 'fetchPage')).toHaveLength(2);
    running.actor.send(doneEvent('refreshPage', NO_ITEMS));
    expect(fetchValue(running)).toEqual({ empty: 'idle' });
    running.actor.stop();
  });

  it('a refresh asked during a load or a refresh is done once after it, with the items on screen; a new filter owes none', () => {
    const running = run(model, input, [{ type: 'list.refreshed' }, { type: 'list.refreshed' }]);
    expect(fetchValue(running)).toEqual({ loading: 'quiet' });
    expect(actorCalls(running.effects, 'fetchPage')).toHaveLength(1);
    running.actor.send(doneEvent('fetchPage', PAGE));
    // One read more for both asks, silently, telling the list what was on screen.
    expect(fetchValue(running)).toEqual({ loaded: 'refreshing' });
    expect(actorCalls(running.effects, 'fetchPage')).toEqual([
      { query: QUERY, offset: 0, limit: PAGE_SIZE },
      { query: QUERY, offset: 0, limit: PAGE_SIZE, shown: PAGE.items },
    ]);
    running.actor.send({ type: 'list.refreshed' });
    running.actor.send(doneEvent('refreshPage', NO_ITEMS));
    expect(fetchValue(running)).toEqual({ empty: 'refreshing' });
    expect(actorCalls(running.effects, 'fetchPage')).toHaveLength(3);
    running.actor.send(doneEvent('refreshPage', NO_ITEMS));
    expect(fetchValue(running)).toEqual({ empty: 'idle' });

    // Asked during a load that a new filter then replaced: that load started after the ask.
    running.actor.send({ type: 'page.changed', offset: 16 });
    running.actor.send({ type: 'list.refreshed' });
    running.actor.send({ type: 'query.changed', query: SEARCH });
    running.actor.send(doneEvent('fetchPage', PAGE));
    expect(fetchValue(running)).toEqual({ loaded: 'idle' });
    expect(actorCalls(running.effects, 'fetchPage')).toHaveLength(5);
    running.actor.stop();
  });

  it('hides the retry button for 10 s after a click, even when the retry fails at once', () => {
    const running = run(model, input, [errorEvent('fetchPage', failure('SERVER_ERROR'))]);
    expect(fetchValue(running)).toEqual({ error: 'retryVisible' });
    expect(context(running).error).toBe('SERVER_ERROR');
    expect(snapshotOf(running).can({ type: 'list.retried' })).toBe(true);

    running.actor.send({ type: 'list.retried' });
    expect(snapshotOf(running).hasTag('loading')).toBe(true);
    vi.advanceTimersByTime(3000);
    running.actor.send(errorEvent('fetchPage', failure('SERVER_ERROR')));
    expect(fetchValue(running)).toEqual({ error: 'retryHidden' });
    expect(snapshotOf(running).can({ type: 'list.retried' })).toBe(false);

    vi.advanceTimersByTime(6999);
    expect(fetchValue(running)).toEqual({ error: 'retryHidden' });
    vi.advanceTimersByTime(1);
    expect(fetchValue(running)).toEqual({ error: 'retryVisible' });
    running.actor.stop();
  });

  it('shows the retry button at once when the failure comes more than 10 s after the click', () => {
    const running = run(model, input, [errorEvent('fetchPage', failure('SERVER_ERROR')), { type: 'list.retried' }]);
    vi.advanceTimersByTime(10_000);
    running.actor.send(errorEvent('fetchPage', failure('SERVER_ERROR')));
    expect(fetchValue(running)).toEqual({ error: 'retryVisible' });
    running.actor.stop();
  });

  it('types its items through the factory and calls the given fetchPage', async () => {
    vi.useRealTimers();
    const fetchPage = vi.fn(async () => ({ items: [{ name: 'Ana' }], total: 1 }));
    const actor = createActor(createListMachine<{ readonly name: string }>(fetchPage), { input }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ fetch: 'loaded' })).toBe(true));
    expect(actor.getSnapshot().context.items[0]?.name).toBe('Ana');
    expect(fetchPage).toHaveBeenCalledWith({ query: QUERY, offset: 0, limit: PAGE_SIZE });
    actor.stop();
  });

  it('fails into the error state when no fetchPage was given', async () => {
    vi.useRealTimers();
    const actor = createActor(createListMachine<unknown>(), { input }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ fetch: 'error' })).toBe(true));
    actor.stop();
    const provided = createListMachine<unknown>().provide({
      actors: { fetchPage: fromPromise<ListPage<unknown>, FetchPageInput>(async () => PAGE) },
    });
    const other = createActor(provided, { input }).start();
    await vi.waitFor(() => expect(other.getSnapshot().matches({ fetch: 'loaded' })).toBe(true));
    other.stop();
  });
});
