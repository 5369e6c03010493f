import { profileFormMachine, type ProfileFormContext } from '../../src/machines/profileFormMachine.ts';
import { isValidProfile } from '../../src/machines/forms/profile-form.ts';
import type { Agent } from '../../src/schema/agent.ts';
import { agent as newAgent, failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const TODAY = '2026-11-26';

export const profiled: Agent = {
  ...newAgent,
  firstName: 'María',
  lastName: 'Pérez',
  fullName: 'María Pérez',
  profileCompleted: true,
  sex: 2,
  birthDate: '1990-05-17',
  description: 'Agente en Caracas',
  address: {
    countryState: 'Distrito Capital',
    countryStateId: 'st-1',
    location: 'Libertador',
    countryLocationId: 'loc-1',
    latitude: 10.5,
    longitude: -66.9,
  },
};

export const STATES = [{ countryStateId: 'st-1', name: 'Distrito Capital', latitude: 10.5, longitude: -66.9 }];
export const LOCALITIES = [
  { countryLocationId: 'loc-1', name: 'Libertador', latitude: 10.5, longitude: -66.9, countryState: 'Distrito Capital' },
];
export const SAVED: Agent = { ...profiled, firstName: 'Lucía', fullName: 'Lucía Pérez' };

export const model: MachineModel<typeof profileFormMachine> = {
  name: 'profileFormMachine',
  machine: profileFormMachine,
  input: { agent: profiled, today: TODAY },
  inputs: {
    profiled: { agent: profiled, today: TODAY },
    // A profile never saved: no birth date, description nor address yet.
    fresh: { agent: newAgent, today: TODAY },
  },
  events: [
    { type: 'field.changed', field: 'firstName', value: '' },
    { type: 'field.changed', field: 'firstName', value: 'Lucía' },
    { type: 'sex.selected', value: 1 },
    { type: 'birthDate.changed', part: 'day', value: 3 },
    { type: 'countryState.selected', countryStateId: 'st-1' },
    { type: 'countryState.selected', countryStateId: null },
    { type: 'countryLocation.selected', countryLocationId: 'loc-1' },
    { type: 'form.submitted' },
    { type: 'reference.retried' },
    doneEvent('loadReference', { countryStates: STATES, localities: LOCALITIES }),
    errorEvent('loadReference', failure('SERVER_ERROR')),
    doneEvent('loadLocalities', LOCALITIES),
    errorEvent('loadLocalities', failure('SERVER_ERROR')),
    doneEvent('save', SAVED),
    errorEvent('save', failure('SERVER_ERROR')),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as ProfileFormContext;
    return stateKey(snapshot, {
      valid: isValidProfile(context.values, context.today),
      state: context.values.countryStateId,
      // What the event list can change about validity: the name emptied, the locality cleared.
      named: context.values.firstName !== '',
      located: context.values.countryLocationId !== null,
    });
  },
  effects: ['agentSaved', 'notify', 'rememberTyped', 'forgetTyped'],
};
