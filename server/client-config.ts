import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../src/schema/client-config.ts';
import type { Config } from './config.ts';

/** Where the built index.html receives the configuration at serve time (one build, any environment). */
export const CLIENT_CONFIG_PLACEHOLDER = '<!--agentes-config-->';

type ClientConfigSource = Pick<
  Config,
  'apiKey' | 'recaptchaSiteKey' | 'googleClientId' | 'facebookAppId' | 'facebookAppSecret' | 'mapboxToken'
> & { readonly inspect?: boolean };

/**
 * Only public values. Facebook counts as configured only with its secret too (the server must verify tokens).
 * `inspect` tells the SPA to load the workflow inspector panel (INSPECT=true on the server).
 */
export const clientConfigOf = (config: ClientConfigSource): ClientConfig => ({
  apiKey: config.apiKey,
  recaptchaSiteKey: config.recaptchaSiteKey,
  googleClientId: config.googleClientId,
  facebookAppId: config.facebookAppId !== null && config.facebookAppSecret !== null ? config.facebookAppId : null,
  mapboxToken: config.mapboxToken,
  // Absent unless INSPECT=true, so agents' pages carry nothing about the developer tool.
  ...(config.inspect === true ? { inspect: true } : {}),
});

/** JSON that cannot close the script element nor break out as HTML. */
const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A JSON data block (not a script the CSP would have to allow). */
export function renderClientConfigTag(config: ClientConfigSource): string {
  return `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${jsonForHtml(clientConfigOf(config))}</script>`;
}

export const injectClientConfig = (html: string, config: ClientConfigSource): string =>
  html.replace(CLIENT_CONFIG_PLACEHOLDER, () => renderClientConfigTag(config));
