/**
 * The product as `npm start` runs it (configuration from the environment, default log level), for
 * `npm run bench:http`: listens on a free loopback port and tells the parent which one.
 */
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

const app = await buildApp(loadConfig(process.env));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ listening: address });
process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
