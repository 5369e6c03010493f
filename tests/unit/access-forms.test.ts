import { describe, expect, it } from 'vitest';
import { validation } from '../../src/i18n/es.ts';
import {
  canSubmitSignUpPassword,
  hasErrors,
  recheckShown,
  validateEmail,
  validateFirstName,
  validateResetEmail,
  validateResetPassword,
  validateSignIn,
  validateSignUpDetails,
  validateSignUpPassword,
} from '../../src/machines/forms/access-forms.ts';
import { capitaliseName, normaliseEmail, passwordChecklist } from '../../src/schema/rules.ts';

describe('e-mail (sign-in, sign-up, reset)', () => {
  it.each([
    ['', validation.emailRequired],
    ['   ', validation.emailRequired],
    ['ana', validation.emailInvalid],
    ['ana@', validation.emailInvalid],
    ['ana@example', validation.emailInvalid],
    ['ana@example.c', validation.emailInvalid],
    ['ana@example.c0', validation.emailInvalid],
    ['ana @example.com', validation.emailInvalid],
    [' ana@example.com', validation.emailInvalid],
    ['ana@example.co', null],
    ['Ana.Perez+casa@Example.COM', null],
    ['ana@sub.example.com.ve', null],
  ])('%j → %s', (email, message) => {
    expect(validateEmail(email)).toBe(message);
    expect(validateResetEmail(email)).toBe(message);
  });
});

describe('sign-in', () => {
  it('requires the password, at least 6 characters', () => {
    expect(validateSignIn({ email: 'ana@example.com', password: '' })).toEqual({
      email: null,
      password: validation.signInPasswordRequired,
    });
    expect(validateSignIn({ email: 'ana@example.com', password: '12345' }).password).toBe(validation.passwordMin);
    expect(validateSignIn({ email: 'ana@example.com', password: '123456' }).password).toBeNull();
  });

  it('uses the spec texts', () => {
    expect(validation.emailRequired).toBe('Debes escribir tu correo electrónico');
    expect(validation.emailInvalid).toBe('Debes escribir un correo electrónico válido');
    expect(validation.signInPasswordRequired).toBe('Debes escribir tu contraseña');
    expect(validation.passwordMin).toBe('La contraseña debe tener al menos 6 caracteres');
  });
});

describe('sign-up first name', () => {
  it.each([
    ['', 'Debes escribir tu nombre'],
    ['  ', 'Debes escribir tu nombre'],
    ['Jo', 'El nombre debe tener al menos 3 caracteres'],
    [' Jo ', 'El nombre debe tener al menos 3 caracteres'],
    ['A'.repeat(51), 'El nombre no debe tener más de 50 caracteres'],
    ['Ana3', 'El nombre solo puede contener letras'],
    ['Ana_María', 'El nombre solo puede contener letras'],
    ['Ana!', 'El nombre solo puede contener letras'],
    ['A'.repeat(50), null],
    ['Ana', null],
    ['María José', null],
    ['Íñigo', null],
    ["D'Angelo", null],
    ['Ana-Sofía', null],
    ['Begoña', null],
  ])('%j → %s', (firstName, message) => {
    expect(validateFirstName(firstName)).toBe(message);
  });

  it('validates the details form as a whole', () => {
    expect(validateSignUpDetails({ firstName: '', email: '' })).toEqual({
      firstName: validation.firstNameRequired,
      email: validation.emailRequired,
    });
    expect(hasErrors(validateSignUpDetails({ firstName: 'María', email: 'maria@example.com' }))).toBe(false);
  });
});

describe('sign-up password', () => {
  it('an empty password has its message; a weak one names what it misses (issue 8)', () => {
    expect(validateSignUpPassword('')).toBe('Debes crear una contraseña');
    expect(validateSignUpPassword('abc')).toBe(
      'Para crear tu cuenta, tu contraseña debe tener una letra mayúscula, un número o un símbolo (!@#$%^&*) y al menos 6 caracteres.',
    );
    expect(validateSignUpPassword('abcdef')).toBe(
      'Para crear tu cuenta, tu contraseña debe tener una letra mayúscula y un número o un símbolo (!@#$%^&*).',
    );
    expect(validateSignUpPassword('Abcdef')).toBe('Para crear tu cuenta, tu contraseña debe tener un número o un símbolo (!@#$%^&*).');
    expect(validateSignUpPassword('Abc1')).toBe('Para crear tu cuenta, tu contraseña debe tener al menos 6 caracteres.');
    expect(validateSignUpPassword('Secreto1')).toBeNull();
  });

  it.each([
    ['', { uppercase: false, digitOrSymbol: false, length: false }, false],
    ['abcdef', { uppercase: false, digitOrSymbol: false, length: true }, false],
    ['Abcdef', { uppercase: true, digitOrSymbol: false, length: true }, false],
    ['abcde1', { uppercase: false, digitOrSymbol: true, length: true }, false],
    ['Abc1', { uppercase: true, digitOrSymbol: true, length: false }, false],
    ['Abcde1', { uppercase: true, digitOrSymbol: true, length: true }, true],
    ['Abcde!', { uppercase: true, digitOrSymbol: true, length: true }, true],
    ['Ñandú&', { uppercase: true, digitOrSymbol: true, length: true }, true],
    ['Abcde?', { uppercase: true, digitOrSymbol: false, length: true }, false],
  ])('checklist of %j', (password, checklist, submittable) => {
    expect(passwordChecklist(password)).toEqual(checklist);
    expect(canSubmitSignUpPassword(password)).toBe(submittable);
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*'])('%s counts as the symbol', (symbol) => {
    expect(passwordChecklist(`Abcde${symbol}`).digitOrSymbol).toBe(true);
  });
});

describe('reset password', () => {
  it.each([
    [{ password: '', confirmation: '' }, { password: 'Debes crear una contraseña', confirmation: 'Debes confirmar la contraseña' }],
    [
      { password: '12345', confirmation: '12345' },
      { password: 'La contraseña debe tener al menos 6 caracteres', confirmation: null },
    ],
    [{ password: 'secreto1', confirmation: 'secreto2' }, { password: null, confirmation: 'Las contraseñas no coinciden' }],
    [{ password: 'secreto1', confirmation: 'secreto1' }, { password: null, confirmation: null }],
  ])('%j', (form, errors) => {
    expect(validateResetPassword(form)).toEqual(errors);
  });
});

describe('normalisation', () => {
  it('lowercases and trims the e-mail', () => {
    expect(normaliseEmail('  Ana.Perez@Example.COM ')).toBe('ana.perez@example.com');
  });

  it.each([
    ['mARÍA', 'María'],
    ['  josé ', 'José'],
    ['ñANDÚ', 'Ñandú'],
    ['maría josé', 'María José'],
    ['MARÍA JOSÉ', 'María José'],
    ['ANA SOFÍA', 'Ana Sofía'],
    ['carlos   eduardo', 'Carlos Eduardo'],
    ['juan de la cruz', 'Juan de la Cruz'],
    ['JUAN DEL VALLE', 'Juan del Valle'],
    ['maría de los ángeles', 'María de los Ángeles'],
    ['josé y maría', 'José y María'],
    ['de la cruz', 'De la Cruz'],
    ['De la Cruz', 'De la Cruz'],
    ['y', 'Y'],
    ['ana-maría', 'Ana-María'],
    ['ANA-MARÍA', 'Ana-María'],
    ["d'alessandro", "D'Alessandro"],
    ["O'NEILL", "O'Neill"],
    ['d’angelo', 'D’Angelo'],
    ['delia', 'Delia'],
    ['a', 'A'],
    ['', ''],
  ])('capitalises %j as %j, word by word', (name, expected) => {
    expect(capitaliseName(name)).toBe(expected);
  });
});

describe('recheckShown', () => {
  it('rechecks only the fields showing an error', () => {
    expect(
      recheckShown({ email: 'shown', password: null }, { email: null, password: 'would show' }),
    ).toEqual({ email: null, password: null });
  });
});
