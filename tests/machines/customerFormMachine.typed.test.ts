/**
 * customerFormMachine and issue 21: the local copy of what was typed (remembered, restored,
 * forgotten once saved), the customer read again after another tab saved it (412), and one
 * Idempotency-Key per create attempt. The graph paths run in customerFormMachine.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { customerFormTexts } from '../../src/i18n/customers.ts';
import type { CustomerFormContext } from '../../src/machines/customerFormMachine.ts';
import { customerFormValues, emptyCustomerForm } from '../../src/machines/forms/customer-form.ts';
import type { Tenant } from '../../src/schema/tenant.ts';
import {
  PHONE_TYPED,
  TODAY,
  changedCustomer,
  customer,
  found,
  linked,
  miranda,
  model,
  sharedCustomer,
  sucre,
} from './customerFormMachine.model.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, run } from './graph-suite.ts';

const create = { mode: 'create', today: TODAY } as const;
const edit = { mode: 'edit', tenant: customer, today: TODAY } as const;

const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as CustomerFormContext;
const snapshot = (running: ReturnType<typeof run>) => running.actor.getSnapshot();

const toFullForm: AnyEventObject[] = [
  { type: 'field.changed', field: 'phoneNumber', value: PHONE_TYPED },
  afterEvent('lookupDebounce', 'customerForm.phone.typing'),
  errorEvent('lookupByPhone', failure('TENANT_NOT_FOUND')),
];
const filled: AnyEventObject[] = [
  ...toFullForm,
  { type: 'field.changed', field: 'firstName', value: 'Carla' },
  { type: 'field.changed', field: 'lastName', value: 'Gómez' },
  { type: 'countryState.selected', countryStateId: miranda.countryStateId },
  doneEvent('loadLocations', [sucre]),
  { type: 'countryLocation.selected', countryLocationId: sucre.countryLocationId },
];
const submit: AnyEventObject = { type: 'form.submitted' };
const conflict = errorEvent('update', failure('TENANT_CHANGED'));

const keys = (running: ReturnType<typeof run>) =>
  actorCalls(running.effects, 'create').map((input) => (input as { idempotencyKey: string }).idempotencyKey);

describe('customerFormMachine keeps what was typed (issue 21)', () => {
  it('remembers the values after every change, from the phone on', () => {
    const running = run(model, create, filled);
    const remembered = actionCalls(running.effects, 'rememberTyped') as { values: CustomerFormContext['values'] }[];
    // The phone, the names, the state and the locality (the lookups and lists change no value).
    expect(remembered).toHaveLength(5);
    expect(remembered.at(-1)).toEqual({ values: context(running).values });
    expect(remembered.at(-1)?.values).toMatchObject({ firstName: 'Carla', countryLocationId: sucre.countryLocationId });
  });

  it('forgets the copy once created, and not on a failed create', () => {
    const running = run(model, create, [...filled, submit, errorEvent('create', failure('EMAIL_IN_USE'))]);
    expect(actionCalls(running.effects, 'forgetTyped')).toEqual([]);
    running.actor.send(submit);
    running.actor.send(doneEvent('create', linked));
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);
    expect(snapshot(running).matches('redirecting')).toBe(true);
  });

  it('forgets the copy once a lookup finds the person: nothing of a new customer is left to save', () => {
    const running = run(model, create, [
      { type: 'field.changed', field: 'phoneNumber', value: PHONE_TYPED },
      afterEvent('lookupDebounce', 'customerForm.phone.typing'),
      doneEvent('lookupByPhone', found),
    ]);
    expect(snapshot(running).matches('existing')).toBe(true);
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);
    // A new phone typed there is a new customer's again.
    running.actor.send({ type: 'field.changed', field: 'phoneNumber', value: '04121234567' });
    expect(actionCalls(running.effects, 'rememberTyped').at(-1)).toEqual({ values: context(running).values });
  });

  it('forgets the copy once an edit is saved', () => {
    const running = run(model, edit, [{ type: 'field.changed', field: 'firstName', value: 'Anabel' }, submit, doneEvent('update', customer)]);
    expect(actionCalls(running.effects, 'rememberTyped')).toHaveLength(1);
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);
  });

  it('an edit starts from the restored copy, which wins over the customer', () => {
    const restored = { ...customerFormValues(customer), firstName: 'Anabel', documentNumber: '999' };
    const running = run(model, { ...edit, restored }, []);
    expect(context(running).values).toEqual(restored);
    expect(context(running).touched).toEqual(['firstName', 'documentNumber']);
    expect(snapshot(running).matches({ form: 'filling' })).toBe(true);
  });

  it('a new customer restored starts at the phone again: its lookup opens the form with what was typed', () => {
    const restored = { ...emptyCustomerForm, phoneNumber: PHONE_TYPED, firstName: 'Carla', lastName: 'Gómez' };
    const running = run(model, { ...create, restored }, [afterEvent('lookupDebounce', 'customerForm.phone.typing')]);
    expect(actorCalls(running.effects, 'lookupByPhone')).toEqual([{ phoneNumber: '584141112233' }]);
    running.actor.send(errorEvent('lookupByPhone', failure('TENANT_NOT_FOUND')));
    expect(snapshot(running).matches({ form: 'filling' })).toBe(true);
    expect(context(running).values).toEqual(restored);
  });
});

describe('customerFormMachine after another tab saved the customer (issue 21, 412)', () => {
  const typedName = { type: 'field.changed', field: 'firstName', value: 'Anabel' } as const;

  it('says so, reads the customer again and keeps what the agent typed; the next save sends both', () => {
    const running = run(model, edit, [typedName, submit, conflict]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: customerFormTexts.changedElsewhere }]);
    expect(snapshot(running).matches({ form: 'refreshing' })).toBe(true);
    expect(snapshot(running).hasTag('busy')).toBe(true);
    expect(actorCalls(running.effects, 'readTenant')).toEqual([{ tenantId: customer.tenantId }]);

    running.actor.send(doneEvent('readTenant', changedCustomer));
    expect(snapshot(running).matches({ form: 'filling' })).toBe(true);
    expect(context(running).values).toEqual({ ...customerFormValues(changedCustomer), firstName: 'Anabel' });
    expect(context(running).tenant).toEqual(changedCustomer);
    expect(actionCalls(running.effects, 'rememberTyped').at(-1)).toEqual({ values: context(running).values });
    // The state did not move: its localities are not asked for again.
    expect(actorCalls(running.effects, 'loadLocations')).toHaveLength(1);

    running.actor.send(submit);
    expect(actorCalls(running.effects, 'update').at(-1)).toMatchObject({
      tenantId: customer.tenantId,
      firstName: 'Anabel',
      lastName: 'Gil',
      documentNumber: '87654321',
    });
    running.actor.send(doneEvent('update', changedCustomer));
    expect(snapshot(running).matches('redirecting')).toBe(true);
    expect(actionCalls(running.effects, 'forgetTyped')).toHaveLength(1);
  });

  it('keeps every field the agent changed since the form opened, not only the last one', () => {
    const running = run(model, edit, [
      typedName,
      { type: 'option.selected', field: 'sex', value: 1 },
      { type: 'birthDate.changed', part: 'year', value: 1991 },
      submit,
      conflict,
      doneEvent('readTenant', { ...changedCustomer, firstName: 'Ana María', sex: 3, birthDate: '1980-01-02' }),
    ]);
    expect(context(running).values).toMatchObject({ firstName: 'Anabel', sex: 1, birthDate: { year: 1991, month: 5, day: 17 }, lastName: 'Gil' });
  });

  it('takes another state and locality from the fresh customer, and loads that state\'s localities', () => {
    const zulia: Tenant = {
      ...changedCustomer,
      address: { countryState: 'Zulia', countryStateId: 'state-zulia', location: 'Maracaibo', countryLocationId: 'location-maracaibo' },
    };
    const running = run(model, edit, [doneEvent('loadLocations', [sucre]), typedName, submit, conflict, doneEvent('readTenant', zulia)]);
    expect(context(running).values).toMatchObject({ countryStateId: 'state-zulia', countryLocationId: 'location-maracaibo' });
    expect(context(running).localitiesStatus).toBe('loading');
    expect(context(running).coordinates).toBeNull();
    expect(actorCalls(running.effects, 'loadLocations')).toEqual([{ countryState: miranda.countryStateId }, { countryState: 'state-zulia' }]);
  });

  it('keeps the state and locality together when the agent changed either', () => {
    const zulia: Tenant = {
      ...changedCustomer,
      address: { countryState: 'Zulia', countryStateId: 'state-zulia', location: 'Maracaibo', countryLocationId: 'location-maracaibo' },
    };
    const running = run(model, edit, [
      doneEvent('loadLocations', [sucre, { ...sucre, countryLocationId: 'location-baruta', name: 'Baruta' }]),
      { type: 'countryLocation.selected', countryLocationId: 'location-baruta' },
      submit,
      conflict,
      doneEvent('readTenant', zulia),
    ]);
    expect(context(running).values).toMatchObject({ countryStateId: miranda.countryStateId, countryLocationId: 'location-baruta', lastName: 'Gil' });
    expect(actorCalls(running.effects, 'loadLocations')).toHaveLength(1);
  });

  it('a failed re-read leaves the form as it was; the next save tells again', () => {
    const running = run(model, edit, [typedName, submit, conflict, errorEvent('readTenant', failure('SERVER_ERROR'))]);
    expect(snapshot(running).matches({ form: 'filling' })).toBe(true);
    expect(context(running).values).toEqual({ ...customerFormValues(customer), firstName: 'Anabel' });
    expect(actionCalls(running.effects, 'notify')).toHaveLength(1);
  });

  it("a linked agent's next save sends the person as read again, with the type they chose", () => {
    const editShared = { mode: 'edit', tenant: sharedCustomer, today: TODAY } as const;
    const fresh: Tenant = { ...sharedCustomer, lastName: 'Ruiz Peña', fullName: 'Marta Ruiz Peña' };
    const running = run(model, editShared, [
      { type: 'option.selected', field: 'tenantType', value: 3 },
      submit,
      conflict,
      doneEvent('readTenant', fresh),
      submit,
    ]);
    expect(context(running).identityEditable).toBe(false);
    expect(actorCalls(running.effects, 'update').at(-1)).toMatchObject({ tenantId: sharedCustomer.tenantId, lastName: 'Ruiz Peña', tenantType: 3 });
  });

  it('any other refusal does not read the customer again', () => {
    const running = run(model, edit, [typedName, submit, errorEvent('update', failure('PHONE_NUMBER_IN_USE'))]);
    expect(snapshot(running).matches({ form: 'filling' })).toBe(true);
    expect(actorCalls(running.effects, 'readTenant')).toEqual([]);
  });
});

describe('customerFormMachine creates once (issue 21, Idempotency-Key)', () => {
  it('sends the same key when the same submit is retried, and a new one for another body', () => {
    const running = run(model, create, [...filled, submit, errorEvent('create', failure('SERVER_ERROR')), submit]);
    const [first, retry] = keys(running);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);

    running.actor.send(errorEvent('create', failure('EMAIL_IN_USE')));
    running.actor.send({ type: 'field.changed', field: 'lastName', value: 'Gómez Díaz' });
    running.actor.send(submit);
    expect(keys(running)[2]).not.toBe(first);
  });

  it('starts afresh once created', () => {
    const running = run(model, create, [...filled, submit]);
    const [sent] = keys(running);
    running.actor.send(doneEvent('create', linked));
    expect(context(running).createAttempt.key).not.toBe(sent);
    expect(context(running).createAttempt.body).toBeNull();
  });

  it('each form has its own key', () => {
    const [a] = keys(run(model, create, [...filled, submit]));
    const [b] = keys(run(model, create, [...filled, submit]));
    expect(a).not.toBe(b);
  });
});
