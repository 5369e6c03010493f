import type { SocialProvider } from '../../src/schema/agent.ts';
import type { AppContext } from '../context.ts';
import { ApiFailure } from '../http/failure.ts';
import type { SocialProfile } from '../providers/social.ts';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

/** The provider's word on the token; a token it refuses is an invalid access token. */
export async function verifySocialToken(context: AppContext, provider: SocialProvider, accessToken: string): Promise<SocialProfile> {
  const profile = await context.providers.social[provider].verify(accessToken);
  if (profile === null) throw new ApiFailure('ACCESS_TOKEN_INVALID', `The ${provider} token was not accepted`);
  return profile;
}
