import { customerDetailMachine, type CustomerDetailContext } from '../../src/machines/customerDetailMachine.ts';
import type { Tenant } from '../../src/schema/tenant.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const SLUG = 'ana-perez-1a2b';

export const customer: Tenant = {
  tenantId: '5d1c2b7e-0f3a-4e61-9c2d-8b7a6f5e4d31',
  slug: SLUG,
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
  address: { countryState: 'Miranda', countryStateId: 'state-1', location: 'Chacao', countryLocationId: 'location-1' },
  avatarUrl: null,
  createdAt: '2026-11-05T15:00:00.000Z',
  updatedAt: '2026-11-05T15:00:00.000Z',
  identityEditable: true,
};

export const picture = new File(['jpeg'], `${'5d1c2b7e-0f3a-4e61-9c2d-8b7a6f5e4d31'}.jpg`, { type: 'image/jpeg' });
export const withAvatar: Tenant = { ...customer, avatarUrl: '/uploads/avatars/5d1c2b7e.jpg' };

export const archived: Tenant = { ...customer, status: 2, updatedAt: '2026-11-20T15:00:00.000Z' };

/** Registered by another agent (issue 6): this agent may not change the photo. */
export const shared: Tenant = { ...customer, identityEditable: false };

export const model: MachineModel<typeof customerDetailMachine> = {
  name: 'customerDetailMachine',
  machine: customerDetailMachine,
  input: { slug: SLUG },
  inputs: { slug: { slug: SLUG } },
  events: [
    doneEvent('loadCustomer', customer),
    doneEvent('loadCustomer', shared),
    errorEvent('loadCustomer', failure('TENANT_NOT_FOUND')),
    errorEvent('loadCustomer', failure('SERVER_ERROR')),
    { type: 'customer.retried' },
    { type: 'customer.reloaded' },
    { type: 'customer.replaced', customer: archived },
    doneEvent('reloadCustomer', archived),
    errorEvent('reloadCustomer', failure('SERVER_ERROR')),
    { type: 'avatar.chosen', file: picture },
    doneEvent('uploadAvatar', withAvatar),
    errorEvent('uploadAvatar', failure('FILE_TOO_LARGE')),
    errorEvent('uploadAvatar', failure('TENANT_IDENTITY_READ_ONLY')),
  ],
  // The state value, and whether the customer shown lets this agent change the photo (a guard reads it).
  serializeState: (snapshot) => {
    const { customer: shown } = snapshot.context as CustomerDetailContext;
    return shown === null || shown.identityEditable ? stateKey(snapshot) : stateKey(snapshot, { photo: 'read-only' });
  },
  effects: ['notify'],
};
