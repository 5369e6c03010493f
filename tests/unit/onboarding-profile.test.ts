import { describe, expect, it } from 'vitest';
import { validatePhoneNumber } from '../../src/machines/forms/customer-form.ts';
import { isUnchangedProfile, savedProfileValues, updateAgentBody, validateProfile } from '../../src/machines/forms/onboarding-profile.ts';
import { agent } from '../machines/fixtures.ts';
import { profiledAgent } from '../machines/onboardingProfileMachine.model.ts';

describe('onboarding profile form (spec 01 §5)', () => {
  const filled = { countryStateId: 's', countryLocationId: 'l', phoneNumber: '0412 123 4567' };

  it('words each phone rule, onboarding taking two messages of its own', () => {
    expect(validateProfile({ ...filled, phoneNumber: '' }).phoneNumber).toBe('Debes ingresar un número de teléfono');
    expect(validateProfile({ ...filled, phoneNumber: '0412-12' }).phoneNumber).toBe('El número de teléfono debe tener al menos 10 dígitos');
    expect(validateProfile({ ...filled, phoneNumber: '0412abc4567' }).phoneNumber).toBe('Debes escribir un número de teléfono válido');
    expect(validateProfile({ ...filled, phoneNumber: '412123456789012' }).phoneNumber).toBe('El teléfono debe contener máximo 14 carácteres');
    expect(validateProfile(filled)).toEqual({ countryState: null, countryLocation: null, phoneNumber: null });
    // The customer form keeps its own words for the same rules.
    expect(validatePhoneNumber('0412abc4567')).toBe('El número de teléfono solo puede contener números');
  });

  it('is unchanged only against a saved phone, the number compared as the wire carries it', () => {
    expect(isUnchangedProfile(savedProfileValues(agent), agent)).toBe(false);
    const saved = savedProfileValues(profiledAgent);
    expect(isUnchangedProfile(saved, profiledAgent)).toBe(true);
    expect(isUnchangedProfile({ ...saved, phoneNumber: '0412-123 45 67' }, profiledAgent)).toBe(true);
    expect(isUnchangedProfile({ ...saved, phoneNumber: '04121234568' }, profiledAgent)).toBe(false);
    expect(isUnchangedProfile({ ...saved, countryLocationId: 'other' }, profiledAgent)).toBe(false);
  });

  it('sends PUT /landlords the spec fields: +58 without its sign, the number without its 0', () => {
    expect(updateAgentBody(filled, { latitude: 10.5, longitude: -66.9 })).toEqual({
      codeContactPhoneNumber: '58',
      contactPhoneNumber: '4121234567',
      countryState: 's',
      location: 'l',
      latitude: 10.5,
      longitude: -66.9,
    });
  });
});
