import type { ClientConfig } from '../schema/client-config.ts';
import { loadScript } from './load-script.ts';

/** Any non-empty token passes the offline verifier (DECISIONS.md); an empty one is refused. */
export const OFFLINE_RECAPTCHA_TOKEN = 'offline-recaptcha';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** A reCAPTCHA v3 token for `action` (the final sign-up uses 'submit_form'). */
export const recaptchaToken = async (action: string, config: ClientConfig): Promise<string> => {
  const siteKey = config.recaptchaSiteKey;
  if (siteKey === null) return OFFLINE_RECAPTCHA_TOKEN;
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (grecaptcha === undefined) throw new Error('reCAPTCHA is unavailable');
  return new Promise((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, reject);
    });
  });
};
