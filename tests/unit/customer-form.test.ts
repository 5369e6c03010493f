import { describe, expect, it } from 'vitest';
import {
  canChangeTenantType,
  customerFormValues,
  customerSaveErrorMessage,
  emptyCustomerForm,
  isCompletePhone,
  isLookupEmail,
  linkErrorMessage,
  linkTenantType,
  phoneLookupKey,
  tenantBody,
  tenantTypeOptions,
  tenantUpdateBody,
  validateBirthDate,
  validateCountryLocation,
  validateCountryState,
  validateCustomerEmail,
  validateCustomerForm,
  validateDocumentType,
  validateFirstName,
  validateLastName,
  validatePhoneNumber,
  validateSex,
  validateTenantType,
  wirePhoneCode,
  wirePhoneNumber,
  type CustomerFormValues,
} from '../../src/machines/forms/customer-form.ts';
import type { Tenant } from '../../src/schema/tenant.ts';

const TODAY = '2026-11-25';

describe('customer names', () => {
  it.each([
    ['', 'Debes escribir el nombre'],
    ['   ', 'Debes escribir el nombre'],
    ['An', 'El nombre debe tener al menos 3 caracteres'],
    [' An ', 'El nombre debe tener al menos 3 caracteres'],
    ['a'.repeat(51), 'El nombre no debe tener más de 50 caracteres'],
    ['Ana3', 'El nombre solo puede contener letras'],
    ['Ana_', 'El nombre solo puede contener letras'],
    ['a'.repeat(50), null],
    ['María José', null],
    ["O'Neil-Núñez", null],
  ])('first name %j → %s', (value, message) => {
    expect(validateFirstName(value)).toBe(message);
  });

  it.each([
    ['', 'Debes escribir el apellido'],
    ['Pé', 'El apellido debe tener al menos 3 caracteres'],
    ['b'.repeat(51), 'El apellido no debe tener más de 50 caracteres'],
    ['Pérez 2', 'El apellido solo puede contener letras'],
    ['Pérez', null],
  ])('last name %j → %s', (value, message) => {
    expect(validateLastName(value)).toBe(message);
  });
});

describe('customer phone', () => {
  it.each([
    ['', 'Debes ingresar un número de teléfono'],
    ['0412', 'El número de teléfono debe tener al menos 10 dígitos'],
    // 9 digits once the leading 0 is dropped.
    ['041212345', 'El número de teléfono debe tener al menos 10 dígitos'],
    ['0412abc4567', 'El número de teléfono solo puede contener números'],
    ['123456789012345', 'El número de teléfono no debe tener más de 14 dígitos'],
    ['04121234567', null],
    ['4121234567', null],
    ['0412-123 45 67', null],
    ['(0412) 123.45.67', null],
  ])('%j → %s', (value, message) => {
    expect(validatePhoneNumber(value)).toBe(message);
    expect(isCompletePhone(value)).toBe(message === null);
  });

  it('drops separators and one leading 0, and the + of the code', () => {
    expect(wirePhoneNumber('0412-123 45 67')).toBe('4121234567');
    expect(wirePhoneNumber('4121234567')).toBe('4121234567');
    expect(wirePhoneCode('+58')).toBe('58');
    expect(wirePhoneCode('58')).toBe('58');
    expect(phoneLookupKey({ phoneCode: '+58', phoneNumber: '0412 1234567' })).toBe('584121234567');
  });
});

describe('customer e-mail, selects and birth date', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['ana@', 'Debes escribir un correo electrónico válido'],
    ['ana@example', 'Debes escribir un correo electrónico válido'],
    [' Ana.Perez@Example.COM ', null],
  ])('e-mail %j → %s', (value, message) => {
    expect(validateCustomerEmail(value)).toBe(message);
  });

  it('looks up only a non-empty valid e-mail', () => {
    expect(isLookupEmail('')).toBe(false);
    expect(isLookupEmail('ana@')).toBe(false);
    expect(isLookupEmail(' ana@example.com ')).toBe(true);
  });

  it('checks the selects', () => {
    expect(validateSex(null)).toBe('Debes seleccionar un sexo');
    expect(validateSex(4)).toBe('El sexo seleccionado no es válido');
    expect(validateSex(3)).toBeNull();
    expect(validateDocumentType(null)).toBeNull();
    expect(validateDocumentType(5)).toBe('El tipo de documento seleccionado no es válido');
    expect(validateDocumentType(4)).toBeNull();
    expect(validateTenantType(null)).toBe('Debes seleccionar un tipo de contacto');
    expect(validateTenantType(4)).toBe('El tipo de cliente seleccionado no es válido');
    expect(validateTenantType(1)).toBeNull();
    expect(validateCountryState(null)).toBe('Debes seleccionar un estado');
    expect(validateCountryLocation(null)).toBe('Debes seleccionar una localidad');
    expect(validateCountryLocation('location-1')).toBeNull();
  });

  it('accepts no birth date, refuses a partial or future one', () => {
    expect(validateBirthDate({ year: null, month: null, day: null }, TODAY)).toBeNull();
    expect(validateBirthDate({ year: 1990, month: 5, day: null }, TODAY)).toBe(
      'Debes seleccionar el día, el mes y el año de nacimiento',
    );
    expect(validateBirthDate({ year: 2026, month: 11, day: 26 }, TODAY)).toBe('La fecha de nacimiento seleccionada no es válida');
    expect(validateBirthDate({ year: 2026, month: 11, day: 25 }, TODAY)).toBeNull();
  });

  it('starts with Cliente and No especificado; only the required fields fail', () => {
    expect(emptyCustomerForm.tenantType).toBe(2);
    expect(emptyCustomerForm.sex).toBe(3);
    const errors = validateCustomerForm(emptyCustomerForm, TODAY);
    expect(Object.entries(errors).flatMap(([field, error]) => (error === null ? [] : [field]))).toEqual([
      'firstName',
      'lastName',
      'countryState',
      'countryLocation',
      'phoneNumber',
    ]);
  });
});

const values: CustomerFormValues = {
  ...emptyCustomerForm,
  firstName: ' Carla ',
  lastName: ' Gómez',
  phoneCode: '+58',
  phoneNumber: '0414-111 2233',
  emailAddress: ' Carla.Gomez@Example.COM ',
  countryStateId: 'state-1',
  countryLocationId: 'location-1',
};

describe('customer wire bodies', () => {
  it('maps the form to TenantBody: trimmed, code without +, leading 0 dropped, e-mail lowercased, nulls', () => {
    expect(tenantBody(values)).toEqual({
      firstName: 'Carla',
      lastName: 'Gómez',
      tenantType: 2,
      codePhoneNumber: '58',
      phoneNumber: '4141112233',
      emailAddress: 'carla.gomez@example.com',
      documentType: null,
      documentNumber: null,
      sex: 3,
      countryState: 'state-1',
      location: 'location-1',
      birthDate: null,
    });
  });

  it('sends null for an empty e-mail and a blank document number', () => {
    const body = tenantBody({ ...values, emailAddress: '   ', documentNumber: '  ', documentType: 1 });
    expect(body.emailAddress).toBeNull();
    expect(body.documentNumber).toBeNull();
    expect(body.documentType).toBe(1);
  });

  it('adds the tenant id for an update', () => {
    expect(tenantUpdateBody('tenant-1', values)).toEqual({ ...tenantBody(values), tenantId: 'tenant-1' });
  });

  it('links as Cliente unless Contacto is chosen', () => {
    expect(linkTenantType({ tenantType: 2 })).toBe(2);
    expect(linkTenantType({ tenantType: 3 })).toBe(3);
    expect(linkTenantType({ tenantType: 1 })).toBe(2);
  });

  it('prefills the edit form from the customer', () => {
    const tenant: Tenant = {
      tenantId: 'tenant-1',
      slug: 'ana',
      firstName: 'Ana',
      lastName: 'Pérez',
      fullName: 'Ana Pérez',
      tenantType: 1,
      status: 1,
      emailAddress: null,
      phoneNumber: { code: '58', number: '4121234567', fullNumber: '584121234567' },
      documentType: null,
      documentNumber: null,
      sex: 1,
      birthDate: null,
      address: { countryState: null, countryStateId: null, location: null, countryLocationId: null },
      avatarUrl: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      identityEditable: true,
    };
    expect(customerFormValues(tenant)).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      sex: 1,
      documentType: null,
      documentNumber: '',
      tenantType: 1,
      emailAddress: '',
      countryStateId: null,
      countryLocationId: null,
      phoneCode: '58',
      phoneNumber: '4121234567',
      birthDate: { year: null, month: null, day: null },
    });
  });
});

describe('customer type select and toasts', () => {
  it('offers Cliente and Contacto; a lead also sees Potencial cliente and cannot change it', () => {
    expect(tenantTypeOptions(null)).toEqual([2, 3]);
    expect(tenantTypeOptions(2)).toEqual([2, 3]);
    expect(tenantTypeOptions(1)).toEqual([1, 2, 3]);
    expect(canChangeTenantType(1)).toBe(false);
    expect(canChangeTenantType(3)).toBe(true);
    expect(canChangeTenantType(null)).toBe(true);
  });

  it('gives the spec 02 §8 texts', () => {
    expect(customerSaveErrorMessage('TENANT_CHANGED')).toContain('Este cliente cambió en otra pestaña');
    expect(customerSaveErrorMessage('EMAIL_IN_USE')).toBe(
      'El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.',
    );
    expect(customerSaveErrorMessage('PHONE_NUMBER_IN_USE')).toBe(
      'El número de teléfono ya está en uso. Por favor, intenta con otro número de teléfono.',
    );
    expect(customerSaveErrorMessage('SERVER_ERROR')).toBe('Algo ha salido mal. Por favor, vuelve a intentarlo.');
    expect(linkErrorMessage('TENANT_AGENT_ALREADY_EXIST')).toBe('El cliente ya se encuentra agregado en tu listado.');
    expect(linkErrorMessage('SERVER_ERROR')).toBe('Algo ha salido mal. Vuelve a intentarlo.');
  });
});
