import { onboardingMachine, type OnboardingContext } from '../../src/machines/onboardingMachine.ts';
import { agent, failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';
import { profiledAgent } from './onboardingProfileMachine.model.ts';
import { withPhoto } from './onboardingPhotoMachine.model.ts';

export const INPUT = { agent, requestedStep: null } as const;

export const model: MachineModel<typeof onboardingMachine> = {
  name: 'onboardingMachine',
  machine: onboardingMachine,
  input: INPUT,
  inputs: { main: INPUT, step3: { agent, requestedStep: 3 } },
  events: [
    doneEvent('loadTasks', []),
    doneEvent('loadTasks', [1]),
    doneEvent('loadTasks', [1, 2, 4]),
    errorEvent('loadTasks', failure('SERVER_ERROR')),
    doneEvent('profile', { agent: profiledAgent }),
    doneEvent('photo', { agent: withPhoto }),
    errorEvent('profile', new Error('a broken child')),
    errorEvent('photo', new Error('a broken child')),
    { type: 'step.skipped' },
    { type: 'step.back' },
    { type: 'onboarding.finished' },
    { type: 'onboarding.notify', kind: 'success', message: 'Tu foto de perfil se ha actualizado exitosamente' },
    { type: 'onboarding.refresh' },
    doneEvent('reloadTasks', [1, 2]),
    errorEvent('reloadTasks', failure('SERVER_ERROR')),
  ],
  // The step guards read `step`, chosen from the input's step or the completed tasks.
  serializeState: (snapshot) => {
    if (snapshot.status !== 'active') return stateKey(snapshot);
    const { step, completed } = snapshot.context as OnboardingContext;
    return stateKey(snapshot, { step, completed });
  },
  effects: ['stepShown', 'refreshAgent', 'notify', 'finished'],
};
