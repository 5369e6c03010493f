import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startupNotes } from './startup-notes.ts';

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
const notes = startupNotes(config);
for (const line of notes.info) app.log.info(line);
for (const line of notes.warn) app.log.warn(line);
