import { describe, expect, it } from 'vitest';
import type { SessionsContext } from '../../src/machines/sessionsMachine.ts';
import { sessionsTexts } from '../../src/i18n/account.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { laptop, model, phone } from './sessionsMachine.model.ts';

graphSuite(model);

const context = (running: ReturnType<typeof run>): SessionsContext => running.actor.getSnapshot().context as SessionsContext;

describe('sessionsMachine effects', () => {
  it('loads the sessions; closing the phone asks first, then closes that one and drops it from the list', () => {
    const running = run(model, undefined, [doneEvent('load', [laptop, phone])]);
    expect(actorCalls(running.effects, 'load')).toHaveLength(1);
    running.actor.send({ type: 'session.close.requested', id: phone.id });
    expect(running.actor.getSnapshot().value).toBe('confirming');
    expect(context(running).closing).toEqual(phone);
    expect(actorCalls(running.effects, 'close')).toEqual([]);
    running.actor.send({ type: 'close.confirmed' });
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'close')).toEqual([{ id: phone.id }]);
    running.actor.send(doneEvent('close'));
    expect(context(running).sessions).toEqual([laptop]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: sessionsTexts.closed }]);
  });

  it('this session is never offered to be closed from the list; with no others, nor is "Cerrar las demás"', () => {
    const running = run(model, undefined, [doneEvent('load', [laptop])]);
    running.actor.send({ type: 'session.close.requested', id: laptop.id });
    running.actor.send({ type: 'others.close.requested' });
    expect(running.actor.getSnapshot().value).toBe('listed');
  });

  it('a failed close says so and keeps the session listed; a cancelled one closes nothing', () => {
    const running = run(model, undefined, [
      doneEvent('load', [laptop, phone]),
      { type: 'session.close.requested', id: phone.id },
      { type: 'close.confirmed' },
      errorEvent('close', failure('SERVER_ERROR')),
    ]);
    expect(context(running).sessions).toEqual([laptop, phone]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: sessionsTexts.failed }]);
    running.actor.send({ type: 'session.close.requested', id: phone.id });
    running.actor.send({ type: 'close.cancelled' });
    expect(context(running).closing).toBeNull();
    expect(actorCalls(running.effects, 'close')).toHaveLength(1);
  });

  it("'Cerrar las demás' asks, closes the others and keeps only this session", () => {
    const running = run(model, undefined, [doneEvent('load', [laptop, phone]), { type: 'others.close.requested' }]);
    expect(running.actor.getSnapshot().value).toBe('confirmingOthers');
    running.actor.send({ type: 'close.confirmed' });
    expect(actorCalls(running.effects, 'closeOthers')).toHaveLength(1);
    running.actor.send(doneEvent('closeOthers', 1));
    expect(context(running).sessions).toEqual([laptop]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: sessionsTexts.othersClosed }]);
  });

  it('a failed load offers a retry that loads again', () => {
    const running = run(model, undefined, [errorEvent('load', failure('SERVER_ERROR')), { type: 'retry' }]);
    expect(actorCalls(running.effects, 'load')).toHaveLength(2);
  });
});
