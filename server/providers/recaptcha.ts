import type { FastifyBaseLogger } from 'fastify';

export interface RecaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** Offline (no RECAPTCHA_SECRET): any non-empty token passes, an empty one fails. */
export const offlineRecaptcha: RecaptchaVerifier = {
  verify: async (token) => token.trim() !== '',
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
    async verify(token, remoteIp) {
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
