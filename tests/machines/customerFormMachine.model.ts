import { customerFormMachine, type CustomerFormContext } from '../../src/machines/customerFormMachine.ts';
import { isLookupEmail } from '../../src/machines/forms/customer-form.ts';
import { editableErrors } from '../../src/machines/forms/customer-form-context.ts';
import type { CountryLocation, CountryState } from '../../src/schema/reference.ts';
import type { Tenant, TenantLookup } from '../../src/schema/tenant.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const TODAY = '2026-11-25';

export const miranda: CountryState = { countryStateId: 'state-miranda', name: 'Miranda', latitude: 10.25, longitude: -66.41 };
export const sucre: CountryLocation = {
  countryLocationId: 'location-sucre',
  name: 'Sucre',
  latitude: 10.49,
  longitude: -66.81,
  countryState: miranda,
};

export const customer: Tenant = {
  tenantId: 'tenant-1',
  slug: 'ana-perez',
  firstName: 'Ana',
  lastName: 'Pérez',
  fullName: 'Ana Pérez',
  tenantType: 2,
  status: 1,
  emailAddress: 'ana.perez@example.com',
  phoneNumber: { code: '58', number: '4121234567', fullNumber: '584121234567' },
  documentType: 1,
  documentNumber: '12345678',
  sex: 2,
  birthDate: '1990-05-17',
  address: { countryState: 'Miranda', countryStateId: miranda.countryStateId, location: 'Sucre', countryLocationId: sucre.countryLocationId },
  avatarUrl: null,
  createdAt: '2026-11-01T14:00:00.000Z',
  updatedAt: '2026-11-01T14:00:00.000Z',
  identityEditable: true,
};

export const lead: Tenant = { ...customer, tenantId: 'tenant-2', slug: 'luis-lead', tenantType: 1 };

/**
 * A customer another agent registered (issue 6): only the type is this agent's to change. Stored
 * without an address, which the form would require of its creator but must not of a linked agent.
 */
export const sharedCustomer: Tenant = {
  ...customer,
  tenantId: 'tenant-3',
  slug: 'marta-ruiz',
  firstName: 'Marta',
  lastName: 'Ruiz',
  fullName: 'Marta Ruiz',
  address: { countryState: null, countryStateId: null, location: null, countryLocationId: null },
  identityEditable: false,
};

export const found: TenantLookup = {
  tenantId: 'tenant-9',
  fullName: 'Carla Gómez',
  avatarUrl: null,
  phoneNumber: { code: '58', number: '4141112233', fullNumber: '584141112233' },
  linked: false,
};

/**
 * Issue 21: the customer as another tab saved it, read again after a 412 (a new surname and
 * document; phone, e-mail and place as before, so the e2e model's run values still apply).
 */
export const changedCustomer: Tenant = {
  ...customer,
  lastName: 'Gil',
  fullName: 'Ana Gil',
  documentNumber: '87654321',
  updatedAt: '2026-11-25T15:00:00.000Z',
};

export const linked: Tenant = { ...customer, tenantId: 'tenant-9', slug: 'carla-gomez', firstName: 'Carla', lastName: 'Gómez' };

export const PHONE_TYPED = '0414-111 2233';

export const model: MachineModel<typeof customerFormMachine> = {
  name: 'customerFormMachine',
  machine: customerFormMachine,
  input: { mode: 'create', today: TODAY },
  inputs: {
    create: { mode: 'create', today: TODAY },
    edit: { mode: 'edit', tenant: customer, today: TODAY },
    editLead: { mode: 'edit', tenant: lead, today: TODAY },
    editShared: { mode: 'edit', tenant: sharedCustomer, today: TODAY },
  },
  events: [
    { type: 'field.changed', field: 'phoneNumber', value: PHONE_TYPED },
    afterEvent('lookupDebounce', 'customerForm.phone.typing'),
    doneEvent('lookupByPhone', found),
    errorEvent('lookupByPhone', failure('TENANT_NOT_FOUND')),
    errorEvent('lookupByPhone', failure('SERVER_ERROR')),
    { type: 'option.selected', field: 'tenantType', value: 3 },
    { type: 'tenant.linkRequested' },
    doneEvent('link', linked),
    errorEvent('link', failure('TENANT_AGENT_ALREADY_EXIST')),
    { type: 'field.changed', field: 'firstName', value: ' carla ' },
    { type: 'field.changed', field: 'lastName', value: 'Gómez' },
    { type: 'field.changed', field: 'emailAddress', value: ' Carla.Gomez@Example.COM ' },
    afterEvent('lookupDebounce', 'customerForm.form.filling.emailTyping'),
    doneEvent('lookupByEmail', { ...found, phoneNumber: undefined, emailAddress: 'carla.gomez@example.com' }),
    errorEvent('lookupByEmail', failure('TENANT_NOT_FOUND')),
    errorEvent('lookupByEmail', failure('SERVER_ERROR')),
    { type: 'birthDate.changed', part: 'year', value: null },
    { type: 'countryState.selected', countryStateId: miranda.countryStateId },
    { type: 'countryLocation.selected', countryLocationId: sucre.countryLocationId },
    doneEvent('loadStates', [miranda]),
    errorEvent('loadStates', failure('SERVER_ERROR')),
    doneEvent('loadLocations', [sucre]),
    errorEvent('loadLocations', failure('SERVER_ERROR')),
    { type: 'form.submitted' },
    doneEvent('create', linked),
    errorEvent('create', failure('EMAIL_IN_USE')),
    doneEvent('update', customer),
    errorEvent('update', failure('PHONE_NUMBER_IN_USE')),
    errorEvent('update', failure('TENANT_CHANGED')),
    doneEvent('readTenant', changedCustomer),
    errorEvent('readTenant', failure('SERVER_ERROR')),
    afterEvent('redirectDelay', 'customerForm.redirecting'),
  ],
  // The guards read the form's validity as far as the agent may edit it (each change event sets a
  // fixed value, so the fields that fail are the deciding facts) and, while the e-mail pause runs,
  // whether it is worth a lookup (the phone's is its validity). identityEditable comes with the
  // input and never changes. Reference lists, the tenant found and toasts decide nothing.
  serializeState: (snapshot) => {
    if (snapshot.status !== 'active') return stateKey(snapshot);
    const { values, today, identityEditable } = snapshot.context as CustomerFormContext;
    const errors = editableErrors(values, today, identityEditable);
    const failing = Object.entries(errors).flatMap(([field, error]) => (error === null ? [] : [field]));
    return snapshot.matches({ form: { filling: 'emailTyping' } })
      ? stateKey(snapshot, { failing, emailLookup: isLookupEmail(values.emailAddress) })
      : stateKey(snapshot, { failing });
  },
  effects: ['notify', 'navigate', 'rememberTyped', 'forgetTyped'],
};
