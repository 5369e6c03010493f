/**
 * `npm run seed:demo`'s work: fills the configured database with one demo agent's realistic
 * book (customers, tasks, attachments, activity, listings at every stage, published listings and
 * the Instagram/Facebook connections) by calling the app's own routes in process. Reads first what
 * is already there and writes only what is missing, so a second run writes nothing.
 */
import type { Config } from '../../server/config.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/database.ts';
import { DEMO_AGENT, completeAgent, ensureAgent, pendingAgentWrites, readStoredAgent } from './demo-agent.ts';
import { countDemo, type DemoCounts } from './demo-counts.ts';
import { planCustomers } from './demo-customers-plan.ts';
import { pendingBookWrites, readStoredBook, writeBook } from './demo-customers.ts';
import { DRAFT_PLANS } from './demo-listings-plan.ts';
import { pendingListingWrites, readStoredDrafts, writeListings } from './demo-listings.ts';
import { createInjectApi, type InjectApi } from './inject-api.ts';

/** Refused before anything is opened: demo people must never reach a production database. */
export class SeedRefused extends Error {}

export interface DemoSeedResult {
  readonly email: string;
  readonly password: string;
  /** True when the database already held the whole demo set and nothing was written. */
  readonly alreadySeeded: boolean;
  /** Route calls (and back-dated due dates) written by this run. */
  readonly writes: number;
  readonly counts: DemoCounts;
}

const DAY = 86_400_000;
/** The agent joined before the first customer (four months ago). */
const JOINED_DAYS_AGO = 130;

interface Reference {
  locationsByState: Map<string, string[]>;
  coordinates: Map<string, { latitude: number; longitude: number }>;
  taskTypeIds: Map<number, string>;
}

/** The states, municipalities and task types the app serves (its reference data, as the SPA reads it). */
async function readReference(api: InjectApi): Promise<Reference> {
  type Location = { countryLocationId: string; latitude: number; longitude: number; countryState: { countryStateId: string } };
  const locations: Location[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await api.call<Location[]>('GET', `/country-locations?limit=100&offset=${offset}`);
    locations.push(...page);
    if (page.length < 100) break;
  }
  const locationsByState = new Map<string, string[]>();
  for (const location of locations) {
    const state = location.countryState.countryStateId;
    locationsByState.set(state, [...(locationsByState.get(state) ?? []), location.countryLocationId]);
  }
  const taskTypes = await api.call<{ taskTypeId: string; type: number }[]>('GET', '/tasks-types?relationship=1&limit=100');
  return {
    locationsByState,
    coordinates: new Map(locations.map((location) => [location.countryLocationId, { latitude: location.latitude, longitude: location.longitude }])),
    taskTypeIds: new Map(taskTypes.map((type) => [type.type, type.taskTypeId])),
  };
}

/**
 * The app as `npm start` would build it on this configuration, except: posts are simulated at
 * once, and the offline stand-ins (reCAPTCHA, consent page) answer even where real keys are set,
 * because the demo agent's connections are the offline adapters' by design.
 */
const seedingConfig = (config: Config): Config => ({
  ...config,
  logLevel: 'warn',
  offlinePostDelayMs: 0,
  recaptchaSecret: null,
  instagramClientId: null,
  instagramClientSecret: null,
  facebookAppId: null,
  facebookAppSecret: null,
});

async function signIn(api: InjectApi): Promise<string> {
  const body = { emailAddress: DEMO_AGENT.email, password: DEMO_AGENT.password };
  const answer = await api.envelope('POST', '/auth/landlords', { body }).catch((error: unknown) => {
    throw new Error(`The demo agent ${DEMO_AGENT.email} exists but no longer signs in with the demo password (${String(error)})`);
  });
  const token = answer.metadata?.authorization?.accessToken;
  if (token === undefined) throw new Error('sign-in answered no access token');
  return token;
}

export async function seedDemo(config: Config, now: Date = new Date()): Promise<DemoSeedResult> {
  if (config.production) {
    throw new SeedRefused('seed:demo refuses to run with NODE_ENV=production: demo customers and listings must never reach a real database.');
  }
  // The app's clock: null is real time; the writers set it to when each event of the story happened.
  let clock: number | null = null;
  const setClock = (at: Date | null) => {
    clock = at === null ? null : at.getTime();
  };
  const app = await buildApp(seedingConfig(config), { now: () => new Date(clock ?? Date.now()) });
  const { db } = openDatabase(config.databaseUrl);
  try {
    const api = createInjectApi(app, config.apiKey);
    const reference = await readReference(api);
    const customers = planCustomers(now, reference.locationsByState);
    const agent = await readStoredAgent(db);
    const book = await readStoredBook(db, agent?.id ?? null);
    const drafts = await readStoredDrafts(db, agent?.id ?? null);
    const pending = pendingAgentWrites(agent) + pendingBookWrites(customers, book, now) + pendingListingWrites(DRAFT_PLANS, drafts);
    const result = (agentId: string, writes: number) =>
      countDemo(db, agentId, now).then((counts) => ({ email: DEMO_AGENT.email, password: DEMO_AGENT.password, alreadySeeded: writes === 0, writes, counts }));
    if (agent !== null && pending === 0) return await result(agent.id, 0);

    setClock(new Date(now.getTime() - JOINED_DAYS_AGO * DAY));
    const agentId = await ensureAgent(api, agent);
    // Signed in at the real time: the session then covers every past moment the clock visits.
    setClock(null);
    const token = await signIn(api);
    try {
      setClock(new Date(now.getTime() - (JOINED_DAYS_AGO - 1) * DAY));
      const home = reference.coordinates.get(DEMO_AGENT.locationId) ?? { latitude: 10.4964, longitude: -66.8528 };
      let writes = (agent === null ? 1 : 0) + (await completeAgent(api, token, agent, home));
      writes += await writeBook(customers, book, { api, db, token, setClock, taskTypeIds: reference.taskTypeIds }, now);
      writes += await writeListings(DRAFT_PLANS, drafts, { api, db, token, setClock, coordinates: reference.coordinates }, now);
      return await result(agentId, writes);
    } finally {
      setClock(null);
      // The seed's own session ends with it: no live token is left behind.
      await api.call('DELETE', '/auth/landlords/logout', { token }).catch(() => undefined);
    }
  } finally {
    await app.close();
    await db.destroy();
  }
}
