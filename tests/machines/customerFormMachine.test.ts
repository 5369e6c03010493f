import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { customerFormTexts, customerValidation } from '../../src/i18n/customers.ts';
import type { CustomerFormContext } from '../../src/machines/customerFormMachine.ts';
import {
  PHONE_TYPED,
  TODAY,
  customer,
  found,
  lead,
  linked,
  miranda,
  model,
  sucre,
} from './customerFormMachine.model.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, startActor } from './graph.ts';
import { actionCalls, actorCalls, graphSuite, run } from './graph-suite.ts';

graphSuite(model);

const create = { mode: 'create', today: TODAY } as const;
const edit = { mode: 'edit', tenant: customer, today: TODAY } as const;

const context = (running: ReturnType<typeof run>) => running.actor.getSnapshot().context as CustomerFormContext;
const snapshot = (running: ReturnType<typeof run>) => running.actor.getSnapshot();

const typePhone = (value: string): AnyEventObject => ({ type: 'field.changed', field: 'phoneNumber', value });
const toFullForm: AnyEventObject[] = [
  typePhone(PHONE_TYPED),
  afterEvent('lookupDebounce', 'customerForm.phone.typing'),
  errorEvent('lookupByPhone', failure('TENANT_NOT_FOUND')),
];
const filled: AnyEventObject[] = [
  ...toFullForm,
  { type: 'field.changed', field: 'firstName', value: ' Carla ' },
  { type: 'field.changed', field: 'lastName', value: 'Gómez ' },
  { type: 'field.changed', field: 'emailAddress', value: ' Carla.Gomez@Example.COM ' },
  { type: 'countryState.selected', countryStateId: miranda.countryStateId },
  doneEvent('loadLocations', [sucre]),
  { type: 'countryLocation.selected', countryLocationId: sucre.countryLocationId },
];
const newCustomerBody = {
  firstName: 'Carla',
  lastName: 'Gómez',
  tenantType: 2,
  codePhoneNumber: '58',
  phoneNumber: '4141112233',
  emailAddress: 'carla.gomez@example.com',
  documentType: null,
  documentNumber: null,
  sex: 3,
  countryState: miranda.countryStateId,
  location: sucre.countryLocationId,
  birthDate: null,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('customerFormMachine: phone first', () => {
  it('keeps the other fields disabled until a lookup finds nobody', () => {
    const running = run(model, create, []);
    expect(snapshot(running).hasTag('editable')).toBe(false);
    expect(snapshot(running).can({ type: 'field.changed', field: 'firstName', value: 'Carla' })).toBe(false);
    expect(snapshot(running).can(typePhone('0'))).toBe(true);

    running.actor.send({ type: 'field.changed', field: 'firstName', value: 'Carla' });
    expect(context(running).values.firstName).toBe('');

    for (const event of toFullForm) running.actor.send(event);
    expect(snapshot(running).hasTag('editable')).toBe(true);
    expect(snapshot(running).matches({ form: 'filling' })).toBe(true);
  });

  it('looks the phone up 1 s after the last keystroke, each keystroke restarting the pause', () => {
    vi.useFakeTimers();
    const running = startActor(model, create);
    running.actor.send(typePhone('0414111223'));
    vi.advanceTimersByTime(900);
    running.actor.send(typePhone(PHONE_TYPED));
    vi.advanceTimersByTime(999);
    expect(actorCalls(running.effects, 'lookupByPhone')).toEqual([]);
    vi.advanceTimersByTime(1);
    // '58' + the number without its leading 0 or separators.
    expect(actorCalls(running.effects, 'lookupByPhone')).toEqual([{ phoneNumber: '584141112233' }]);
    running.actor.stop();
  });

  it('does not look up an incomplete number', () => {
    vi.useFakeTimers();
    const running = startActor(model, create);
    running.actor.send(typePhone('0414'));
    vi.advanceTimersByTime(5000);
    expect(actorCalls(running.effects, 'lookupByPhone')).toEqual([]);
    expect(snapshot(running).matches({ phone: 'typing' })).toBe(true);
    running.actor.stop();
  });

  it('on any other lookup failure shows the error toast and clears the form', () => {
    const running = run(model, create, [
      typePhone(PHONE_TYPED),
      afterEvent('lookupDebounce', 'customerForm.phone.typing'),
      errorEvent('lookupByPhone', failure('SERVER_ERROR')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'error', message: 'Algo ha salido mal. Vuelve a intentarlo.' },
    ]);
    expect(context(running).values.phoneNumber).toBe('');
    expect(snapshot(running).matches({ phone: 'typing' })).toBe(true);
  });
});

describe('customerFormMachine: linking a tenant found', () => {
  const toExisting = [
    typePhone(PHONE_TYPED),
    afterEvent('lookupDebounce', 'customerForm.phone.typing'),
    doneEvent('lookupByPhone', found),
  ];

  it("shows the tenant found and links it with 'Agregar cliente', then opens its view after 2 s", () => {
    const running = run(model, create, [...toExisting, { type: 'tenant.linkRequested' }]);
    expect(context(running).existing).toEqual(found);
    expect(actorCalls(running.effects, 'link')).toEqual([{ tenantId: found.tenantId, tenantType: 2 }]);

    running.actor.send(doneEvent('link', linked));
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Cliente agregado exitosamente' }]);
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
    running.actor.send(afterEvent('redirectDelay', 'customerForm.redirecting'));
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/customers/view/carla-gomez' }]);
  });

  it('links as Contacto when chosen', () => {
    const running = run(model, create, [
      ...toExisting,
      { type: 'option.selected', field: 'tenantType', value: 3 },
      { type: 'tenant.linkRequested' },
    ]);
    expect(actorCalls(running.effects, 'link')).toEqual([{ tenantId: found.tenantId, tenantType: 3 }]);
  });

  it('says the customer is already in the list when the link exists', () => {
    const running = run(model, create, [
      ...toExisting,
      { type: 'tenant.linkRequested' },
      errorEvent('link', failure('TENANT_AGENT_ALREADY_EXIST')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([
      { kind: 'error', message: 'El cliente ya se encuentra agregado en tu listado.' },
    ]);
    expect(snapshot(running).matches({ existing: 'idle' })).toBe(true);
  });

  it('a new phone leaves the tenant found and looks up again', () => {
    const running = run(model, create, [...toExisting, typePhone('04121234567')]);
    expect(context(running).existing).toBeNull();
    expect(snapshot(running).matches({ phone: 'typing' })).toBe(true);
  });
});

describe('customerFormMachine: the full form', () => {
  it('refuses an incomplete form with the spec messages and sends nothing', () => {
    const running = run(model, create, [...toFullForm, { type: 'form.submitted' }]);
    expect(context(running).errors).toEqual({
      firstName: 'Debes escribir el nombre',
      lastName: 'Debes escribir el apellido',
      sex: null,
      documentType: null,
      tenantType: null,
      emailAddress: null,
      countryState: 'Debes seleccionar un estado',
      countryLocation: 'Debes seleccionar una localidad',
      phoneNumber: null,
      birthDate: null,
    });
    expect(actorCalls(running.effects, 'create')).toEqual([]);
  });

  it('checks a field on change', () => {
    const running = run(model, create, [...toFullForm, { type: 'field.changed', field: 'firstName', value: 'C4' }]);
    expect(context(running).errors.firstName).toBe(customerValidation.firstNameMin);
    expect(context(running).errors.lastName).toBeNull();
    running.actor.send({ type: 'field.changed', field: 'firstName', value: 'C4rla' });
    expect(context(running).errors.firstName).toBe('El nombre solo puede contener letras');
  });

  it('loads the localities of the chosen state, clears the locality on a new state and passes coordinates on', () => {
    const running = run(model, create, filled);
    expect(actorCalls(running.effects, 'loadStates')).toHaveLength(1);
    expect(actorCalls(running.effects, 'loadLocations')).toEqual([{ countryState: miranda.countryStateId }]);
    expect(context(running).localities).toEqual([sucre]);
    expect(context(running).coordinates).toEqual({ latitude: sucre.latitude, longitude: sucre.longitude });

    running.actor.send({ type: 'countryState.selected', countryStateId: 'state-zulia' });
    expect(context(running).values.countryLocationId).toBeNull();
    expect(context(running).coordinates).toBeNull();
    expect(context(running).localities).toEqual([]);
    expect(actorCalls(running.effects, 'loadLocations')).toEqual([
      { countryState: miranda.countryStateId },
      { countryState: 'state-zulia' },
    ]);
  });

  it('refuses a locality before a state is chosen', () => {
    const running = run(model, create, toFullForm);
    expect(snapshot(running).can({ type: 'countryLocation.selected', countryLocationId: sucre.countryLocationId })).toBe(false);
  });

  it('sends the wire body: names trimmed, code without +, leading 0 dropped, e-mail lowercased, null for empty optionals', () => {
    const running = run(model, create, [...filled, { type: 'form.submitted' }]);
    expect(actorCalls(running.effects, 'create')).toEqual([{ body: newCustomerBody, idempotencyKey: expect.any(String) }]);
  });

  it('sends the birth date as YYYY-MM-DD and the document when given', () => {
    const running = run(model, create, [
      ...filled,
      { type: 'birthDate.changed', part: 'year', value: 1990 },
      { type: 'birthDate.changed', part: 'month', value: 5 },
      { type: 'birthDate.changed', part: 'day', value: 7 },
      { type: 'option.selected', field: 'documentType', value: 1 },
      { type: 'field.changed', field: 'documentNumber', value: ' 12345678 ' },
      { type: 'option.selected', field: 'sex', value: 2 },
      { type: 'form.submitted' },
    ]);
    expect(actorCalls(running.effects, 'create')).toEqual([
      {
        body: { ...newCustomerBody, birthDate: '1990-05-07', documentType: 1, documentNumber: '12345678', sex: 2 },
        idempotencyKey: expect.any(String),
      },
    ]);
  });

  it('sends null for an empty e-mail', () => {
    const running = run(model, create, [
      ...filled,
      { type: 'field.changed', field: 'emailAddress', value: '  ' },
      { type: 'form.submitted' },
    ]);
    expect(actorCalls(running.effects, 'create')).toEqual([{ body: { ...newCustomerBody, emailAddress: null }, idempotencyKey: expect.any(String) }]);
  });

  it('on success shows the toast, then opens the customer view after 2 s', () => {
    vi.useFakeTimers();
    const running = startActor(model, create);
    for (const event of [...filled, { type: 'form.submitted' }, doneEvent('create', linked)]) running.actor.send(event);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Cliente agregado exitosamente' }]);
    vi.advanceTimersByTime(1999);
    expect(actionCalls(running.effects, 'navigate')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/customers/view/carla-gomez' }]);
    running.actor.stop();
  });

  it.each([
    ['EMAIL_IN_USE', 'El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.'],
    ['PHONE_NUMBER_IN_USE', 'El número de teléfono ya está en uso. Por favor, intenta con otro número de teléfono.'],
    ['SERVER_ERROR', 'Algo ha salido mal. Por favor, vuelve a intentarlo.'],
    ['SOMETHING_NEW', 'Algo ha salido mal. Por favor, vuelve a intentarlo.'],
  ])('on %s shows its toast and keeps the form', (type, message) => {
    const running = run(model, create, [...filled, { type: 'form.submitted' }, errorEvent('create', failure(type))]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message }]);
    expect(snapshot(running).matches({ form: 'filling' })).toBe(true);
    expect(context(running).values.firstName).toBe(' Carla ');
  });

  it('looks the e-mail up 1 s after the last keystroke, lowercased and trimmed', () => {
    vi.useFakeTimers();
    const running = startActor(model, create);
    for (const event of toFullForm) running.actor.send(event);
    running.actor.send({ type: 'field.changed', field: 'emailAddress', value: ' Carla.Gomez@Example.co' });
    vi.advanceTimersByTime(500);
    running.actor.send({ type: 'field.changed', field: 'emailAddress', value: ' Carla.Gomez@Example.COM ' });
    vi.advanceTimersByTime(999);
    expect(actorCalls(running.effects, 'lookupByEmail')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(actorCalls(running.effects, 'lookupByEmail')).toEqual([{ emailAddress: 'carla.gomez@example.com' }]);
    running.actor.send(doneEvent('lookupByEmail', found));
    expect(snapshot(running).matches({ existing: 'idle' })).toBe(true);
    running.actor.stop();
  });

  it('an e-mail lookup failure clears the form back to the phone', () => {
    const running = run(model, create, [
      ...filled,
      afterEvent('lookupDebounce', 'customerForm.form.filling.emailTyping'),
      errorEvent('lookupByEmail', failure('SERVER_ERROR')),
    ]);
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'error', message: customerFormTexts.lookupFailed }]);
    expect(context(running).values.firstName).toBe('');
    expect(snapshot(running).matches({ phone: 'typing' })).toBe(true);
  });
});

describe('customerFormMachine: editing', () => {
  it('opens the form prefilled and loads the localities of the customer state', () => {
    const running = run(model, edit, []);
    expect(snapshot(running).hasTag('editable')).toBe(true);
    expect(context(running).values).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pérez',
      phoneNumber: '4121234567',
      emailAddress: 'ana.perez@example.com',
      countryLocationId: sucre.countryLocationId,
      birthDate: { year: 1990, month: 5, day: 17 },
    });
    expect(actorCalls(running.effects, 'loadLocations')).toEqual([{ countryState: miranda.countryStateId }]);
  });

  it('does not look up phone or e-mail, and updates with the tenant id', () => {
    vi.useFakeTimers();
    const running = startActor(model, edit);
    running.actor.send({ type: 'field.changed', field: 'emailAddress', value: 'Ana@Example.com' });
    running.actor.send(typePhone('04121234568'));
    vi.advanceTimersByTime(3000);
    expect(actorCalls(running.effects, 'lookupByEmail')).toEqual([]);
    expect(actorCalls(running.effects, 'lookupByPhone')).toEqual([]);
    running.actor.send({ type: 'form.submitted' });
    expect(actorCalls(running.effects, 'update')).toEqual([
      {
        tenantId: customer.tenantId,
        firstName: 'Ana',
        lastName: 'Pérez',
        tenantType: 2,
        codePhoneNumber: '58',
        phoneNumber: '4121234568',
        emailAddress: 'ana@example.com',
        documentType: 1,
        documentNumber: '12345678',
        sex: 2,
        countryState: miranda.countryStateId,
        location: sucre.countryLocationId,
        birthDate: '1990-05-17',
      },
    ]);
    running.actor.send(doneEvent('update', customer));
    expect(actionCalls(running.effects, 'notify')).toEqual([{ kind: 'success', message: 'Cliente modificado exitosamente' }]);
    vi.advanceTimersByTime(2000);
    expect(actionCalls(running.effects, 'navigate')).toEqual([{ to: '/customers/view/ana-perez' }]);
    running.actor.stop();
  });

  it('lets a customer become a contact, but keeps a lead type select disabled', () => {
    const changeType = { type: 'option.selected', field: 'tenantType', value: 3 } as const;
    expect(snapshot(run(model, edit, [])).can(changeType)).toBe(true);
    const forLead = run(model, { mode: 'edit', tenant: lead, today: TODAY }, [changeType]);
    expect(snapshot(forLead).can(changeType)).toBe(false);
    expect(context(forLead).values.tenantType).toBe(1);
    expect(snapshot(forLead).can({ type: 'option.selected', field: 'sex', value: 1 })).toBe(true);
    expect(context(forLead).tenantTypeOptions).toEqual([1, 2, 3]);
  });

  it('offers Cliente and Contacto only, when creating and when editing a customer', () => {
    const toLead = { type: 'option.selected', field: 'tenantType', value: 1 } as const;
    const editing = run(model, edit, []);
    expect(context(editing).tenantTypeOptions).toEqual([2, 3]);
    expect(snapshot(editing).can(toLead)).toBe(false);
    const creating = run(model, create, toFullForm);
    expect(context(creating).tenantTypeOptions).toEqual([2, 3]);
    expect(snapshot(creating).can(toLead)).toBe(false);
    expect(snapshot(creating).can({ type: 'option.selected', field: 'tenantType', value: 3 })).toBe(true);
  });

  it("passes the customer's locality coordinates on once the localities arrive", () => {
    const running = run(model, edit, [doneEvent('loadLocations', [sucre])]);
    expect(context(running).coordinates).toEqual({ latitude: sucre.latitude, longitude: sucre.longitude });
  });
});
