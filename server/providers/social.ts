import { createHmac } from 'node:crypto';
import type { SocialProvider } from '../../src/schema/agent.ts';
import { isEmail } from '../../src/schema/rules.ts';
import type { OfflineTokens } from './offline-tokens.ts';

/** What a provider vouches for about the person behind an access token. */
export interface SocialProfile {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface SocialTokenVerifier {
  /** The profile, or null when the provider does not accept the token. */
  verify(accessToken: string): Promise<SocialProfile | null>;
}

/**
 * Offline stand-in for a provider that is not configured: the local consent page asks
 * POST /oauth-consent/<provider>/token for a token signed by this server (offline-tokens.ts).
 * Such tokens are only ever accepted while that provider has no real configuration.
 */
export function createOfflineSocialVerifier(provider: SocialProvider, tokens: OfflineTokens): SocialTokenVerifier {
  return {
    async verify(accessToken) {
      const claims = tokens.verify(provider, accessToken);
      if (claims === null) return null;
      const { sub, email, givenName, familyName } = claims;
      if (typeof sub !== 'string' || sub === '' || sub.length > 255) return null;
      if (typeof email !== 'string' || !isEmail(email)) return null;
      return {
        provider,
        subject: sub,
        email: email.trim().toLowerCase(),
        firstName: typeof givenName === 'string' ? givenName.trim().slice(0, 50) : '',
        lastName: typeof familyName === 'string' ? familyName.trim().slice(0, 50) : '',
      };
    },
  };
}

/**
 * A provider with no configuration in production: the offline stand-in would let anyone forge
 * an identity, so every token is refused and the consent page is not served.
 */
export const unavailableSocialVerifier: SocialTokenVerifier = { verify: async () => null };

const json = async (url: string, init?: RequestInit): Promise<Record<string, unknown> | null> => {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  // A refused token is a 4xx; anything else (5xx, network) is the provider's trouble and bubbles up as SERVER_ERROR.
  if (response.status >= 400 && response.status < 500) return null;
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const emailOf = (value: unknown): string | null => (typeof value === 'string' && isEmail(value) ? value.toLowerCase() : null);

/** Google: the access token must have been issued to our client id (audience check), then userinfo gives the names. */
export function createGoogleVerifier(clientId: string): SocialTokenVerifier {
  return {
    async verify(accessToken) {
      const info = await json(`https://oauth2.googleapis.com/tokeninfo?access_token=${encodeURIComponent(accessToken)}`);
      if (info === null || (info.aud !== clientId && info.azp !== clientId)) return null;
      const user = await json('https://openidconnect.googleapis.com/v1/userinfo', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (user === null || typeof user.sub !== 'string' || user.sub !== info.sub) return null;
      return {
        provider: 'google',
        subject: user.sub,
        email: user.email_verified === false ? null : emailOf(user.email),
        firstName: text(user.given_name),
        lastName: text(user.family_name),
      };
    },
  };
}

/** Facebook: debug_token proves the token belongs to our app, then /me gives the profile. */
export function createFacebookVerifier(appId: string, appSecret: string): SocialTokenVerifier {
  return {
    async verify(accessToken) {
      const debug = await json(
        `https://graph.facebook.com/debug_token?input_token=${encodeURIComponent(accessToken)}&access_token=${encodeURIComponent(`${appId}|${appSecret}`)}`,
      );
      const data = (debug?.data ?? null) as Record<string, unknown> | null;
      if (data === null || data.is_valid !== true || String(data.app_id) !== appId) return null;
      const proof = createHmac('sha256', appSecret).update(accessToken).digest('hex');
      const me = await json(
        `https://graph.facebook.com/v22.0/me?fields=id,email,first_name,last_name&access_token=${encodeURIComponent(accessToken)}&appsecret_proof=${proof}`,
      );
      if (me === null || typeof me.id !== 'string' || me.id !== String(data.user_id)) return null;
      return {
        provider: 'facebook',
        subject: me.id,
        email: emailOf(me.email),
        firstName: text(me.first_name),
        lastName: text(me.last_name),
      };
    },
  };
}
