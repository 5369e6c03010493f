import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBE_FIRST_DELAY_MS, PROBE_MAX_DELAY_MS, probeDelay } from '../../src/machines/connectivityMachine.ts';
import { actionCalls, graphSuite, run } from './graph-suite.ts';
import { model } from './connectivityMachine.model.ts';

graphSuite(model);

describe('connectivityMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('backs off between probes: 2 s, 4 s, 8 s … never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 20].map(probeDelay)).toEqual([2_000, 4_000, 8_000, 16_000, PROBE_MAX_DELAY_MS, PROBE_MAX_DELAY_MS]);
  });

  it('probes the server after the first delay once a call could not reach it', () => {
    const running = run(model, { online: true }, [{ type: 'server.unreachable' }]);
    expect(running.actor.getSnapshot().hasTag('disconnected')).toBe(true);
    expect(actionCalls(running.effects, 'connectionLost')).toHaveLength(1);
    vi.advanceTimersByTime(PROBE_FIRST_DELAY_MS - 1);
    expect(running.actor.getSnapshot().matches({ unreachable: 'waiting' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(running.actor.getSnapshot().matches({ unreachable: 'probing' })).toBe(true);
  });

  it('reports the connection back when the browser is online again', () => {
    const running = run(model, { online: false }, [{ type: 'browser.online' }]);
    expect(running.actor.getSnapshot().value).toBe('online');
    expect(actionCalls(running.effects, 'connectionRestored')).toHaveLength(1);
  });
});
