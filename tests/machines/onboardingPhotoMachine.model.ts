import { onboardingPhotoMachine } from '../../src/machines/onboardingPhotoMachine.ts';
import { agent, failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const PICTURE = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'foto.jpg', { type: 'image/jpeg' });
export const withPhoto = { ...agent, avatarUrl: '/uploads/avatars/foto.jpg' };

export const model: MachineModel<typeof onboardingPhotoMachine> = {
  name: 'onboardingPhotoMachine',
  machine: onboardingPhotoMachine,
  input: { agent },
  inputs: { main: { agent } },
  events: [
    { type: 'photo.chosen', file: PICTURE },
    doneEvent('upload', withPhoto),
    errorEvent('upload', failure('FILE_TOO_LARGE')),
    afterEvent('refreshDelay', 'onboardingPhoto.uploaded'),
    afterEvent('nextStepDelay', 'onboardingPhoto.uploaded'),
  ],
  // Nothing in the context decides a transition.
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['notify', 'refresh'],
};
