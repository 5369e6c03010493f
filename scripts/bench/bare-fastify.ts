/**
 * The yardstick of `npm run bench:http`: Fastify with nothing but a hello-world route, in its own
 * process like the product, so the ratio printed beside each route is the cost of what we add.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ listening: address });
process.on('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
