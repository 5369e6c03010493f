import { oauthCallbackMachine, type OAuthCallbackContext, type OAuthCallbackInput } from '../../src/machines/oauthCallbackMachine.ts';
import { failure, socialCancelled, socialFailed } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const INSTAGRAM: OAuthCallbackInput = { provider: 'instagram', credential: 'code-1', state: 'state-1', target: '/account?section=integrations' };
export const FACEBOOK: OAuthCallbackInput = { provider: 'facebook', credential: 'short-token-1', state: 'state-2', target: '/onboarding?step=3&from=async_media' };

export const replacement = { connectedAccountName: 'Dueño Cuenta', newAccountName: 'Atacante Malo' };
export const FACEBOOK_MISSING: OAuthCallbackInput = { ...FACEBOOK, credential: null };
export const INSTAGRAM_MISSING: OAuthCallbackInput = { ...INSTAGRAM, credential: '' };

export const connection = {
  mediaProviderAgentId: 'c0a8e1f2-3b4c-4d5e-8f9a-0b1c2d3e4f50',
  mediaProviderId: '9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  type: 3,
  agentId: '0b8f3c1e-4d55-4f0a-9b8e-2f6d1c7a9e01',
  accountName: 'María Pérez',
  connectedAt: '2026-11-26T10:00:00.000Z',
};

export const model: MachineModel<typeof oauthCallbackMachine> = {
  name: 'oauthCallbackMachine',
  machine: oauthCallbackMachine,
  input: INSTAGRAM,
  inputs: { instagram: INSTAGRAM, facebook: FACEBOOK, facebookMissing: FACEBOOK_MISSING, instagramMissing: INSTAGRAM_MISSING },
  events: [
    doneEvent('claimState', true),
    doneEvent('claimState', false),
    errorEvent('claimState', failure('SERVER_ERROR')),
    doneEvent('connect', connection),
    errorEvent('connect', failure('MEDIA_PROVIDER_AUTHORIZATION_FAILED')),
    errorEvent('connect', failure('MEDIA_PROVIDER_ACCOUNT_CHANGE')),
    doneEvent('replacement', replacement),
    errorEvent('replacement', failure('MEDIA_PROVIDER_NOT_FOUND')),
    { type: 'replace.confirmed' },
    { type: 'replace.cancelled' },
    doneEvent('replace', connection),
    errorEvent('replace', failure('MEDIA_PROVIDER_AUTHORIZATION_FAILED')),
    afterEvent('redirectDelay', 'oauthCallback.succeeded'),
    { type: 'home' },
    { type: 'retry' },
    doneEvent('instagramUrl', 'http://localhost/oauth-consent/instagram?purpose=connect'),
    errorEvent('instagramUrl', failure('SERVER_ERROR')),
    doneEvent('facebookToken', 'short-token-2'),
    errorEvent('facebookToken', socialCancelled),
    errorEvent('facebookToken', socialFailed),
  ],
  serializeState: (snapshot) => stateKey(snapshot, { provider: (snapshot.context as OAuthCallbackContext).provider }),
  effects: ['navigate', 'forgetReturn'],
};
