import { describe, expect, it } from 'vitest';
import { resetPasswordErrorMessage, resetRequestErrorMessage } from '../../src/machines/passwordResetMachine.ts';
import { signInErrorMessage } from '../../src/machines/signInMachine.ts';
import { signUpErrorMessage } from '../../src/machines/signUpMachine.ts';

/** Spec 01 §8, word for word. */
const generic = 'Algo ha salido mal. Por favor, vuelve a intentarlo.';

describe('sign-in messages', () => {
  it.each([
    ['INVALID_USER_AUTH_PROVIDER', null, 'El método de autenticación usado no es válido. Por favor, comprueba tu método de autenticación.'],
    ['EMAIL_NOT_FOUND', null, 'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.'],
    ['PASSWORD_INVALID', null, 'Tus credenciales son incorrectas. Por favor, comprueba tus credenciales y vuelve a intentarlo.'],
    ['AGENT_NOT_FOUND', 'google', 'Esta cuenta de Google no está asociada a ninguna cuenta de usuario. Por favor, regístrate.'],
    ['AGENT_NOT_FOUND', 'facebook', 'Esta cuenta de Facebook no está asociada a ninguna cuenta de usuario. Por favor, regístrate.'],
    // A challenged sign-in (RECAPTCHA_REQUIRED) whose token the server refused, or that is refused again.
    ['RECAPTCHA_VERIFICATION_FAILED', null, 'Al parecer, no eres un humano. Por favor, vuelve a intentarlo.'],
    ['RECAPTCHA_REQUIRED', null, 'Demasiados intentos. Espera un momento y vuelve a intentarlo.'],
    ['TOO_MANY_REQUESTS', null, 'Demasiados intentos. Espera un momento y vuelve a intentarlo.'],
    ['SERVER_ERROR', null, generic],
    ['VALIDATION_ERROR', null, generic],
    ['SERVER_ERROR', 'google', generic],
  ] as const)('%s (%s)', (type, provider, message) => {
    expect(signInErrorMessage(type, provider)).toBe(message);
  });
});

describe('sign-up messages', () => {
  it.each([
    ['EMAIL_IN_USE', 'El correo electrónico ya está en uso. Por favor, intenta con otro correo electrónico.'],
    ['RECAPTCHA_VERIFICATION_FAILED', 'Al parecer, no eres un humano. Por favor, vuelve a intentarlo.'],
    ['SERVER_ERROR', generic],
    ['PASSWORD_REQUIRED', generic],
  ] as const)('%s', (type, message) => {
    expect(signUpErrorMessage(type)).toBe(message);
  });
});

describe('password reset messages', () => {
  it.each([
    ['EMAIL_NOT_FOUND', 'El correo electrónico no está registrado'],
    [
      'INVALID_USER_AUTH_PROVIDER',
      'El proveedor de autenticación no es válido y no usa contraseña, esta cuenta se creó con Google o cualquier otro proveedor de autenticación',
    ],
    ['SERVER_ERROR', 'Algo no ha salido bien. Vuelve a intentarlo'],
  ] as const)('request: %s', (type, message) => {
    expect(resetRequestErrorMessage(type)).toBe(message);
  });

  it.each([
    ['TOKEN_EXPIRED', 'El token de autorización ha expirado, por favor solicita uno nuevo'],
    ['ACCESS_TOKEN_INVALID', 'Algo ha salido mal, por favor intenta de nuevo'],
    ['SERVER_ERROR', 'Algo ha salido mal, por favor intenta de nuevo'],
  ] as const)('new password: %s', (type, message) => {
    expect(resetPasswordErrorMessage(type)).toBe(message);
  });
});
