import { describe, expect, it } from 'vitest';
import type { CustomerDetailContext } from '../../src/machines/customerDetailMachine.ts';
import { customerDetailTexts, imagePipelineTexts } from '../../src/i18n/customers.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';
import { SLUG, archived, customer, model, picture, shared, withAvatar } from './customerDetailMachine.model.ts';

graphSuite(model);

const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as CustomerDetailContext;

describe('customerDetailMachine effects', () => {
  it('loads the customer by the route parameter, busy until it arrives', () => {
    const running = run(model, { slug: SLUG }, []);
    expect(actorCalls(running.effects, 'loadCustomer')).toEqual([{ slug: SLUG }]);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(true);
    running.actor.send(doneEvent('loadCustomer', customer));
    expect(running.actor.getSnapshot().matches({ loaded: { record: 'idle', avatar: 'idle' } })).toBe(true);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(context(running).customer).toEqual(customer);
  });

  it('keeps the failure type and loads again on retry', () => {
    const running = run(model, { slug: SLUG }, [errorEvent('loadCustomer', failure('SERVER_ERROR'))]);
    expect(running.actor.getSnapshot().value).toBe('failed');
    expect(context(running).error).toBe('SERVER_ERROR');
    running.actor.send({ type: 'customer.retried' });
    expect(actorCalls(running.effects, 'loadCustomer')).toHaveLength(2);
    running.actor.send(doneEvent('loadCustomer', customer));
    expect(context(running).error).toBeNull();
  });

  it.each(['TENANT_NOT_FOUND', 'NOT_FOUND', 'VALIDATION_ERROR'] as const)(
    'a slug no customer of this agent answers to (%s) is not found, with no retry (issue 8)',
    (type) => {
      const running = run(model, { slug: 'no-existe' }, [errorEvent('loadCustomer', failure(type))]);
      expect(running.actor.getSnapshot().value).toBe('notFound');
      expect(running.actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(context(running)).toMatchObject({ customer: null, error: type });
      expect(running.actor.getSnapshot().can({ type: 'customer.retried' })).toBe(false);
      running.actor.send({ type: 'customer.retried' });
      expect(actorCalls(running.effects, 'loadCustomer')).toHaveLength(1);
    },
  );

  it('reloads silently, keeping the customer shown, and keeps it when the reload fails', () => {
    const running = run(model, { slug: SLUG }, [doneEvent('loadCustomer', customer), { type: 'customer.reloaded' }]);
    expect(running.actor.getSnapshot().matches({ loaded: { record: 'reloading' } })).toBe(true);
    expect(running.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(context(running).customer).toEqual(customer);
    running.actor.send(errorEvent('reloadCustomer', failure('SERVER_ERROR')));
    expect(context(running).customer).toEqual(customer);
    running.actor.send({ type: 'customer.reloaded' });
    running.actor.send(doneEvent('reloadCustomer', archived));
    expect(context(running).customer).toEqual(archived);
    expect(actorCalls(running.effects, 'loadCustomer')).toEqual([{ slug: SLUG }, { slug: SLUG }, { slug: SLUG }]);
  });

  it('takes a fresh record handed over by another change', () => {
    const running = run(model, { slug: SLUG }, [
      doneEvent('loadCustomer', customer),
      { type: 'customer.replaced', customer: archived },
    ]);
    expect(context(running).customer).toEqual(archived);
  });

  it('uploads a confirmed picture under the tenant id, shows the new record and toasts', () => {
    const running = run(model, { slug: SLUG }, [doneEvent('loadCustomer', customer), { type: 'avatar.chosen', file: picture }]);
    expect(running.actor.getSnapshot().hasTag('uploadingAvatar')).toBe(true);
    expect(actorCalls(running.effects, 'uploadAvatar')).toEqual([{ tenantId: customer.tenantId, file: picture }]);
    running.actor.send(doneEvent('uploadAvatar', withAvatar));
    expect(context(running).customer).toEqual(withAvatar);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: customerDetailTexts.avatarUpdated }]);
  });

  it('keeps the old picture and says so when the upload fails', () => {
    const running = run(model, { slug: SLUG }, [
      doneEvent('loadCustomer', customer),
      { type: 'avatar.chosen', file: picture },
      errorEvent('uploadAvatar', failure('SERVER_ERROR')),
    ]);
    expect(context(running).customer).toEqual(customer);
    expect(running.actor.getSnapshot().hasTag('uploadingAvatar')).toBe(false);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: imagePipelineTexts.failed }]);
  });

  it('uploads nothing for a customer another agent registered (only they change the photo)', () => {
    const running = run(model, { slug: SLUG }, [doneEvent('loadCustomer', shared)]);
    expect(running.actor.getSnapshot().can({ type: 'avatar.chosen', file: picture })).toBe(false);
    running.actor.send({ type: 'avatar.chosen', file: picture });
    expect(actorCalls(running.effects, 'uploadAvatar')).toEqual([]);
    expect(running.actor.getSnapshot().hasTag('uploadingAvatar')).toBe(false);
  });

  it('says who may change the photo when the server refuses it (a page loaded before)', () => {
    const running = run(model, { slug: SLUG }, [
      doneEvent('loadCustomer', customer),
      { type: 'avatar.chosen', file: picture },
      errorEvent('uploadAvatar', failure('TENANT_IDENTITY_READ_ONLY')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'error', message: 'Solo el agente que registró a este cliente puede cambiar su foto.' },
    ]);
  });

  it('says the storage is full when the quota refuses the photo (issue 20)', () => {
    const running = run(model, { slug: SLUG }, [
      doneEvent('loadCustomer', customer),
      { type: 'avatar.chosen', file: picture },
      errorEvent('uploadAvatar', failure('STORAGE_QUOTA_EXCEEDED')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([
      {
        kind: 'error',
        message: 'No hay espacio para esta foto: tus archivos ya ocupan todo el espacio de tu cuenta. Elimina adjuntos, fotos o videos que ya no necesites y vuelve a intentarlo.',
      },
    ]);
  });
});
