import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoder } from '../../src/schema/decode.ts';
import { CountryLocation, CountryState, TaskCompleted, TaskType } from '../../src/schema/reference.ts';
import { expectError, expectOk, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { PNG_1X1, imageForm } from './support/images.ts';

const decodeState = decoder(CountryState, { strict: false });
const decodeLocation = decoder(CountryLocation, { strict: false });
const decodeTaskType = decoder(TaskType, { strict: false });
const decodeTaskCompleted = decoder(TaskCompleted, { strict: false });

/** Venezuela, generously: every coordinate of the reference data must fall inside. */
const inVenezuela = (place: { latitude: number; longitude: number }): boolean =>
  place.latitude > 0.5 && place.latitude < 16 && place.longitude > -74 && place.longitude < -59;

/** The 23 states and the Capital District (Dependencias Federales has no municipalities). */
const VENEZUELAN_STATES = [
  'Amazonas', 'Anzoátegui', 'Apure', 'Aragua', 'Barinas', 'Bolívar', 'Carabobo', 'Cojedes', 'Delta Amacuro',
  'Distrito Capital', 'Falcón', 'Guárico', 'La Guaira', 'Lara', 'Mérida', 'Miranda', 'Monagas', 'Nueva Esparta',
  'Portuguesa', 'Sucre', 'Táchira', 'Trujillo', 'Yaracuy', 'Zulia',
];

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  ({ token } = await signUp(server));
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => server.api('GET', path, { token });

async function allStates(): Promise<CountryState[]> {
  return expectOk(await get('/country-states?limit=100')).data as CountryState[];
}

describe('GET /country-states', () => {
  it('lists every Venezuelan state, Distrito Capital included, with real coordinates', async () => {
    const body = expectOk(await get('/country-states?limit=100'));
    const states = body.data as CountryState[];
    expect(states.length).toBeGreaterThanOrEqual(VENEZUELAN_STATES.length);
    expect(body.metadata.pagination).toEqual({ limit: 100, offset: 0, total: states.length });
    for (const state of states) {
      expect(decodeState(state).ok, JSON.stringify(state)).toBe(true);
      expect(inVenezuela(state), JSON.stringify(state)).toBe(true);
    }
    expect(new Set(states.map((state) => state.countryStateId)).size).toBe(states.length);
    expect(states.map((state) => state.name)).toEqual(expect.arrayContaining(VENEZUELAN_STATES));
    const capital = states.find((state) => state.name === 'Distrito Capital');
    // Caracas: 10.49 N, 66.88 W.
    expect(Math.abs((capital?.latitude ?? 0) - 10.49)).toBeLessThan(0.3);
    expect(Math.abs((capital?.longitude ?? 0) + 66.88)).toBeLessThan(0.3);
  });

  it('pages with limit and offset; total is the whole count', async () => {
    const all = await allStates();
    const page = expectOk(await get('/country-states?limit=5&offset=5'));
    expect(page.metadata.pagination).toEqual({ limit: 5, offset: 5, total: all.length });
    expect(page.data).toEqual(all.slice(5, 10));
    const beyond = expectOk(await get(`/country-states?limit=5&offset=${all.length}`));
    expect(beyond.data).toEqual([]);
    expect(beyond.metadata.pagination?.total).toBe(all.length);
  });

  it('answers a page with its pagination when no limit is given', async () => {
    const body = expectOk(await get('/country-states'));
    const pagination = body.metadata.pagination;
    expect(pagination?.offset).toBe(0);
    expect(pagination?.total).toBeGreaterThanOrEqual(VENEZUELAN_STATES.length);
    expect((body.data as unknown[]).length).toBe(Math.min(pagination?.limit ?? 0, pagination?.total ?? 0));
  });

  it('is the same list on every call (stable order)', async () => {
    expect(await allStates()).toEqual(await allStates());
  });
});

describe('GET /country-locations', () => {
  it('lists only the localities of the given state, each carrying its state', async () => {
    const states = await allStates();
    for (const state of states.filter((candidate) => ['Distrito Capital', 'Zulia', 'Amazonas'].includes(candidate.name))) {
      const body = expectOk(await get(`/country-locations?countryState=${encodeURIComponent(state.countryStateId)}&limit=500`));
      const locations = body.data as CountryLocation[];
      expect(locations.length, state.name).toBeGreaterThan(0);
      expect(body.metadata.pagination?.total).toBe(locations.length);
      for (const location of locations) {
        expect(decodeLocation(location).ok, JSON.stringify(location)).toBe(true);
        expect(location.countryState.countryStateId).toBe(state.countryStateId);
        expect(location.countryState.name).toBe(state.name);
        expect(inVenezuela(location), JSON.stringify(location)).toBe(true);
      }
    }
  });

  it('has at least every municipality: 335 localities or more in all', async () => {
    const body = expectOk(await get('/country-locations?limit=1'));
    expect(body.metadata.pagination?.total).toBeGreaterThanOrEqual(335);
    expect(body.data).toHaveLength(1);
  });

  it('pages within a state', async () => {
    const capital = (await allStates()).find((state) => state.name === 'Zulia') as CountryState;
    const query = `countryState=${encodeURIComponent(capital.countryStateId)}`;
    const all = expectOk(await get(`/country-locations?${query}&limit=500`)).data as CountryLocation[];
    const page = expectOk(await get(`/country-locations?${query}&limit=2&offset=1`));
    expect(page.data).toEqual(all.slice(1, 3));
    expect(page.metadata.pagination).toEqual({ limit: 2, offset: 1, total: all.length });
  });
});

describe('GET /tasks-types', () => {
  it('lists the tenant task types for relationship=1', async () => {
    const body = expectOk(await get('/tasks-types?relationship=1&limit=100'));
    const types = body.data as TaskType[];
    expect(types.length).toBeGreaterThan(0);
    expect(body.metadata.pagination?.total).toBe(types.length);
    for (const type of types) {
      expect(decodeTaskType(type).ok, JSON.stringify(type)).toBe(true);
      expect(type.relationship).toBe(1);
    }
  });

  it('relationship=2 lists only property task types', async () => {
    const types = expectOk(await get('/tasks-types?relationship=2&limit=100')).data as TaskType[];
    for (const type of types) expect(type.relationship).toBe(2);
  });
});

describe('GET /tasks-completed', () => {
  it('a new agent has none', async () => {
    const { token: fresh } = await signUp(server);
    const body = expectOk(await server.api('GET', '/tasks-completed', { token: fresh }));
    expect(body.data).toEqual([]);
    expect(body.metadata.pagination?.total).toBe(0);
  });

  it('lists only the caller’s tasks: a second agent sees none of the first’s', async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    expectOk(
      await server.api('PUT', '/landlords/avatar', { rawBody: imageForm(PNG_1X1, 'a.png', 'image/png'), token: first.token }),
    );
    const firstTasks = expectOk(await server.api('GET', '/tasks-completed', { token: first.token }));
    expect(firstTasks.data).toHaveLength(1);
    expect(firstTasks.metadata.pagination?.total).toBe(1);
    const task = firstTasks.data[0] as TaskCompleted;
    expect(decodeTaskCompleted(task).ok, JSON.stringify(task)).toBe(true);
    expect(task).toMatchObject({ type: 2, agentId: first.agent.agentId });

    const secondTasks = expectOk(await server.api('GET', '/tasks-completed', { token: second.token }));
    expect(secondTasks.data).toEqual([]);
    expect(secondTasks.metadata.pagination?.total).toBe(0);
  });
});

describe('GET /tasks-completed paging', () => {
  it('pages with limit and offset', async () => {
    const agent = await signUp(server);
    const states = await allStates();
    const state = states.find((candidate) => candidate.name === 'Distrito Capital') as CountryState;
    const location = (expectOk(await get(`/country-locations?countryState=${encodeURIComponent(state.countryStateId)}`))
      .data as CountryLocation[])[0] as CountryLocation;
    expectOk(
      await server.api('PUT', '/landlords', {
        token: agent.token,
        body: {
          codeContactPhoneNumber: '58',
          contactPhoneNumber: '4121234567',
          countryState: state.countryStateId,
          location: location.countryLocationId,
          latitude: location.latitude,
          longitude: location.longitude,
        },
      }),
    );
    expectOk(
      await server.api('PUT', '/landlords/avatar', { rawBody: imageForm(PNG_1X1, 'a.png', 'image/png'), token: agent.token }),
    );
    const all = expectOk(await server.api('GET', '/tasks-completed', { token: agent.token }));
    expect((all.data as TaskCompleted[]).map((task) => task.type).sort()).toEqual([1, 2]);
    const page = expectOk(await server.api('GET', '/tasks-completed?limit=1&offset=1', { token: agent.token }));
    expect(page.data).toHaveLength(1);
    expect(page.metadata.pagination).toEqual({ limit: 1, offset: 1, total: 2 });
    expect(page.data[0]).toEqual(all.data[1]);
  });
});

describe('query validation', () => {
  const routes = ['/country-states', '/country-locations', '/tasks-types', '/tasks-completed'];
  const badQueries = [
    'limit=0',
    'limit=abc',
    'limit=-1',
    'limit=1.5',
    'limit=100000',
    'offset=-1',
    'offset=abc',
    'offset=1e3x',
    'limit=',
    'desconocido=1',
  ];
  it.each(routes.flatMap((route) => badQueries.map((query) => `${route}?${query}`)))(
    '%s → 400 VALIDATION_ERROR',
    async (path) => {
      expectError(await get(path), 'VALIDATION_ERROR');
    },
  );

  it.each([
    ['/tasks-types?relationship=3', '/tasks-types?relationship=3'],
    ['/tasks-types?relationship=0', '/tasks-types?relationship=0'],
    ['/tasks-types?relationship=abc', '/tasks-types?relationship=abc'],
    ['/country-locations with a 10,000-character countryState', `/country-locations?countryState=${'x'.repeat(10_000)}`],
  ])('%s → 400 VALIDATION_ERROR', async (_name, path) => {
    expectError(await get(path), 'VALIDATION_ERROR');
  });
});
