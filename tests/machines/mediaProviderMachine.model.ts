import { mediaProviderMachine, type MediaProviderContext } from '../../src/machines/mediaProviderMachine.ts';
import type { MediaProvider } from '../../src/schema/reference.ts';
import { failure, socialCancelled, socialFailed } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const instagram: MediaProvider = {
  mediaProviderId: '7a3c1e52-0b4d-4f6e-8a9b-1c2d3e4f5a60',
  name: 'Instagram',
  imageUrl: '/media-providers/instagram.svg',
  type: 2,
  permissions: ['Publicar fotos en tu perfil'],
};

export const facebook: MediaProvider = {
  mediaProviderId: '9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  name: 'Facebook',
  imageUrl: '/media-providers/facebook.svg',
  type: 3,
  permissions: ['Ver tus páginas', 'Publicar en tus páginas'],
};

export const INSTAGRAM_URL = 'http://localhost/oauth-consent/instagram?purpose=connect';

export const model: MachineModel<typeof mediaProviderMachine> = {
  name: 'mediaProviderMachine',
  machine: mediaProviderMachine,
  input: { from: 'account' },
  inputs: { account: { from: 'account' }, onboarding: { from: 'onboarding' } },
  events: [
    { type: 'connect.requested', provider: facebook },
    { type: 'connect.requested', provider: instagram },
    { type: 'connect.confirmed' },
    { type: 'connect.cancelled' },
    { type: 'disconnect.requested', provider: instagram },
    { type: 'disconnect.confirmed' },
    { type: 'disconnect.cancelled' },
    doneEvent('facebookToken', { accessToken: 'short-token-1', state: 'state-1' }),
    errorEvent('facebookToken', socialCancelled),
    errorEvent('facebookToken', socialFailed),
    doneEvent('instagramUrl', INSTAGRAM_URL),
    errorEvent('instagramUrl', failure('SERVER_ERROR')),
    doneEvent('disconnect', null),
    errorEvent('disconnect', failure('MEDIA_PROVIDER_NOT_FOUND')),
    errorEvent('disconnect', failure('SERVER_ERROR')),
  ],
  // The provider's type decides the connect branch; the failure only what the view says.
  serializeState: (snapshot) => stateKey(snapshot, { type: (snapshot.context as MediaProviderContext).provider?.type ?? null }),
  effects: ['navigate'],
};
