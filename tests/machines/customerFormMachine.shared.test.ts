/**
 * customerFormMachine and issue 6: editing a customer another agent registered (only the type is
 * this agent's), the server refusing an identity change anyway, and too many lookups. The graph
 * paths of the `editShared` input run in customerFormMachine.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { customerFormTexts } from '../../src/i18n/customers.ts';
import type { CustomerFormContext } from '../../src/machines/customerFormMachine.ts';
import { PHONE_TYPED, TODAY, customer, miranda, model, sharedCustomer, sucre } from './customerFormMachine.model.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent } from './graph.ts';
import { actionCalls, actorCalls, run } from './graph-suite.ts';

const editShared = { mode: 'edit', tenant: sharedCustomer, today: TODAY } as const;
const editOwn = { mode: 'edit', tenant: customer, today: TODAY } as const;

const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as CustomerFormContext;
const snapshot = (running: ReturnType<typeof run>) => running.actor.getSnapshot();

/** One change to every identity field the form has. */
const identityChanges: AnyEventObject[] = [
  { type: 'field.changed', field: 'firstName', value: 'Renata' },
  { type: 'field.changed', field: 'lastName', value: 'Salazar' },
  { type: 'field.changed', field: 'emailAddress', value: 'renata@example.com' },
  { type: 'field.changed', field: 'phoneNumber', value: '04149998877' },
  { type: 'field.changed', field: 'documentNumber', value: '99999999' },
  { type: 'option.selected', field: 'sex', value: 1 },
  { type: 'option.selected', field: 'documentType', value: 4 },
  { type: 'birthDate.changed', part: 'year', value: 1980 },
  { type: 'countryState.selected', countryStateId: miranda.countryStateId },
  { type: 'countryLocation.selected', countryLocationId: sucre.countryLocationId },
];

describe('customerFormMachine: a customer another agent registered', () => {
  it('offers the type only: every identity change is refused and leaves the values as loaded', () => {
    const running = run(model, editShared, []);
    expect(context(running).identityEditable).toBe(false);
    expect(snapshot(running).hasTag('editable')).toBe(true);
    for (const event of identityChanges) expect(snapshot(running).can(event), event.type).toBe(false);
    expect(snapshot(running).can({ type: 'option.selected', field: 'tenantType', value: 3 })).toBe(true);

    const before = context(running).values;
    for (const event of identityChanges) running.actor.send(event);
    expect(context(running).values).toEqual(before);
    expect(actorCalls(running.effects, 'loadLocations')).toEqual([]);
  });

  it('the agent who registered the customer may change all of it', () => {
    const running = run(model, editOwn, []);
    expect(context(running).identityEditable).toBe(true);
    for (const event of identityChanges) expect(snapshot(running).can(event), event.type).toBe(true);
  });

  it('saves a new type, sending the person exactly as the server gave it (its missing address blocks nothing)', () => {
    const running = run(model, editShared, [
      { type: 'option.selected', field: 'tenantType', value: 3 },
      { type: 'form.submitted' },
    ]);
    expect(actorCalls(running.effects, 'update')).toEqual([
      {
        tenantId: sharedCustomer.tenantId,
        firstName: 'Marta',
        lastName: 'Ruiz',
        tenantType: 3,
        codePhoneNumber: '58',
        phoneNumber: '4121234567',
        emailAddress: 'ana.perez@example.com',
        documentType: 1,
        documentNumber: '12345678',
        sex: 2,
        countryState: null,
        location: null,
        birthDate: '1990-05-17',
      },
    ]);
    running.actor.send(doneEvent('update', { ...sharedCustomer, tenantType: 3 }));
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: customerFormTexts.updated }]);
    running.actor.send(afterEvent('redirectDelay', 'customerForm.redirecting'));
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/customers/view/marta-ruiz' }]);
  });

  it('when the server refuses an identity change anyway (a page loaded before), says who may change it and keeps the form', () => {
    const running = run(model, editOwn, [
      { type: 'field.changed', field: 'firstName', value: 'Renata' },
      { type: 'form.submitted' },
      errorEvent('update', failure('TENANT_IDENTITY_READ_ONLY')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'error', message: 'Solo el agente que registró a este cliente puede cambiar sus datos personales.' },
    ]);
    expect(snapshot(running).matches({ form: 'filling' })).toBe(true);
    expect(context(running).values.firstName).toBe('Renata');
  });
});

describe('customerFormMachine: too many lookups (429)', () => {
  const create = { mode: 'create', today: TODAY } as const;

  it('a phone lookup refused for too many lookups says so (not "no tenant") and clears the form', () => {
    const running = run(model, create, [
      { type: 'field.changed', field: 'phoneNumber', value: PHONE_TYPED },
      afterEvent('lookupDebounce', 'customerForm.phone.typing'),
      errorEvent('lookupByPhone', failure('TOO_MANY_REQUESTS')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: customerFormTexts.tooManyLookups }]);
    expect(context(running).values.phoneNumber).toBe('');
    expect(snapshot(running).matches({ phone: 'typing' })).toBe(true);
  });

  it('an e-mail lookup refused for too many lookups says so and goes back to the phone', () => {
    const running = run(model, create, [
      { type: 'field.changed', field: 'phoneNumber', value: PHONE_TYPED },
      afterEvent('lookupDebounce', 'customerForm.phone.typing'),
      errorEvent('lookupByPhone', failure('TENANT_NOT_FOUND')),
      { type: 'field.changed', field: 'emailAddress', value: 'carla@example.com' },
      afterEvent('lookupDebounce', 'customerForm.form.filling.emailTyping'),
      errorEvent('lookupByEmail', failure('TOO_MANY_REQUESTS')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: customerFormTexts.tooManyLookups }]);
    expect(snapshot(running).matches({ phone: 'typing' })).toBe(true);
  });
});
