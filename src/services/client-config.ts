import { CLIENT_CONFIG_ELEMENT_ID, parseClientConfig, type ClientConfig } from '../schema/client-config.ts';

/** Only for `vite dev` without the server's page: the server's dev default key. */
const DEV_FALLBACK: ClientConfig = {
  apiKey: 'dev-api-key',
  recaptchaSiteKey: null,
  googleClientId: null,
  facebookAppId: null,
  mapboxToken: null,
};

/** A production page without its configuration cannot call the API; say so instead of guessing a key. */
const MISSING: ClientConfig = { ...DEV_FALLBACK, apiKey: '' };

const isDevBuild = (): boolean => import.meta.env?.DEV === true;

/** The part of `document` the reader needs. */
export interface ConfigSource {
  getElementById(id: string): { readonly textContent: string | null } | null;
}

/**
 * Reads the configuration the server wrote into the page at load
 * (`<script type="application/json" id="agentes-config">`), so one build serves any environment.
 */
export const readClientConfig = (
  source: ConfigSource | null = typeof document === 'undefined' ? null : document,
  dev: boolean = isDevBuild(),
): ClientConfig => {
  const text = source?.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent ?? null;
  if (text !== null && text.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const decoded = parseClientConfig(json);
    if (decoded.ok) return decoded.value;
    console.error(`agentes-config is malformed: ${decoded.message}`);
  }
  if (dev) return DEV_FALLBACK;
  console.error('agentes-config is missing: the API will refuse every call.');
  return MISSING;
};

let cached: ClientConfig | null = null;

/** The page's configuration, read once. */
export const clientConfig = (): ClientConfig => {
  cached ??= readClientConfig();
  return cached;
};
