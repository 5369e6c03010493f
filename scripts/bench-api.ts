/**
 * `npm run bench:api`: the customers and task lists at scale, over real HTTP.
 *
 * Seeds a throw-away database (SQLite in a temporary directory; PostgreSQL when DATABASE_URL is a
 * postgres:// URL: a fresh database is created through it and dropped at the end) with 100
 * agents and, for one of them, 10,000 customers and 50,000 tasks, written straight through the
 * server's db module in batched multi-row inserts. It then starts the real server and times
 * sequential requests of each list call, printing p50/p95/p99 in milliseconds.
 *
 *   npm run bench:api                               # SQLite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
 *   BENCH_REQUESTS=50 npm run bench:api             # fewer requests per call
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Insertable } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { startSession } from '../server/auth/session.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Db } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { loadReferenceData } from '../server/db/refdata.ts';
import type { Database, NewAgent } from '../server/db/schema.ts';
import { searchTextOf, tenantSearchText } from '../server/repositories/text.ts';
import { FIRST_NAMES, LAST_NAMES, pick, seededRandom } from './seed/people.ts';

const AGENTS = 100;
const CUSTOMERS = 10_000;
const TASKS = 50_000;
/** A few customers and tasks for every other agent, so scoping by agent is part of what is measured. */
const OTHER_AGENT_CUSTOMERS = 20;
const OTHER_AGENT_TASKS = 40;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 10;
const API_KEY = 'bench-api-key';
const DAY_MS = 86_400_000;

const TASK_WORDS = ['Llamar', 'Visitar', 'Enviar contrato', 'Revisar documentos', 'Mostrar apartamento', 'Confirmar cita', 'Negociar precio', 'Firmar'];

/** Inserts rows in multi-row statements small enough for either engine's parameter limit. */
async function insertBatched<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  const columns = rows[0] === undefined ? 1 : Object.keys(rows[0]).length;
  const perStatement = Math.max(1, Math.floor(30_000 / columns));
  for (let at = 0; at < rows.length; at += perStatement) {
    // Kysely's table-generic insert cannot relate the table name to its row type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(at, at + perStatement) as any).execute();
  }
}

interface Seeded {
  agentId: string;
  tenantWithTasks: string;
}

async function seed(db: Db, now: Date): Promise<Seeded> {
  const rand = seededRandom(42);
  const stamp = now.toISOString();
  const taskTypes = await db.selectFrom('task_types').select('id').where('relationship', '=', 1).execute();
  if (taskTypes.length === 0) throw new Error('no task types of customers in the reference data');

  const agents: NewAgent[] = Array.from({ length: AGENTS }, (_, i) => ({
    id: randomUUID(),
    email: `agente${i}@bench.test`,
    password_hash: null,
    first_name: 'Agente',
    last_name: `Número ${i}`,
    avatar_url: null,
    sex: null,
    birth_date: null,
    description: null,
    phone_code: null,
    phone_number: null,
    country_state_id: null,
    country_location_id: null,
    latitude: null,
    longitude: null,
    profile_completed: true,
    accept_emails: false,
    email_confirmed_at: stamp,
    last_sign_in_at: null,
    created_at: stamp,
    updated_at: stamp,
  }));

  const tenants: Insertable<Database['tenants']>[] = [];
  const links: Insertable<Database['tenant_agents']>[] = [];
  const activities: Insertable<Database['tenant_activities']>[] = [];
  const tasks: Insertable<Database['tasks']>[] = [];
  let phone = 4120000000;

  const addCustomers = (agentId: string, count: number): string[] => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = randomUUID();
      const firstName = pick(rand, FIRST_NAMES);
      const lastName = `${pick(rand, LAST_NAMES)} ${pick(rand, LAST_NAMES)}`;
      const number = String(phone++);
      const email = rand() < 0.7 ? `cliente${phone}@correo.test` : null;
      const documentNumber = rand() < 0.5 ? `V${10_000_000 + Math.floor(rand() * 20_000_000)}` : null;
      // Linked over the last two years, so the list's order by link date is real work.
      const linkedAt = new Date(now.getTime() - Math.floor(rand() * 730 * DAY_MS)).toISOString();
      tenants.push({
        id,
        slug: `${id.slice(0, 8)}-${randomBytes(3).toString('hex')}`,
        first_name: firstName,
        last_name: lastName,
        email,
        phone_code: '58',
        phone_number: number,
        document_type: documentNumber === null ? null : 1,
        document_number: documentNumber,
        sex: 1 + Math.floor(rand() * 3),
        birth_date: null,
        country_state_id: null,
        country_location_id: null,
        avatar_url: null,
        search_text: tenantSearchText({ first_name: firstName, last_name: lastName, email, phone_code: '58', phone_number: number, document_type: documentNumber === null ? null : 1, document_number: documentNumber }),
        created_at: linkedAt,
        updated_at: linkedAt,
        owner_agent_id: agentId,
      });
      links.push({
        tenant_id: id,
        agent_id: agentId,
        tenant_type: 1 + Math.floor(rand() * 3),
        status: rand() < 0.85 ? 1 : 2,
        created_at: linkedAt,
        updated_at: linkedAt,
      });
      activities.push({ id: randomUUID(), tenant_id: id, agent_id: agentId, event_type: 1, idx: 1, title: 'El cliente ha sido añadido', created_at: linkedAt });
      ids.push(id);
    }
    return ids;
  };

  const addTasks = (agentId: string, tenantIds: readonly string[], count: number) => {
    for (let i = 0; i < count; i++) {
      const title = `${pick(rand, TASK_WORDS)} ${i}`;
      const description = `Seguimiento del cliente: ${pick(rand, TASK_WORDS).toLowerCase()} antes del vencimiento`;
      const status = rand() < 0.6 ? 1 : rand() < 0.7 ? 2 : 3;
      // Due dates over a year around today: the default 31-day window holds about a twelfth of them.
      const expiredAt = new Date(now.getTime() + Math.floor((rand() - 0.5) * 365 * DAY_MS)).toISOString();
      tasks.push({
        id: randomUUID(),
        agent_id: agentId,
        // Every hundredth task goes to the first customer: a busy customer whose own list is measured.
        tenant_id: (i % 100 === 0 ? tenantIds[0] : tenantIds[i % tenantIds.length]) as string,
        task_type_id: pick(rand, taskTypes).id,
        title,
        description,
        status,
        priority: 1 + Math.floor(rand() * 3),
        expired_at: expiredAt,
        created_at: stamp,
        completed_at: status === 2 ? stamp : null,
        canceled_at: status === 3 ? stamp : null,
        updated_at: stamp,
        search_text: searchTextOf([title, description]),
      });
    }
  };

  const [main, ...others] = agents;
  if (main === undefined) throw new Error('no agents');
  const mainCustomers = addCustomers(main.id, CUSTOMERS);
  addTasks(main.id, mainCustomers, TASKS);
  for (const agent of others) addTasks(agent.id, addCustomers(agent.id, OTHER_AGENT_CUSTOMERS), OTHER_AGENT_TASKS);

  await db.transaction().execute(async (trx) => {
    await insertBatched(trx, 'agents', agents);
    await insertBatched(trx, 'tenants', tenants);
    await insertBatched(trx, 'tenant_agents', links);
    await insertBatched(trx, 'tenant_activities', activities);
    await insertBatched(trx, 'tasks', tasks);
  });
  return { agentId: main.id, tenantWithTasks: mainCustomers[0] as string };
}

/** Nearest-rank percentile of sorted samples. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

interface Target {
  name: string;
  path: string;
}

async function time(base: string, token: string, target: Target): Promise<{ sorted: number[]; total: number }> {
  const headers = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
  const samples: number[] = [];
  let total = 0;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/rest/v1${target.path}`, { headers });
    const body = (await response.json()) as { metadata?: { pagination?: { total: number } } };
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${target.name}: HTTP ${response.status} ${JSON.stringify(body)}`);
    total = body.metadata?.pagination?.total ?? 0;
    if (i >= WARM_UP) samples.push(elapsed);
  }
  return { sorted: samples.sort((a, b) => a - b), total };
}

/** A fresh database: a temporary SQLite file, or a new PostgreSQL database next to DATABASE_URL's. */
async function freshDatabase(dataDir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (admin === undefined || !/^postgres(ql)?:\/\//.test(admin)) {
    return { url: `sqlite:${path.join(dataDir, 'bench.db')}`, drop: async () => {} };
  }
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // CREATE DATABASE copies template1 and fails while another session is connected to it: retry briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      await run(`CREATE DATABASE ${name}`);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agentes-bench-'));
  const database = await freshDatabase(dataDir);
  try {
    const now = new Date();
    const { db, engine } = openDatabase(database.url);
    let seeded: Seeded;
    let token: string;
    try {
      await migrateToLatest(db);
      await loadReferenceData(db);
      const started = performance.now();
      seeded = await seed(db, now);
      // Fresh statistics, as autovacuum would have gathered on a live database.
      await sql`ANALYZE`.execute(db);
      const agent = await db.selectFrom('agents').selectAll().where('id', '=', seeded.agentId).executeTakeFirstOrThrow();
      token = (await startSession(db, agent, now, { device: null, place: null })).accessToken;
      console.info(`engine ${engine}: seeded ${AGENTS} agents, ${CUSTOMERS} customers and ${TASKS} tasks for one agent in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await db.destroy();
    }

    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, API_KEY, LOG_LEVEL: 'error' });
    const app = await buildApp(config);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const targets: Target[] = [
        { name: 'GET /tenants (first page)', path: '/tenants' },
        { name: 'GET /tenants (deep page)', path: '/tenants?offset=8000' },
        { name: 'GET /tenants?searchQuery=gonz', path: '/tenants?searchQuery=gonz' },
        { name: 'GET /tenants?searchQuery=quintero rivas', path: `/tenants?searchQuery=${encodeURIComponent('quintero rivas')}` },
        { name: 'GET /agents/tasks (default window)', path: '/agents/tasks' },
        { name: 'GET /agents/tasks?status=1&orderBy=priority', path: '/agents/tasks?status=1&orderBy=priority&orderType=desc' },
        { name: 'GET /tenants/{id}/tasks (default window)', path: `/tenants/${seeded.tenantWithTasks}/tasks` },
        // Issue 8: the dashboard's call (overdue first) and the customer list's wider ranges.
        { name: 'GET /agents/tasks?status=1&range=upcoming&limit=3', path: '/agents/tasks?status=1&range=upcoming&limit=3' },
        { name: 'GET /agents/tasks?range=overdue', path: '/agents/tasks?range=overdue' },
        { name: 'GET /agents/tasks?range=all&searchQuery=visita', path: '/agents/tasks?range=all&searchQuery=visita' },
        { name: 'GET /tenants/{id}/tasks?range=upcoming', path: `/tenants/${seeded.tenantWithTasks}/tasks?range=upcoming` },
        { name: 'GET /tenants/{id}/tasks?range=all', path: `/tenants/${seeded.tenantWithTasks}/tasks?range=all` },
      ];
      console.info(`${REQUESTS} sequential requests per call (after ${WARM_UP} warm-up), milliseconds:`);
      console.info(`${'call'.padEnd(48)} ${'total'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`);
      for (const target of targets) {
        const { sorted, total } = await time(base, token, target);
        const cell = (p: number) => percentile(sorted, p).toFixed(1).padStart(7);
        console.info(`${target.name.padEnd(48)} ${String(total).padStart(6)} ${cell(50)} ${cell(95)} ${cell(99)}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
