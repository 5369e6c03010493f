import { isUnchangedProfile, validateProfile } from '../../src/machines/forms/onboarding-profile.ts';
import { onboardingProfileMachine, type OnboardingProfileContext } from '../../src/machines/onboardingProfileMachine.ts';
import type { Agent } from '../../src/schema/agent.ts';
import type { CountryLocation, CountryState } from '../../src/schema/reference.ts';
import { miranda, sucre } from './customerFormMachine.model.ts';
import { agent, failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const zulia: CountryState = { countryStateId: 'state-zulia', name: 'Zulia', latitude: 10.66, longitude: -71.64 };
export const maracaibo: CountryLocation = {
  countryLocationId: 'location-maracaibo',
  name: 'Maracaibo',
  latitude: 10.63,
  longitude: -71.64,
  countryState: zulia,
};

/** An agent whose onboarding profile is saved: Miranda, Sucre, +58 412 1234567. */
export const profiledAgent: Agent = {
  ...agent,
  address: {
    countryState: miranda.name,
    countryStateId: miranda.countryStateId,
    location: sucre.name,
    countryLocationId: sucre.countryLocationId,
    latitude: sucre.latitude,
    longitude: sucre.longitude,
  },
  profileCompleted: true,
  contactPhoneNumber: { code: '58', number: '4121234567', fullNumber: '+584121234567' },
};

/** The saved number as an agent types it again, with its leading 0 and separators. */
export const SAME_PHONE = '0412-123 4567';
export const NEW_PHONE = '0414 765 4321';

export const model: MachineModel<typeof onboardingProfileMachine> = {
  name: 'onboardingProfileMachine',
  machine: onboardingProfileMachine,
  input: { agent },
  inputs: { newAgent: { agent }, profiled: { agent: profiledAgent } },
  events: [
    { type: 'countryState.selected', countryStateId: zulia.countryStateId },
    { type: 'countryLocation.selected', countryLocationId: maracaibo.countryLocationId },
    { type: 'phone.changed', value: NEW_PHONE },
    { type: 'phone.changed', value: '0412' },
    { type: 'profile.submitted' },
    doneEvent('loadStates', [miranda, zulia]),
    errorEvent('loadStates', failure('SERVER_ERROR')),
    doneEvent('loadLocations', [maracaibo]),
    errorEvent('loadLocations', failure('SERVER_ERROR')),
    doneEvent('save', profiledAgent),
    errorEvent('save', failure('SERVER_ERROR')),
    afterEvent('refreshDelay', 'onboardingProfile.saved'),
    afterEvent('nextStepDelay', 'onboardingProfile.saved'),
  ],
  // The guards read the form's validity, whether it equals the saved profile, whether a state is
  // chosen and whether the coordinates are known (and the localities they come from). The states
  // list and the errors shown decide nothing.
  serializeState: (snapshot) => {
    if (snapshot.status !== 'active') return stateKey(snapshot);
    const { values, agent: saved, coordinates, localities } = snapshot.context as OnboardingProfileContext;
    const failing = Object.entries(validateProfile(values)).flatMap(([field, error]) => (error === null ? [] : [field]));
    return stateKey(snapshot, {
      failing,
      unchanged: isUnchangedProfile(values, saved),
      state: values.countryStateId !== null,
      coordinates: coordinates !== null,
      // Choosing a locality takes its coordinates from the list, when the list is there.
      localities: localities.length,
    });
  },
  effects: ['notify', 'refresh', 'rememberTyped', 'forgetTyped'],
};
