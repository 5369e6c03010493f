import type { FastifyBaseLogger } from 'fastify';

/** Who sent the token: its address, and whether the offline stand-ins may serve it (http/local-client.ts). */
export interface RecaptchaClient {
  readonly ip: string;
  readonly local: boolean;
}

export interface RecaptchaVerifier {
  verify(token: string, client: RecaptchaClient): Promise<boolean>;
}

/**
 * Offline (no RECAPTCHA_SECRET): any non-empty token from a client on this machine passes. From
 * anywhere else nothing passes: a stand-in that waves everyone through would be no check at all.
 */
export const offlineRecaptcha: RecaptchaVerifier = {
  verify: async (token, client) => client.local && token.trim() !== '',
};

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';
/** The sign-up form runs reCAPTCHA v3 with this action. */
const EXPECTED_ACTION = 'submit_form';
const MIN_SCORE = 0.5;

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

export function createGoogleRecaptcha(secret: string, log: FastifyBaseLogger): RecaptchaVerifier {
  return {
    async verify(token, { ip: remoteIp }) {
      if (token.trim() === '') return false;
      const response = await fetch(SITEVERIFY, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`reCAPTCHA siteverify answered ${response.status}`);
      const answer = (await response.json()) as SiteverifyAnswer;
      const passed = answer.success === true && answer.action === EXPECTED_ACTION && (answer.score ?? 0) >= MIN_SCORE;
      if (!passed) log.info({ score: answer.score, action: answer.action }, 'reCAPTCHA refused');
      return passed;
    },
  };
}
