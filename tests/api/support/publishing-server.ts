/**
 * A server process for the publishing crash tests: like log-server.ts, plus AGENTES_CRASH_AT, which
 * makes it SIGKILL itself at that point of the first job it runs: `effect:<PublishingEffect>` (an
 * effect committed, the machine not told) or `persist:<state>` (that state's snapshot persisted).
 */
import { buildApp } from '../../../server/app.ts';
import type { Config } from '../../../server/config.ts';

const config = JSON.parse(process.env.AGENTES_TEST_CONFIG ?? '{}') as Config;
const crashAt = process.env.AGENTES_CRASH_AT ?? '';
const die = (point: string) => {
  if (point !== crashAt) return;
  process.stdout.write(`${JSON.stringify({ crashingAt: point })}\n`);
  process.kill(process.pid, 'SIGKILL');
};
const app = await buildApp(config, {
  publishingHooks: {
    afterEffect: (effect) => die(`effect:${effect}`),
    afterPersist: (state) => die(`persist:${state}`),
  },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ testServerListening: address })}\n`);

process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
