import { describe, expect, it } from 'vitest';
import { emptyCustomerForm } from '../../../machines/forms/customer-form.ts';
import { decodeTypedCustomer } from './typed-customer.ts';

const typed = {
  ...emptyCustomerForm,
  firstName: 'Rosa',
  lastName: 'Prueba',
  phoneNumber: '0414-111 2233',
  countryStateId: 'state-miranda',
  birthDate: { day: 7, month: 5, year: null },
};

describe('decodeTypedCustomer (issue 21)', () => {
  it('reads back a copy of the form as it was kept', () => {
    expect(decodeTypedCustomer(JSON.parse(JSON.stringify(typed)))).toEqual(typed);
  });

  it('keeps only the form fields', () => {
    expect(decodeTypedCustomer({ ...typed, password: 'x', avatar: 'blob:…' })).toEqual(typed);
  });

  it.each([
    ['nothing', null],
    ['a string', 'Rosa'],
    ['a missing text', { ...typed, lastName: undefined }],
    ['a number as text', { ...typed, firstName: 3 }],
    ['a text as a choice', { ...typed, sex: '2' }],
    ['a fraction as a choice', { ...typed, documentType: 1.5 }],
    ['no birth date', { ...typed, birthDate: null }],
    ['a birth-date part as text', { ...typed, birthDate: { ...typed.birthDate, year: '1990' } }],
    ['a state as a number', { ...typed, countryStateId: 7 }],
  ])('refuses %s (an older shape is dropped)', (_, stored) => {
    expect(decodeTypedCustomer(stored)).toBeNull();
  });
});
