import type { Agent } from '../../src/schema/agent.ts';
import type { SignedIn } from '../../src/services/auth-api.ts';

/** An agent as GET /auth/landlords answers it, before onboarding. */
export const agent: Agent = {
  agentId: '0b8f3c1e-4d55-4f0a-9b8e-2f6d1c7a9e01',
  firstName: 'María',
  lastName: '',
  fullName: 'María',
  avatarUrl: null,
  emailAddress: 'ana.perez@example.com',
  address: {
    countryState: null,
    countryStateId: null,
    location: null,
    countryLocationId: null,
    latitude: null,
    longitude: null,
  },
  profileCompleted: false,
  contactPhoneNumber: null,
  sex: null,
  birthDate: null,
  description: null,
};

export const signedIn: SignedIn = { agent, accessToken: 'access-token-1' };

/** What an actor rejects with: the api client's typed failure. */
export const failure = (type: string) => ({ type, message: type });

/** What the social SDK wrappers reject with. */
export const socialCancelled = { reason: 'cancelled' };
export const socialFailed = { reason: 'failed' };
