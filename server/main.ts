import { buildApp } from './app.ts';
import { DEV_API_KEY, loadConfig } from './config.ts';
import { isPublicHost } from './http/local-client.ts';
import { offlineStandIns } from './providers/index.ts';

const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Agentes listening on ${config.publicUrl}`);
const standIns = offlineStandIns(config);
if (!config.production) {
  // The key is a client identifier shipped in the SPA, so showing it in development is fine.
  app.log.info(`API key (X-Api-Key): ${config.apiKey}`);
  app.log.info(`Offline mailbox: ${config.publicUrl}/dev/mailbox`);
  if (standIns.length > 0 && config.devTools === 'public') {
    app.log.warn(
      `DEV_TOOLS=public: the offline stand-ins answer every client, so anyone who reaches this server can read ` +
        `reset links at /dev/mailbox and sign in as anyone through the consent page. Never run it like this ` +
        `where strangers can reach it. Stand-ins: ${standIns.join('; ')}.`,
    );
  } else if (standIns.length > 0 && isPublicHost(config.host)) {
    app.log.warn(
      `Offline stand-ins are active while HOST=${config.host} accepts other machines. They answer only clients ` +
        `on this machine, so from elsewhere sign-up, password reset and social sign-in will not work until the ` +
        `real services are configured (README, "Production checklist"): ${standIns.join('; ')}.`,
    );
  }
} else {
  if (config.apiKey === DEV_API_KEY) app.log.warn('API_KEY is not set: the development key is in use');
  if (standIns.length > 0) {
    app.log.warn(`Production with services not configured (agents cannot use them; README, "Production checklist"): ${standIns.join('; ')}`);
  }
}
