/**
 * Runs the server in its own process so a test can read everything it logs (pino writes to the
 * process's stdout file descriptor, which a test inside the runner cannot intercept).
 * The config arrives as JSON in AGENTES_TEST_CONFIG; the address is announced on stdout.
 */
import { buildApp } from '../../../server/app.ts';
import type { Config } from '../../../server/config.ts';

const config = JSON.parse(process.env.AGENTES_TEST_CONFIG ?? '{}') as Config;
const app = await buildApp(config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ testServerListening: address })}\n`);

process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
