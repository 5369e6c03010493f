import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { HUB_CONNECT_DELAY_MS, hubConnection, hubMachine } from '../../src/machines/hubMachine.ts';
import { PUBLISHED_GROUP, publishingGroup } from '../../src/schema/hub.ts';
import type { CreateHubClient, HubClient, HubClientHandlers } from '../../src/services/hub-client.ts';
import { createLiveRegistry, type LiveRegistry } from '../../src/services/live-registry.ts';
import type { LiveStatus } from '../../src/services/live.ts';

/** A SignalR stand-in: records joins and leaves; the test plays the server's and the network's part. */
class FakeSignalR {
  readonly log: string[] = [];
  handlers: HubClientHandlers | null = null;
  starts = 0;
  stops = 0;
  failStart = false;
  refuse = new Set<string>();

  readonly create: CreateHubClient = (handlers) => {
    this.handlers = handlers;
    const client: HubClient = {
      start: async () => {
        this.starts += 1;
        if (this.failStart) throw new Error('negotiate refused');
      },
      stop: async () => {
        this.stops += 1;
      },
      joinGroup: async (group) => {
        this.log.push(`join ${group}`);
        if (this.refuse.has(group)) throw new Error('refused');
      },
      leaveGroup: async (group) => {
        this.log.push(`leave ${group}`);
      },
    };
    return client;
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The hub actor over the fake, its first connection's wait cut to nothing unless `connectDelay` says. */
const startHub = async (signalr = new FakeSignalR(), { connectDelay = 0, before = (_registry: LiveRegistry) => {} } = {}) => {
  const registry = createLiveRegistry({ warn: () => {} });
  before(registry);
  const statuses: LiveStatus[] = [];
  registry.onStatus((status) => statuses.push(status));
  const machine = hubMachine.provide({ actors: { connection: hubConnection(async () => signalr.create) }, delays: { connectDelay } });
  const actor = createActor(machine, { input: { registry } }).start();
  await settle();
  return { registry, actor, signalr, statuses };
};

const listener = () => ({ message: vi.fn(), resynced: vi.fn() });

describe('the live connection (hub actor + registry) over a fake SignalR client', () => {
  it('connects on start and reports connecting, then connected', async () => {
    const { registry, signalr, statuses } = await startHub();
    expect(signalr.starts).toBe(1);
    expect(registry.getStatus()).toBe('connected');
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('the first connection waits for the page to load, unless a publishing group is subscribed', async () => {
    const waiting = await startHub(new FakeSignalR(), { connectDelay: 60_000 });
    expect(waiting.signalr.starts).toBe(0);
    expect(waiting.registry.getStatus()).toBe('idle');
    // The panel's and the lists' group does not hurry it.
    waiting.registry.subscribe(PUBLISHED_GROUP, listener());
    await settle();
    expect(waiting.signalr.starts).toBe(0);
    // The publishing page's does.
    waiting.registry.subscribe(publishingGroup('draft-1'), listener());
    await settle();
    expect(waiting.signalr.starts).toBe(1);
    expect(waiting.registry.getStatus()).toBe('connected');
    waiting.actor.stop();

    // Subscribed before the actor started (the publishing page opened directly): no wait either.
    const opened = await startHub(new FakeSignalR(), { connectDelay: 60_000, before: (registry) => registry.subscribe(publishingGroup('draft-2'), listener()) });
    expect(opened.signalr.starts).toBe(1);
    expect(opened.signalr.log).toEqual([`join ${publishingGroup('draft-2')}`]);
    opened.actor.stop();
  });

  it('joins a group once for many subscribers and leaves it after the last', async () => {
    const { registry, signalr } = await startHub();
    const group = publishingGroup('draft-1');
    const offA = registry.subscribe(group, listener());
    const offB = registry.subscribe(group, listener());
    expect(signalr.log).toEqual([`join ${group}`]);
    offA();
    expect(signalr.log).toEqual([`join ${group}`]);
    offB();
    offB(); // twice is harmless
    expect(signalr.log).toEqual([`join ${group}`, `leave ${group}`]);
  });

  it('joins the groups subscribed before the connection once it is up, and only then reports connected', async () => {
    const signalr = new FakeSignalR();
    const registry = createLiveRegistry({ warn: () => {} });
    registry.subscribe(PUBLISHED_GROUP, listener());
    let joinedWhenConnected: string[] = [];
    registry.onStatus((status) => {
      if (status === 'connected') joinedWhenConnected = [...signalr.log];
    });
    const machine = hubMachine.provide({ actors: { connection: hubConnection(async () => signalr.create) }, delays: { connectDelay: 0 } });
    createActor(machine, { input: { registry } }).start();
    await settle();
    expect(joinedWhenConnected).toEqual([`join ${PUBLISHED_GROUP}`]);
  });

  it('routes ReceiveMessage by its shape to the groups that can understand it', async () => {
    const { registry, signalr } = await startHub();
    const published = listener();
    const publishing = listener();
    registry.subscribe(PUBLISHED_GROUP, published);
    registry.subscribe(publishingGroup('draft-1'), publishing);
    signalr.handlers?.message({ propertyDraftId: 'draft-1' });
    signalr.handlers?.message({ step: 1, postStatus: 5 });
    signalr.handlers?.message('noise');
    expect(published.message.mock.calls).toEqual([[{ propertyDraftId: 'draft-1' }]]);
    expect(publishing.message.mock.calls).toEqual([[{ step: 1, postStatus: 5 }]]);
  });

  it('the first connection (after the page read its state) joins, reports connected, then resyncs each subscriber once', async () => {
    const signalr = new FakeSignalR();
    const registry = createLiveRegistry({ warn: () => {} });
    const order: string[] = [];
    registry.onStatus((status) => order.push(status));
    const lists = { message: vi.fn(), resynced: vi.fn(() => order.push(`resynced after ${signalr.log.join(', ')}`)) };
    const page = listener();
    registry.subscribe(PUBLISHED_GROUP, lists);
    registry.subscribe(publishingGroup('draft-1'), page);
    const machine = hubMachine.provide({ actors: { connection: hubConnection(async () => signalr.create) }, delays: { connectDelay: 0 } });
    createActor(machine, { input: { registry } }).start();
    await settle();
    expect(order).toEqual(['connecting', 'connected', `resynced after join ${PUBLISHED_GROUP}, join ${publishingGroup('draft-1')}`]);
    expect(page.resynced).toHaveBeenCalledTimes(1);
    // A message now reaches them; nothing resyncs again while the connection lasts.
    signalr.handlers?.message({ propertyDraftId: 'draft-1' });
    await settle();
    expect(lists.message).toHaveBeenCalledTimes(1);
    expect(lists.resynced).toHaveBeenCalledTimes(1);
  });

  it('on a connection already up: a group joined anew resyncs its subscribers once the join is answered; one already joined does not', async () => {
    let answerJoin: () => void = () => {};
    const registry = createLiveRegistry({ warn: () => {} });
    void registry.attach({
      joinGroup: () =>
        new Promise<void>((resolve) => {
          answerJoin = resolve;
        }),
      leaveGroup: async () => {},
    });
    await settle();
    expect(registry.getStatus()).toBe('connected');
    const first = listener();
    registry.subscribe(PUBLISHED_GROUP, first);
    await settle();
    // Its read may have been answered before the server put it in the group.
    expect(first.resynced).not.toHaveBeenCalled();
    answerJoin();
    await settle();
    expect(first.resynced).toHaveBeenCalledTimes(1);
    // Another view on the group already joined: live at once, so its own read is enough.
    const second = listener();
    registry.subscribe(PUBLISHED_GROUP, second);
    await settle();
    expect(second.resynced).not.toHaveBeenCalled();
    expect(first.resynced).toHaveBeenCalledTimes(1);
  });

  it('a join answered after its connection dropped resyncs no one (the next connection will)', async () => {
    let answerJoin: () => void = () => {};
    const registry = createLiveRegistry({ warn: () => {} });
    void registry.attach({
      joinGroup: () =>
        new Promise<void>((resolve) => {
          answerJoin = resolve;
        }),
      leaveGroup: async () => {},
    });
    await settle();
    const late = listener();
    registry.subscribe(PUBLISHED_GROUP, late);
    registry.detach('reconnecting');
    answerJoin();
    await settle();
    expect(late.resynced).not.toHaveBeenCalled();
  });

  it('after a reconnect re-joins every group, then calls each subscriber’s resynced', async () => {
    const { registry, signalr, statuses } = await startHub();
    const a = listener();
    const b = listener();
    registry.subscribe(PUBLISHED_GROUP, a);
    registry.subscribe(publishingGroup('draft-1'), b);
    await settle();
    a.resynced.mockClear();
    b.resynced.mockClear();
    signalr.log.length = 0;
    signalr.handlers?.reconnecting();
    expect(registry.getStatus()).toBe('reconnecting');
    // Subscribed and left while down: nothing is sent on a dead connection.
    const off = registry.subscribe(publishingGroup('draft-2'), listener());
    off();
    expect(signalr.log).toEqual([]);
    signalr.handlers?.reconnected();
    await settle();
    expect(signalr.log).toEqual([`join ${PUBLISHED_GROUP}`, `join ${publishingGroup('draft-1')}`]);
    expect(a.resynced).toHaveBeenCalledTimes(1);
    expect(b.resynced).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('a join the server never completes holds the status for a while only', async () => {
    vi.useFakeTimers();
    try {
      const registry = createLiveRegistry({ warn: () => {}, joinWaitMs: 5_000 });
      registry.subscribe(PUBLISHED_GROUP, listener());
      const silent = { joinGroup: () => new Promise<void>(() => {}), leaveGroup: async () => {} };
      void registry.attach(silent);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(registry.getStatus()).toBe('idle');
      await vi.advanceTimersByTimeAsync(1);
      expect(registry.getStatus()).toBe('connected');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused join does not stop the others nor the connection', async () => {
    const signalr = new FakeSignalR();
    signalr.refuse.add(publishingGroup('not-mine'));
    const { registry } = await startHub(signalr);
    registry.subscribe(publishingGroup('not-mine'), listener());
    registry.subscribe(PUBLISHED_GROUP, listener());
    await settle();
    expect(registry.getStatus()).toBe('connected');
    expect(signalr.log).toEqual([`join ${publishingGroup('not-mine')}`, `join ${PUBLISHED_GROUP}`]);
  });

  it('a failed start or a closed connection reports failed and tries again later', async () => {
    vi.useFakeTimers();
    try {
      const signalr = new FakeSignalR();
      signalr.failStart = true;
      const registry = createLiveRegistry({ warn: () => {} });
      const machine = hubMachine.provide({ actors: { connection: hubConnection(async () => signalr.create) } });
      createActor(machine, { input: { registry } }).start();
      await vi.advanceTimersByTimeAsync(HUB_CONNECT_DELAY_MS);
      expect(registry.getStatus()).toBe('failed');
      signalr.failStart = false;
      await vi.advanceTimersByTimeAsync(30_000);
      expect(signalr.starts).toBe(2);
      expect(registry.getStatus()).toBe('connected');
      signalr.handlers?.closed();
      expect(registry.getStatus()).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stopping the actor (logout: the shell unmounts) stops the connection', async () => {
    const { actor, signalr } = await startHub();
    actor.stop();
    await settle();
    expect(signalr.stops).toBe(1);
    // What the closing connection reports afterwards reaches nobody.
    expect(() => signalr.handlers?.closed()).not.toThrow();
  });

  it('a stop before the client has loaded never starts it', async () => {
    const signalr = new FakeSignalR();
    const registry = createLiveRegistry({ warn: () => {} });
    const machine = hubMachine.provide({ actors: { connection: hubConnection(async () => signalr.create) } });
    const actor = createActor(machine, { input: { registry } }).start();
    actor.stop();
    await settle();
    expect(signalr.starts).toBe(0);
  });
});
