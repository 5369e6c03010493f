import { describe, expect, it } from 'vitest';
import { doneEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { AGENT_ID, ONE, TWO, model } from './publishingPanelMachine.model.ts';

graphSuite(model);

const input = { agentId: AGENT_ID, dismissedIds: [] };

describe('publishingPanelMachine', () => {
  it('stays hidden while nothing is publishing', () => {
    const running = run(model, input, [doneEvent('loadPublishing', [])]);
    expect(running.actor.getSnapshot().value).toBe('hidden');
  });

  it('shows publishing drafts as the round button first, and opens on request', () => {
    const running = run(model, input, [doneEvent('loadPublishing', TWO)]);
    expect(running.actor.getSnapshot().hasTag('minimised')).toBe(true);
    expect(running.actor.getSnapshot().context.drafts).toHaveLength(2);
    running.actor.send({ type: 'widget.opened' });
    expect(running.actor.getSnapshot().hasTag('open')).toBe(true);
  });

  it('remembers the drafts closed, and comes back only for a new publication', () => {
    const running = run(model, input, [doneEvent('loadPublishing', ONE), { type: 'widget.opened' }, { type: 'widget.dismissed' }]);
    expect(running.actor.getSnapshot().value).toBe('hidden');
    expect(running.actor.getSnapshot().context.dismissedIds).toEqual(['draft-1']);
    expect(actionCalls(running.effects, 'persistDismissed')).toHaveLength(1);
    running.actor.send({ type: 'widget.refreshed' });
    running.actor.send(doneEvent('loadPublishing', ONE));
    expect(running.actor.getSnapshot().value).toBe('hidden');
    running.actor.send({ type: 'widget.refreshed' });
    running.actor.send(doneEvent('loadPublishing', TWO));
    expect(running.actor.getSnapshot().hasTag('minimised')).toBe(true);
    expect(actorCalls(running.effects, 'loadPublishing')).toHaveLength(3);
  });

  it('hides once the publications have finished', () => {
    const running = run(model, input, [doneEvent('loadPublishing', ONE), { type: 'widget.refreshed' }, doneEvent('refreshPublishing', [])]);
    expect(running.actor.getSnapshot().value).toBe('hidden');
  });

  it('a refresh asked during a read (the live connection coming up) is done once after it, hidden or shown', () => {
    const running = run(model, input, [{ type: 'widget.refreshed' }, { type: 'widget.refreshed' }]);
    expect(actorCalls(running.effects, 'loadPublishing')).toHaveLength(1);
    running.actor.send(doneEvent('loadPublishing', []));
    // Hidden, but owing a read: it reads again at once.
    expect(running.actor.getSnapshot().value).toBe('loading');
    expect(running.actor.getSnapshot().context.refreshDue).toBe(false);
    running.actor.send(doneEvent('loadPublishing', ONE));
    running.actor.send({ type: 'widget.refreshed' });
    running.actor.send({ type: 'widget.refreshed' });
    running.actor.send(doneEvent('refreshPublishing', ONE));
    expect(running.actor.getSnapshot().value).toEqual({ shown: { view: 'minimised', data: 'refreshing' } });
    running.actor.send(doneEvent('refreshPublishing', []));
    expect(running.actor.getSnapshot().value).toBe('hidden');
    // Two loads and two refreshes (one actor for both).
    expect(actorCalls(running.effects, 'loadPublishing')).toHaveLength(4);
  });
});
