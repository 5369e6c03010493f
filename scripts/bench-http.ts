/**
 * `npm run bench:http`: what the product costs per request next to the bare framework, in one run.
 *
 * Starts, each in its own process, a bare Fastify hello-world and the product (SQLite in a
 * temporary data dir, the default log level, `npm start`'s V8 flags), seeds one agent with 300
 * customers through the real API, then loads each route with autocannon (10 connections) for
 * BENCH_SECONDS, BENCH_ROUNDS times round-robin, and prints the median requests per second and
 * its ratio to the bare framework. The load generator runs in this process, so on a 2-core
 * machine it takes one core and the server under test the other: run it on a quiet machine (the
 * load average is printed before and after).
 *
 *   npm run bench:http                        # 3 rounds of 5 s per route
 *   BENCH_SECONDS=10 BENCH_ROUNDS=5 npm run bench:http
 *   BENCH_ROUTES=tenants npm run bench:http   # only the routes whose name matches (and the bare one)
 *   BENCH_CPU_PROF=/tmp/prof npm run bench:http   # also writes the product's CPU profile there
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, startProcess, type ServerProcess } from './bench/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CUSTOMERS = 300;
const API_KEY = 'bench-http-api-key';
/** What Chromium sends: the HTML and the compressed JSON are measured as a browser asks for them. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const root = fileURLToPath(new URL('..', import.meta.url));
const script = (name: string) => path.join(root, 'scripts', 'bench', name);

interface Route {
  readonly name: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  /** The process that answers it. */
  readonly server: ServerProcess;
}

/** The answer's status, encoding and size as sent (not decompressed, unlike fetch). */
function wireSize(route: Route): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(route.url, { headers: route.headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, encoding: String(response.headers['content-encoding'] ?? 'identity'), bytes }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function seed(baseUrl: string): Promise<string> {
  const call = async (method: string, route: string, body?: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}/rest/v1${route}`, {
      method,
      headers: {
        'x-api-key': API_KEY,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { data: unknown; metadata: { authorization?: { accessToken: string } } };
    if (!response.ok) throw new Error(`${method} ${route}: HTTP ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const signedUp = await call('POST', '/landlords', {
    firstName: 'Agente',
    lastName: 'De Prueba',
    emailAddress: 'agente@bench.test',
    password: 'Secreta#2026',
    acceptEmails: false,
    recaptchaToken: 'offline-recaptcha-token',
  });
  const token = signedUp.metadata.authorization?.accessToken;
  if (token === undefined) throw new Error('sign-up answered no access token');
  const states = (await call('GET', '/country-states')).data as { countryStateId: string }[];
  const state = states[0]?.countryStateId ?? '';
  const locations = (await call('GET', `/country-locations?countryState=${state}`)).data as { countryLocationId: string }[];
  const names = ['María', 'José', 'Luis', 'Ana', 'Carlos', 'Lucía', 'Andrés', 'Sofía'];
  const surnames = ['González Rivas', 'Pérez Núñez', 'Hernández Peña', 'García Rojas', 'Martínez Suárez'];
  for (let i = 0; i < CUSTOMERS; i++) {
    await call(
      'POST',
      '/tenants',
      {
        firstName: names[i % names.length],
        lastName: surnames[i % surnames.length],
        tenantType: 1 + (i % 3),
        codePhoneNumber: '58',
        phoneNumber: String(4120000000 + i),
        emailAddress: `cliente${i}@bench.test`,
        documentType: 1,
        documentNumber: String(10_000_000 + i),
        sex: 1 + (i % 2),
        countryState: state,
        location: locations[i % locations.length]?.countryLocationId ?? null,
        birthDate: '1985-04-12',
      },
      token,
    );
  }
  return token;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const number = (value: number): string => Math.round(value).toLocaleString('en-US');
const loadAverage = (): string => loadavg().map((value) => value.toFixed(2)).join(' / ');

if (!existsSync(path.join(root, 'dist', 'index.html'))) {
  console.info('No build in dist/: running vite build first.');
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'agentes-bench-http-'));
const profileDir = process.env.BENCH_CPU_PROF;
const bare = await startProcess(script('bare-fastify.ts'), [], process.env);
const product = await startProcess(
  script('product-server.ts'),
  ['--max-semi-space-size=4', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
  {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`,
    API_KEY,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
);

try {
  const token = await seed(product.baseUrl);
  const api = `${product.baseUrl}/rest/v1`;
  const authorized = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
  const allRoutes: Route[] = [
    { name: 'bare Fastify: GET / (hello world)', url: `${bare.baseUrl}/`, headers: {}, server: bare },
    { name: '/login HTML (as a browser asks)', url: `${product.baseUrl}/login`, headers: { 'accept-encoding': BROWSER_ENCODINGS }, server: product },
    { name: 'GET /rest/v1/country-states', url: `${api}/country-states`, headers: { 'x-api-key': API_KEY }, server: product },
    { name: 'GET /rest/v1/tenants (first page)', url: `${api}/tenants`, headers: authorized, server: product },
    { name: 'GET /rest/v1/tenants, compressed', url: `${api}/tenants`, headers: { ...authorized, 'accept-encoding': BROWSER_ENCODINGS }, server: product },
  ];
  const only = process.env.BENCH_ROUTES === undefined ? null : new RegExp(process.env.BENCH_ROUTES, 'i');
  const routes = allRoutes.filter((route, index) => index === 0 || only === null || only.test(route.name));

  console.info(`\nload average before: ${loadAverage()} (1 / 5 / 15 min; 2 cores)`);
  const sizes = await Promise.all(routes.map(wireSize));
  for (const route of routes) await load(route.url, route.headers, 1); // warm-up: JIT, caches
  const samples = routes.map(() => [] as number[]);
  const cpuPerRequest = routes.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, route] of routes.entries()) {
      const cpuBefore = route.server.cpuSeconds();
      const result = await load(route.url, route.headers, SECONDS);
      const cpuAfter = route.server.cpuSeconds();
      samples[index]?.push(result.rps);
      if (cpuBefore !== null && cpuAfter !== null) cpuPerRequest[index]?.push((1e6 * (cpuAfter - cpuBefore)) / result.requests);
    }
  }
  console.info(`load average after:  ${loadAverage()}\n`);

  const bareRps = median(samples[0] ?? []);
  console.info(`${ROUNDS} rounds × ${SECONDS} s per route, 10 connections; median of the rounds. req/s and its ratio to bare`);
  console.info(`Fastify; the server's CPU time per request (µs, user + system), which the machine's load moves far less.\n`);
  console.info(`${'route'.padEnd(38)} ${'req/s'.padStart(8)} ${'ratio'.padStart(7)} ${'CPU µs'.padStart(7)}  ${'answer (bytes, encoding)'.padEnd(24)} req/s of each round`);
  for (const [index, route] of routes.entries()) {
    const rps = median(samples[index] ?? []);
    const cpu = cpuPerRequest[index] ?? [];
    const size = sizes[index];
    const answer = size === undefined ? '' : `${number(size.bytes)} ${size.encoding}`;
    console.info(
      `${route.name.padEnd(38)} ${number(rps).padStart(8)} ${`${((100 * rps) / bareRps).toFixed(1)} %`.padStart(7)} ${(cpu.length > 0 ? number(median(cpu)) : '–').padStart(7)}  ${answer.padEnd(24)} ${(samples[index] ?? []).map(number).join(' / ')}`,
    );
  }
} finally {
  await Promise.all([bare.stop(), product.stop()]);
  await rm(dataDir, { recursive: true, force: true });
}
