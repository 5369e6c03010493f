import { buildApp } from './app.ts';
import { DEV_API_KEY, loadConfig } from './config.ts';

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
if (!config.production) {
  // The key is a client identifier shipped in the SPA, so showing it in development is fine.
  app.log.info(`API key (X-Api-Key): ${config.apiKey}`);
  app.log.info(`Offline mailbox: ${config.publicUrl}/dev/mailbox`);
} else {
  if (config.apiKey === DEV_API_KEY) app.log.warn('API_KEY is not set: the development key is in use');
  if (config.smtpUrl === null) app.log.warn('SMTP_URL is not set: e-mails only reach the outbox table');
}
