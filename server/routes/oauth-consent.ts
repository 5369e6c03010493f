import type { FastifyInstance } from 'fastify';
import { OfflineConsentBody, type OfflineConsentAnswer, type OfflineConsentPurpose } from '../../src/schema/agent.ts';
import { normaliseEmail } from '../../src/schema/rules.ts';
import { facebookConfigured, googleConfigured, instagramConfigured } from '../config.ts';
import type { AppContext } from '../context.ts';
import { decodeBody } from '../http/decode.ts';
import { ok } from '../http/envelope.ts';
import { ApiFailure } from '../http/failure.ts';
import { localClientsOnly } from '../http/local-client.ts';
import { OFFLINE_CONNECT_KIND } from '../providers/media-offline.ts';
import type { OfflineIdentity, OfflineTokens } from '../providers/offline-tokens.ts';
import { CONSENT_SCRIPT, consentPage, type ConsentProvider } from './oauth-consent-page.ts';

const consentBody = decodeBody(OfflineConsentBody);

/** What each provider's page stands in for; the first is what it does when not told. */
const PURPOSES: Record<ConsentProvider, readonly OfflineConsentPurpose[]> = {
  google: ['sign-in'],
  facebook: ['sign-in', 'connect'],
  instagram: ['connect'],
};

const defaultPurpose = (provider: ConsentProvider): OfflineConsentPurpose => PURPOSES[provider][0] ?? 'sign-in';

/** The token the provider would have handed the browser, signed by this server under its own kind. */
function mint(tokens: OfflineTokens, provider: ConsentProvider, purpose: OfflineConsentPurpose, identity: OfflineIdentity): OfflineConsentAnswer {
  if (provider === 'instagram') return { authorizationCode: tokens.issue(OFFLINE_CONNECT_KIND.instagram, identity) };
  if (provider === 'facebook' && purpose === 'connect') return { shortToken: tokens.issue(OFFLINE_CONNECT_KIND.facebook, identity) };
  return { token: tokens.issue(provider, identity) };
}

/**
 * The local stand-in for the providers' own windows, served only while that provider is not
 * configured, and only to local clients (DEV_TOOLS=public opens it to all): Google's and
 * Facebook's sign-in popups, Facebook's login for a connection (`?purpose=connect`), and
 * Instagram's authorization window. consent.js asks POST /oauth-consent/<provider>/token for what
 * the provider would hand back (a token, a short token, a code), signed by the server
 * (providers/offline-tokens.ts).
 */
export function oauthConsentRoutes(app: FastifyInstance, { config, providers }: AppContext): void {
  const offline = (['google', 'facebook', 'instagram'] as const).filter((provider) =>
    provider === 'google' ? !googleConfigured(config) : provider === 'facebook' ? !facebookConfigured(config) : !instagramConfigured(config),
  );
  if (offline.length === 0) return;
  const onRequest = localClientsOnly(config);

  for (const provider of offline) {
    app.get<{ Querystring: { purpose?: unknown } }>(`/oauth-consent/${provider}`, { onRequest }, async (request, reply) => {
      const asked = request.query.purpose;
      const purpose = PURPOSES[provider].find((candidate) => candidate === asked) ?? defaultPurpose(provider);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(consentPage(provider, purpose));
    });
    app.post(`/oauth-consent/${provider}/token`, { onRequest }, async (request, reply) => {
      const body = consentBody(request);
      const purpose = body.purpose ?? defaultPurpose(provider);
      if (!PURPOSES[provider].includes(purpose)) {
        throw new ApiFailure('VALIDATION_ERROR', `Invalid body: purpose: Expected one of ${PURPOSES[provider].join(', ')} for ${provider}`);
      }
      const identity: OfflineIdentity = {
        sub: body.sub,
        email: normaliseEmail(body.email),
        givenName: body.givenName.trim(),
        familyName: body.familyName.trim(),
      };
      return ok(reply.header('cache-control', 'no-store'), mint(providers.offlineTokens, provider, purpose, identity));
    });
  }
  app.get('/oauth-consent/consent.js', { onRequest }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(CONSENT_SCRIPT),
  );
}
