import { createHash, randomBytes } from 'node:crypto';
import type { FacebookPage } from '../../src/schema/media-provider.ts';
import type { FacebookConnector, InstagramConnector, PageOwner, ProviderGrant } from './media.ts';
import type { OfflineTokens } from './offline-tokens.ts';

/**
 * The offline stand-ins for the connections, used while a provider has no keys (never in
 * production). The local consent page (routes/oauth-consent.ts) asks the server to sign what the
 * provider would hand the browser: a Facebook short token, an Instagram authorization code. Each
 * has its own kind, so a sign-in token is no short token and a short token no code.
 */
export const OFFLINE_CONNECT_KIND = { facebook: 'facebook-short', instagram: 'instagram-code' } as const;

/** Long-lived tokens of a real provider last about 60 days. */
const OFFLINE_GRANT_MS = 60 * 24 * 60 * 60 * 1000;

/** The identity a consent token vouches for, as a grant with a fresh long-lived token of its own. */
function grantFor(provider: string, claims: Record<string, unknown> | null, now: Date): ProviderGrant | null {
  if (claims === null) return null;
  const { sub, email, givenName, familyName } = claims;
  if (typeof sub !== 'string' || sub === '' || sub.length > 255) return null;
  const names = [givenName, familyName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  return {
    accountId: sub,
    accountName: names !== '' ? names : typeof email === 'string' ? email : null,
    // Random, like a real one: nothing can be derived from it, and it is seen only by the server.
    accessToken: `offline-${provider}-long-lived.${randomBytes(32).toString('base64url')}`,
    expiresAt: new Date(now.getTime() + OFFLINE_GRANT_MS),
  };
}

/** A stable, Graph-looking numeric id from the agent and the page's place in the list. */
const offlinePageId = (agentId: string, index: number): string => {
  const digest = createHash('sha256').update(`agentes offline facebook page|${agentId}|${index}`).digest();
  return (digest.readBigUInt64BE(0) % 10n ** 15n + 10n ** 15n).toString();
};

/** Two pages per agent, named after them (spec: 'Página de {firstName}', 'Inmobiliaria {lastName}'). */
export function offlineFacebookPages(owner: PageOwner): FacebookPage[] {
  const firstName = owner.firstName.trim();
  const lastName = owner.lastName.trim() || firstName;
  return [
    { facebookPageId: offlinePageId(owner.agentId, 1), name: `Página de ${firstName}`.trim(), pictureUrl: '/media-providers/facebook.svg' },
    { facebookPageId: offlinePageId(owner.agentId, 2), name: `Inmobiliaria ${lastName}`.trim(), pictureUrl: '/media-providers/facebook.svg' },
  ];
}

export function createOfflineFacebookConnector(tokens: OfflineTokens, now: () => Date): FacebookConnector {
  return {
    async exchange(shortToken) {
      return grantFor('facebook', tokens.verify(OFFLINE_CONNECT_KIND.facebook, shortToken), now());
    },
    async pages(_accessToken, owner) {
      return offlineFacebookPages(owner);
    },
  };
}

export function createOfflineInstagramConnector(tokens: OfflineTokens, now: () => Date): InstagramConnector {
  return {
    // Relative: the consent page is served by whichever origin serves the SPA (Vite proxies it in development).
    authorizationUrl: () => '/oauth-consent/instagram',
    async exchange(authorizationCode) {
      return grantFor('instagram', tokens.verify(OFFLINE_CONNECT_KIND.instagram, authorizationCode), now());
    },
  };
}
