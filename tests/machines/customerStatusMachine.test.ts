import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerStatusTexts } from '../../src/i18n/customers.ts';
import type { CustomerStatusContext } from '../../src/machines/customerStatusMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { TENANT_ID, model } from './customerStatusMachine.model.ts';
import { archived, customer } from './customerDetailMachine.model.ts';

graphSuite(model);

const confirm = [{ type: 'status.change.requested' }, { type: 'status.change.confirmed' }];
const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as CustomerStatusContext;

describe('customerStatusMachine effects', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('archives an active customer once confirmed, shows the answered record and the toast at once, and reloads it 2 s later', () => {
    const running = run(model, { tenantId: TENANT_ID, status: 1 }, [{ type: 'status.change.requested' }]);
    expect(running.actor.getSnapshot().value).toBe('confirming');
    expect(running.effects).toEqual([]);
    running.actor.send({ type: 'status.change.confirmed' });
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'archive')).toEqual([{ tenantId: TENANT_ID }]);
    expect(actorCalls(running.effects, 'activate')).toEqual([]);
    running.actor.send(doneEvent('archive', archived));
    expect(context(running).status).toBe(2);
    expect(actionCalls(running.effects, 'replaced')).toEqual([{ customer: archived }]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Cliente archivado exitosamente.' }]);
    // The record first, then the toast: the status line and the toast change together.
    expect(running.effects.filter((effect) => effect.kind === 'action').map((effect) => effect.name)).toEqual(['replaced', 'notify']);
    vi.advanceTimersByTime(1999);
    expect(actionCalls(running.effects, 'reload')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actionCalls(running.effects, 'reload')).toEqual([{ from: 'archived' }]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    running.actor.stop();
  });

  it('activates a filed customer with the activation toast (not the spec’s copied archive text), then reloads with from=enabled', () => {
    const running = run(model, { tenantId: TENANT_ID, status: 2 }, [...confirm]);
    expect(actorCalls(running.effects, 'activate')).toEqual([{ tenantId: TENANT_ID }]);
    running.actor.send(doneEvent('activate', customer));
    expect(context(running).status).toBe(1);
    expect(actionCalls(running.effects, 'replaced')).toEqual([{ customer }]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Cliente activado exitosamente.' }]);
    expect(customerStatusTexts.activated).toBe('Cliente activado exitosamente.');
    vi.advanceTimersByTime(2000);
    expect(actionCalls(running.effects, 'reload')).toEqual([{ from: 'enabled' }]);
    running.actor.stop();
  });

  it('closes the modal on cancel without calling anything', () => {
    const running = run(model, { tenantId: TENANT_ID, status: 1 }, [
      { type: 'status.change.requested' },
      { type: 'status.change.cancelled' },
    ]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(running.effects).toEqual([]);
  });

  it('keeps the status and shows the error toast on failure', () => {
    const running = run(model, { tenantId: TENANT_ID, status: 1 }, [...confirm, errorEvent('archive', failure('SERVER_ERROR'))]);
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(context(running).status).toBe(1);
    expect(actionCalls(running.effects, 'replaced')).toEqual([]);
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'error', message: 'Algo ha salido mal. Vuelve a intentarlo.' },
    ]);
    vi.advanceTimersByTime(5000);
    expect(actionCalls(running.effects, 'reload')).toEqual([]);
  });

  it('follows a reloaded customer’s status, so the next change is the fitting one', () => {
    const running = run(model, { tenantId: TENANT_ID, status: 1 }, [{ type: 'status.synced', status: 2 }, ...confirm]);
    expect(actorCalls(running.effects, 'activate')).toHaveLength(1);
  });
});
