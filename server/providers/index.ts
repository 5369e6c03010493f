import type { FastifyBaseLogger } from 'fastify';
import type { SocialProvider } from '../../src/schema/agent.ts';
import { facebookConfigured, instagramConfigured, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createFacebookConnector } from './facebook-connect.ts';
import { createInstagramConnector, instagramRedirectUri } from './instagram-connect.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer.ts';
import type { MediaConnectors } from './media.ts';
import { createOfflineFacebookConnector, createOfflineInstagramConnector } from './media-offline.ts';
import type { OfflineTokens } from './offline-tokens.ts';
import { createGoogleRecaptcha, offlineRecaptcha, type RecaptchaVerifier } from './recaptcha.ts';
import {
  createFacebookVerifier,
  createGoogleVerifier,
  createOfflineSocialVerifier,
  type SocialTokenVerifier,
  unavailableSocialVerifier,
} from './social.ts';

export interface Providers {
  mailer: Mailer;
  /** Signs and checks the tokens of the offline stand-ins (the consent page's, later the connect flows'). */
  offlineTokens: OfflineTokens;
  recaptcha: RecaptchaVerifier;
  social: Record<SocialProvider, SocialTokenVerifier>;
  /** Instagram and Facebook connections (spec 03 §7); null where the provider cannot be connected. */
  media: MediaConnectors;
}

/** The real adapter where its key is configured, the offline one otherwise. */
export function createProviders(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  now: () => Date,
  offlineTokens: OfflineTokens,
): Providers {
  const from = config.mailFrom ?? `Agentes <no-reply@${new URL(config.publicUrl).hostname}>`;
  const offlineSocial = (provider: SocialProvider) =>
    config.production ? unavailableSocialVerifier : createOfflineSocialVerifier(provider, offlineTokens);
  return {
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, from) : createOutboxMailer(db, now),
    offlineTokens,
    recaptcha: config.recaptchaSecret ? createGoogleRecaptcha(config.recaptchaSecret, log) : offlineRecaptcha,
    social: {
      google: config.googleClientId ? createGoogleVerifier(config.googleClientId) : offlineSocial('google'),
      facebook:
        facebookConfigured(config) && config.facebookAppId && config.facebookAppSecret
          ? createFacebookVerifier(config.facebookAppId, config.facebookAppSecret)
          : offlineSocial('facebook'),
    },
    media: createMediaConnectors(config, offlineTokens, now),
  };
}

/** Real where configured; offline otherwise, except in production, where the provider is not offered. */
function createMediaConnectors(config: Config, offlineTokens: OfflineTokens, now: () => Date): MediaConnectors {
  const { facebookAppId, facebookAppSecret, instagramClientId, instagramClientSecret } = config;
  return {
    facebook:
      facebookConfigured(config) && facebookAppId !== null && facebookAppSecret !== null
        ? createFacebookConnector({ appId: facebookAppId, appSecret: facebookAppSecret, now })
        : config.production
          ? null
          : createOfflineFacebookConnector(offlineTokens, now),
    instagram:
      instagramConfigured(config) && instagramClientId !== null && instagramClientSecret !== null
        ? createInstagramConnector({
            clientId: instagramClientId,
            clientSecret: instagramClientSecret,
            redirectUri: instagramRedirectUri(config.publicUrl),
            now,
          })
        : config.production
          ? null
          : createOfflineInstagramConnector(offlineTokens, now),
  };
}

/**
 * The stand-ins in use, each with the variables that replace it by the real service (the README's
 * production checklist says the same).
 */
export function offlineStandIns(config: Config): string[] {
  const standIns: string[] = [];
  if (config.smtpUrl === null) standIns.push('e-mail → the /dev/mailbox outbox (set SMTP_URL)');
  if (config.recaptchaSecret === null) standIns.push('reCAPTCHA → a local check (set RECAPTCHA_SECRET and VITE_RECAPTCHA_SITE_KEY)');
  if (config.googleClientId === null) standIns.push('Google sign-in → the local consent page (set GOOGLE_CLIENT_ID)');
  if (!facebookConfigured(config)) {
    standIns.push('Facebook sign-in and connections → the local consent page (set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET)');
  }
  if (!instagramConfigured(config)) {
    standIns.push('Instagram connections → the local consent page (set INSTAGRAM_CLIENT_ID and INSTAGRAM_CLIENT_SECRET)');
  }
  return standIns;
}
