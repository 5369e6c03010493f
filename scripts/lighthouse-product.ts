/**
 * The product `npm run lighthouse` measures (scripts/lighthouse.ts): the production server started
 * as `npm start` would start it, on a port of its own, and the agent, customers and tasks it is
 * seeded with through the real API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const API_KEY = 'lighthouse-key';
export const AGENT = { firstName: 'Lucía', lastName: 'Faro', email: 'lucia.faro@example.com', password: 'Secreta123' } as const;
const CUSTOMERS = [
  ['Carlos', 'Mendoza'],
  ['Ana', 'Briceño'],
  ['José', 'Quintero'],
  ['Valentina', 'Rojas'],
  ['Andrés', 'Urdaneta'],
  ['Gabriela', 'Chacón'],
] as const;
const TASKS_PER_CUSTOMER = 2;

/** Exit 2: the measurement could not be made (as opposed to 1: a page missed the gate). */
export class ToolFailure extends Error {}

// ---------------------------------------------------------------------------------------------
// The product

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });

export async function choosePort(): Promise<number> {
  if (process.env.LIGHTHOUSE_PORT) return Number(process.env.LIGHTHOUSE_PORT);
  for (let port = 3430; port <= 3439; port++) if (await portIsFree(port)) return port;
  throw new ToolFailure('no free port in 3430–3439 (set LIGHTHOUSE_PORT)');
}

export interface Product {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/**
 * `scripts/start.ts` in a child process, with `npm start`'s V8 flag, production mode and only this
 * run's configuration: the external services a developer's .env may name are blanked (a variable
 * already set, even empty, is not taken from .env), so every run measures the same page.
 */
export async function startProduct(port: number, dataDir: string, logFile: string): Promise<Product> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'app.db')}`,
    PUBLIC_URL: baseUrl,
    API_KEY,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '',
    DEV_TOOLS: '',
    SMTP_URL: '',
    RECAPTCHA_SECRET: '',
    RECAPTCHA_SITE_KEY: '',
    VITE_RECAPTCHA_SITE_KEY: '',
    GOOGLE_CLIENT_ID: '',
    FACEBOOK_APP_ID: '',
    FACEBOOK_APP_SECRET: '',
    INSTAGRAM_CLIENT_ID: '',
    INSTAGRAM_CLIENT_SECRET: '',
    MAPBOX_TOKEN: '',
  };
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--max-semi-space-size=4', path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's JSON log goes to the file; anything else (the build's progress) is shown too.
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      if (!line.startsWith('{')) console.log(`  | ${line}`);
    });
  }
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));

  const deadline = Date.now() + 300_000;
  for (;;) {
    if (exited !== undefined) throw new ToolFailure(`the server exited (${exited}) before answering; see ${path.relative(root, logFile)}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new ToolFailure(`the server did not answer within 5 minutes; see ${path.relative(root, logFile)}`);
    }
    const answer = await fetch(`${baseUrl}/login`).catch(() => null);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop: () => stopChild(child, log) };
}

function stopChild(child: ChildProcess, log: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => log.end(() => resolve());
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------
// Test data through the real API

interface Envelope<T> {
  readonly data: T;
  readonly metadata: { readonly authorization?: { readonly accessToken: string }; readonly error?: { readonly type: string } };
}

function api(baseUrl: string) {
  return async <T>(method: string, route: string, body?: unknown, token?: string): Promise<Envelope<T>> => {
    const headers: Record<string, string> = { 'X-Api-Key': API_KEY };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}/rest/v1${route}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || envelope === null) {
      throw new ToolFailure(`${method} ${route} → ${response.status} ${JSON.stringify(envelope?.metadata.error ?? null)}`);
    }
    return envelope;
  };
}

/** 'YYYY-MM-DD' of the Caracas calendar day `days` from today (UTC−4 all year). */
const caracasDay = (days: number): string => new Date(Date.now() - 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

export interface Seeded {
  readonly accessToken: string;
  readonly customerNames: readonly string[];
}

/** One agent (sign-up, then the onboarding profile step), six customers, two open tasks each. */
export async function seed(baseUrl: string): Promise<Seeded> {
  const call = api(baseUrl);
  const signUp = await call<unknown>('POST', '/landlords', {
    firstName: AGENT.firstName,
    lastName: AGENT.lastName,
    emailAddress: AGENT.email,
    acceptEmails: false,
    password: AGENT.password,
    recaptchaToken: 'offline',
  });
  const token = signUp.metadata.authorization?.accessToken;
  if (!token) throw new ToolFailure('POST /landlords answered no access token');

  const [state] = (await call<{ countryStateId: string }[]>('GET', '/country-states?limit=1')).data;
  if (!state) throw new ToolFailure('no reference data (country states)');
  const [location] = (
    await call<{ countryLocationId: string; latitude: number; longitude: number }[]>('GET', `/country-locations?countryState=${state.countryStateId}&limit=1`)
  ).data;
  if (!location) throw new ToolFailure('no reference data (localities)');
  await call(
    'PUT',
    '/landlords',
    {
      codeContactPhoneNumber: '58',
      contactPhoneNumber: '4121234567',
      countryState: state.countryStateId,
      location: location.countryLocationId,
      latitude: location.latitude,
      longitude: location.longitude,
    },
    token,
  );
  const [taskType] = (await call<{ taskTypeId: string }[]>('GET', '/tasks-types?relationship=1&limit=1')).data;
  if (!taskType) throw new ToolFailure('no reference data (task types of customers)');

  const names: string[] = [];
  for (const [index, [firstName, lastName]] of CUSTOMERS.entries()) {
    const tenant = await call<{ tenantId: string; fullName: string }>(
      'POST',
      '/tenants',
      {
        firstName,
        lastName,
        tenantType: 2,
        codePhoneNumber: '58',
        phoneNumber: `41400000${String(index).padStart(2, '0')}`,
        emailAddress: `${firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.com`,
        documentType: 1,
        documentNumber: String(12_000_000 + index),
        sex: index % 2 === 0 ? 1 : 2,
        countryState: state.countryStateId,
        location: location.countryLocationId,
        birthDate: `198${index}-04-12`,
      },
      token,
    );
    names.push(tenant.data.fullName);
    for (let task = 0; task < TASKS_PER_CUSTOMER; task++) {
      await call(
        'POST',
        `/tenants/${tenant.data.tenantId}/tasks`,
        {
          taskTypeId: taskType.taskTypeId,
          title: task === 0 ? `Llamar a ${firstName}` : `Visita con ${firstName}`,
          description: 'Confirmar la visita al apartamento.',
          priority: 1 + ((index + task) % 3),
          expiredAt: `${caracasDay(1 + index + task)}T19:00:00.000Z`,
        },
        token,
      );
    }
  }
  return { accessToken: token, customerNames: names };
}
