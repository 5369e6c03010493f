import path from 'node:path';
import { DEV_API_KEY, type Config } from './config.ts';
import { isPublicHost } from './http/local-client.ts';
import { offlineStandIns } from './providers/index.ts';
import { SECRETS_KEY_FILE } from './secrets/key.ts';

export interface StartupNotes {
  readonly info: readonly string[];
  readonly warn: readonly string[];
}

/** What the operator should read once the server listens: where things are, and what is not safe yet. */
export function startupNotes(config: Config): StartupNotes {
  const info: string[] = [];
  const warn: string[] = [];
  const standIns = offlineStandIns(config);
  if (!config.production) {
    // The key is a client identifier shipped in the SPA, so showing it in development is fine.
    info.push(`API key (X-Api-Key): ${config.apiKey}`, `Offline mailbox: ${config.publicUrl}/dev/mailbox`);
    if (standIns.length > 0 && config.devTools === 'public') {
      warn.push(
        `DEV_TOOLS=public: the offline stand-ins answer every client, so anyone who reaches this server can read ` +
          `reset links at /dev/mailbox and sign in as anyone through the consent page. Never run it like this ` +
          `where strangers can reach it. Stand-ins: ${standIns.join('; ')}.`,
      );
    } else if (standIns.length > 0 && isPublicHost(config.host)) {
      warn.push(
        `Offline stand-ins are active while HOST=${config.host} accepts other machines. They answer only clients ` +
          `on this machine, so people elsewhere cannot sign up, receive reset e-mails or use social sign-in until ` +
          `the real services are configured (README, "Production checklist"): ${standIns.join('; ')}.`,
      );
    }
    if (config.secretsKey === null) {
      info.push(`Provider tokens are encrypted with the key in ${keyFile(config)} (made once, 0600; SECRETS_KEY replaces it)`);
    }
  } else {
    if (config.apiKey === DEV_API_KEY) warn.push('API_KEY is not set: the development key is in use');
    if (config.secretsKey === null) {
      warn.push(
        `SECRETS_KEY is not set: provider tokens are encrypted with the key file ${keyFile(config)}. Back it up ` +
          `apart from the database (without it the stored tokens are lost and agents reconnect), and set the same ` +
          `SECRETS_KEY on every instance when several share the database (README, "Production checklist").`,
      );
    }
    if (standIns.length > 0) {
      warn.push(`Production with services not configured (agents cannot use them; README, "Production checklist"): ${standIns.join('; ')}`);
    }
  }
  if (typeof config.trustProxy === 'number' && isPublicHost(config.host)) {
    // A hop count believes whatever the client itself put in X-Forwarded-For when it reaches the
    // port without the proxy: it picks its own address and dodges every per-address rate limit.
    warn.push(
      `TRUST_PROXY=${config.trustProxy} trusts a hop count while HOST=${config.host} accepts other machines: a client ` +
        `that reaches the port directly writes its own X-Forwarded-For and picks the address rate limits count. ` +
        `Name the proxy's own address instead (TRUST_PROXY=loopback, or its address/CIDR), or listen on HOST=127.0.0.1 ` +
        `behind a proxy on this machine (README, "Production checklist").`,
    );
  }
  if (config.inspect) {
    // Every visitor's page loads the panel, which shows each workflow's context (e-mails, drafts).
    warn.push('INSPECT=true: every page loads the workflow inspector panel, which shows what agents type. A developer tool: never for agents.');
  }
  return { info, warn };
}

const keyFile = (config: Config): string => path.join(config.dataDir, SECRETS_KEY_FILE);
