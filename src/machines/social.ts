import type { SocialProvider } from '../schema/agent.ts';

/** The providers' names as the Spanish texts write them. */
export const providerName = (provider: SocialProvider): 'Google' | 'Facebook' =>
  provider === 'google' ? 'Google' : 'Facebook';
