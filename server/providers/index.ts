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
} from './social.ts';

export interface Providers {
  mailer: Mailer;
  recaptcha: RecaptchaVerifier;
  social: Record<SocialProvider, SocialTokenVerifier>;
}

/** The real adapter where its key is configured, the offline one otherwise. */
export function createProviders(config: Config, db: Db, log: FastifyBaseLogger, now: () => Date): Providers {
  const from = `Agentes <no-reply@${new URL(config.publicUrl).hostname}>`;
  return {
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, from) : createOutboxMailer(db, now),
    recaptcha: config.recaptchaSecret ? createGoogleRecaptcha(config.recaptchaSecret, log) : offlineRecaptcha,
    social: {
      google: config.googleClientId ? createGoogleVerifier(config.googleClientId) : createOfflineSocialVerifier('google'),
      facebook:
        facebookConfigured(config) && config.facebookAppId && config.facebookAppSecret
          ? createFacebookVerifier(config.facebookAppId, config.facebookAppSecret)
          : createOfflineSocialVerifier('facebook'),
    },
  };
}
