/**
 * `npm run seed:demo`: fills the database `npm start` uses (DATABASE_URL, or SQLite in DATA_DIR,
 * ./data by default; a `.env` file is read as `npm start` reads it) with one demo agent's
 * customers, tasks, listings and connections, and prints how to sign in. Running it again
 * writes nothing. Refused with NODE_ENV=production. See scripts/seed/demo-seed.ts.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config.ts';
import { SeedRefused, seedDemo } from './seed/demo-seed.ts';

const envFile = fileURLToPath(new URL('../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

try {
  const config = loadConfig();
  const target = config.databaseUrl.startsWith('sqlite:') ? config.databaseUrl : config.databaseUrl.replace(/\/\/[^@/]*@/, '//…@');
  console.info(`seed:demo → ${target}`);
  const started = performance.now();
  const result = await seedDemo(config);
  const { counts } = result;
  console.info(
    result.alreadySeeded
      ? 'Already seeded: the demo agent and all its data are there; nothing was written.'
      : `Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s (${result.writes} writes).`,
  );
  console.info(
    `  ${counts.customers} customers (${counts.archivedCustomers} archived) in ${counts.states} states; tasks: ${counts.tasks.overdue} overdue, ${counts.tasks.today} today, ` +
      `${counts.tasks.upcoming} upcoming, ${counts.tasks.completed} completed, ${counts.tasks.cancelled} cancelled; ${counts.attachments} attachments; ${counts.activities} activities`,
  );
  console.info(`  ${counts.drafts.pending} drafts, ${counts.drafts.published} published listings, ${counts.images} photos, ${counts.connections} connections, ${counts.socialPosts} simulated posts`);
  console.info(`\nSign in at ${config.publicUrl}/login as\n  e-mail:   ${result.email}\n  password: ${result.password}`);
} catch (error) {
  if (error instanceof SeedRefused) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
