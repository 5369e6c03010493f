import type { FastifyBaseLogger } from 'fastify';
import type { SocialProvider } from '../../src/schema/agent.ts';
import { facebookConfigured, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer.ts';
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
  recaptcha: RecaptchaVerifier;
  social: Record<SocialProvider, SocialTokenVerifier>;
}

/** The real adapter where its key is configured, the offline one otherwise. */
export function createProviders(config: Config, db: Db, log: FastifyBaseLogger, now: () => Date): Providers {
  const from = config.mailFrom ?? `Agentes <no-reply@${new URL(config.publicUrl).hostname}>`;
  const offlineSocial = (provider: SocialProvider) =>
    config.production ? unavailableSocialVerifier : createOfflineSocialVerifier(provider);
  return {
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, from) : createOutboxMailer(db, now),
    recaptcha: config.recaptchaSecret ? createGoogleRecaptcha(config.recaptchaSecret, log) : offlineRecaptcha,
    social: {
      google: config.googleClientId ? createGoogleVerifier(config.googleClientId) : offlineSocial('google'),
      facebook:
        facebookConfigured(config) && config.facebookAppId && config.facebookAppSecret
          ? createFacebookVerifier(config.facebookAppId, config.facebookAppSecret)
          : offlineSocial('facebook'),
    },
  };
}
