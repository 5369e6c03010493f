/**
 * The parts of a draft (issue 10, spec 03 §7): environments (bedrooms and bathrooms counted from
 * them), location (reference ids in, names and ids out), details (SIZE is the draft's size),
 * nearby places (distance and times computed by the server), and the post refusals that need no
 * image. Every call answers the whole updated draft; a refused call writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyDraft } from '../../src/schema/property-draft.ts';
import { expectError, expectOk, expectValidationError, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import { REFS, createDraft, draftOf, locationBody, nearbyPlaceBody, postBody } from './support/drafts.ts';

let server: TestServer;
let agent: { token: string };

beforeAll(async () => {
  server = await startServer();
  agent = await signUp(server);
});
afterAll(async () => {
  await server?.close();
});

const put = async (id: string, path: string, body: unknown, token = agent.token) => server.api('PUT', `/property-drafts/${id}${path}`, { token, body });
const del = async (id: string, path: string, token = agent.token) => server.api('DELETE', `/property-drafts/${id}${path}`, { token });
const get = async (id: string, token = agent.token) => draftOf(await server.api('GET', `/property-drafts/${id}`, { token }));

/** Runs a refused call and proves the draft and every table unchanged. */
async function refusedUnchanged(id: string, call: () => Promise<void>): Promise<void> {
  const before = await get(id);
  const counts = await server.snapshot();
  await call();
  expect(await server.snapshot()).toEqual(counts);
  expect(await get(id)).toEqual(before);
}

/** Straight-line distance, computed here independently of the server. */
function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('PUT /property-drafts/{id}/enviroments/{enviromentId}', () => {
  it('sets quantities, counts bedrooms and full bathrooms, and quantity 0 removes', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    let draft = draftOf(await put(id, `/enviroments/${REFS.habitacion}`, { quantity: 2 }));
    expect(draft.enviroments).toEqual([
      { enviromentInPropertyId: expect.any(String), quantity: 2, propertyEnviroment: { id: REFS.habitacion, name: 'Habitación', shortName: 'Hab.' } },
    ]);
    expect(draft).toMatchObject({ bedrooms: 2, bathrooms: null });
    await put(id, `/enviroments/${REFS.habitacionPrincipal}`, { quantity: 1 });
    await put(id, `/enviroments/${REFS.habitacionServicio}`, { quantity: 1 });
    await put(id, `/enviroments/${REFS.bano}`, { quantity: 2 });
    await put(id, `/enviroments/${REFS.medioBano}`, { quantity: 1 });
    draft = draftOf(await put(id, `/enviroments/${REFS.sala}`, { quantity: 1 }));
    // The service room and the half bathroom are listed, not counted (docs/decisions.md).
    expect(draft).toMatchObject({ bedrooms: 3, bathrooms: 2 });
    expect(draft.enviroments.map((entry) => entry.propertyEnviroment.id)).toEqual([
      REFS.habitacion, REFS.habitacionPrincipal, REFS.habitacionServicio, REFS.bano, REFS.medioBano, REFS.sala,
    ]);
    const changed = draftOf(await put(id, `/enviroments/${REFS.habitacion}`, { quantity: 4 }));
    expect(changed.bedrooms).toBe(5);
    expect(changed.enviroments).toHaveLength(6);
    const removed = draftOf(await put(id, `/enviroments/${REFS.bano}`, { quantity: 0 }));
    expect(removed.bathrooms).toBeNull();
    expect(removed.enviroments.map((entry) => entry.propertyEnviroment.id)).not.toContain(REFS.bano);
    // Removing one that is not there is harmless.
    expect(draftOf(await put(id, `/enviroments/${REFS.bano}`, { quantity: 0 })).enviroments).toHaveLength(5);
    // The list card carries the same counts.
    const list = expectOk(await server.api('GET', '/property-drafts', { token: agent.token })).data as PropertyDraft[];
    expect(list.find((item) => item.propertyDraftId === id)).toMatchObject({ bedrooms: 5, bathrooms: null });
  });

  it('refuses an unknown environment, writing nothing', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refusedUnchanged(id, async () => expectValidationError(await put(id, '/enviroments/pe-sotano', { quantity: 1 }), 'enviromentId'));
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/property-drafts/{id}/enviroments/{enviromentId}',
  successStatus: 200,
  async prepare(target) {
    const draft = await createDraft(target, agent.token);
    const path = `/property-drafts/${draft.propertyDraftId}/enviroments/${REFS.sala}`;
    return { body: { quantity: 1 }, token: agent.token, path, verifyUntouched: async () => expect(await get(draft.propertyDraftId)).toEqual(draft) };
  },
  invalidValues: { quantity: [-1, 100, 1.5, '2', null, true] },
  overlong: {},
});

describe('PUT /property-drafts/{id}/location', () => {
  it('stores the reference ids and answers the names and ids; the title gains the locality', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await put(id, '', { description: null, price: 80_000, propertyType: REFS.casa, operationType: 2, code: null });
    const draft = draftOf(await put(id, '/location', locationBody({ address: '  Calle Los Jabillos, Quinta Mi Sueño  ' })));
    expect(draft.address).toEqual({
      address: 'Calle Los Jabillos, Quinta Mi Sueño',
      countryState: 'Miranda',
      location: 'Chacao',
      latitude: 10.4961,
      longitude: -66.8531,
      countryStateId: REFS.miranda,
      countryLocationId: REFS.chacao.id,
    });
    expect(draft.title).toBe('Casa en venta en Chacao');
    const moved = draftOf(await put(id, '/location', locationBody({ countryState: REFS.capital, location: REFS.libertador, address: 'Av. Urdaneta' })));
    expect(moved.address).toMatchObject({ countryState: 'Distrito Capital', location: 'Libertador', address: 'Av. Urdaneta' });
    expect(moved.title).toBe('Casa en venta en Libertador');
  });

  it.each([
    ['a locality of another state', { countryState: REFS.capital, location: REFS.chacao.id }, 'location'],
    ['an unknown locality', { location: 've-miranda-atlantida' }, 'location'],
    ['an unknown state', { countryState: 've-narnia' }, 'location'],
  ])('refuses %s, writing nothing', async (_name, overrides, field) => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refusedUnchanged(id, async () => expectValidationError(await put(id, '/location', locationBody(overrides)), field));
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/property-drafts/{id}/location',
  successStatus: 200,
  async prepare(target) {
    const draft = await createDraft(target, agent.token);
    return {
      body: locationBody(),
      token: agent.token,
      path: `/property-drafts/${draft.propertyDraftId}/location`,
      verifyUntouched: async () => expect(await get(draft.propertyDraftId)).toEqual(draft),
    };
  },
  invalidValues: {
    address: ['', '   ', 7, null, 'línea\nrota', '\u200b\u200b', '\ufeff\u2060 \u0301'],
    countryState: [null, 5, 'a b', ''],
    location: [null, 5, 'a b', ''],
    latitude: [91, -91, '10.5', null, Number.MAX_VALUE * 10],
    longitude: [181, -181, '-66.8', null],
  },
  overlong: { address: LONG.name, countryState: LONG.name, location: LONG.name },
});

describe('PUT /property-drafts/{id}/details and DELETE …/details/{detailTypeId}', () => {
  it('upserts one value per type; SIZE is the draft’s size; toggling off deletes', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    let draft = draftOf(await put(id, '/details', { propertyDetailType: REFS.size, value: '  145,5 ' }));
    expect(draft.size).toBe(145.5);
    expect(draft.details).toEqual([
      {
        propertyDetailId: expect.any(String),
        value: '145,5',
        propertyDetailType: {
          propertyDetailTypeId: REFS.size,
          type: 'SIZE',
          name: 'Metros de construcción',
          propertyDetailCategory: { propertyDetailCategoryId: 'pdc-generales', name: 'Generales' },
        },
      },
    ]);
    draft = draftOf(await put(id, '/details', { propertyDetailType: REFS.size, value: '150' }));
    expect(draft.size).toBe(150);
    expect(draft.details).toHaveLength(1);
    await put(id, '/details', { propertyDetailType: REFS.water, value: 'Tanque de 2.000 litros' });
    draft = draftOf(await put(id, '/details', { propertyDetailType: REFS.noPets, value: 'Sí' }));
    expect(draft.details.map((detail) => detail.propertyDetailType.propertyDetailCategory.name)).toEqual(['Generales', 'Servicios', 'Limitaciones']);
    draft = draftOf(await del(id, `/details/${REFS.size}`));
    expect(draft.size).toBeNull();
    expect(draft.details.map((detail) => detail.propertyDetailType.type)).toEqual(['WATER', 'NO_PETS']);
    // Already off: the same answer.
    expect(draftOf(await del(id, `/details/${REFS.size}`)).details).toHaveLength(2);
  });

  it.each([
    ['a number type given words', { propertyDetailType: REFS.parking, value: 'dos' }, 'value'],
    ['a negative number', { propertyDetailType: REFS.parking, value: '-2' }, 'value'],
    ['an unknown type', { propertyDetailType: 'pdt-helipuerto', value: 'Sí' }, 'propertyDetailType'],
  ])('refuses %s, writing nothing', async (_name, body, field) => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refusedUnchanged(id, async () => expectValidationError(await put(id, '/details', body), field));
  });

  it('DELETE of an unknown detail type is refused', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refusedUnchanged(id, async () => expectValidationError(await del(id, '/details/pdt-helipuerto'), 'detailTypeId'));
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/property-drafts/{id}/details',
  successStatus: 200,
  async prepare(target) {
    const draft = await createDraft(target, agent.token);
    return {
      body: { propertyDetailType: REFS.furnished, value: 'Sí' },
      token: agent.token,
      path: `/property-drafts/${draft.propertyDraftId}/details`,
      verifyUntouched: async () => expect(await get(draft.propertyDraftId)).toEqual(draft),
    };
  },
  invalidValues: { propertyDetailType: [null, 3, '', 'a b'], value: ['', '   ', 3, null, 'x'.repeat(201)] },
  overlong: { value: LONG.name, propertyDetailType: LONG.name },
});

describe('nearby places', () => {
  it('need the draft’s coordinates: 400 PROPERTY_DRAFT_LOCATION_REQUIRED, nothing written', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refusedUnchanged(id, async () => expectError(await put(id, '/nearby-places', nearbyPlaceBody()), 'PROPERTY_DRAFT_LOCATION_REQUIRED'));
  });

  it('are created, measured by the server, updated by id, measured again when the location moves, and deleted', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    const home = { latitude: 10.4961, longitude: -66.8531 };
    await put(id, '/location', locationBody(home));
    const school = { latitude: 10.5024, longitude: -66.8565 };
    let draft = draftOf(await put(id, '/nearby-places', nearbyPlaceBody({ ...school, distanceInKm: undefined })));
    const km = kmBetween(home, school);
    expect(draft.nearbyPlaces).toEqual([
      {
        propertyNearbyPlaceId: expect.any(String),
        name: 'Colegio San Ignacio',
        address: 'Av. Santa Teresa de Jesús, Chacao',
        ...school,
        distanceInKm: Math.round(km * 100) / 100,
        walkingTimeInMinutes: Math.ceil((km / 5) * 60),
        vehicleTimeInMinutes: Math.ceil((km / 25) * 60),
        type: { propertyPlaceTypeId: REFS.escuela, name: 'Escuela' },
      },
    ]);
    expect(draft.nearbyPlaces[0]?.walkingTimeInMinutes).toBe(10);
    const placeId = draft.nearbyPlaces[0]?.propertyNearbyPlaceId as string;

    // A supermarket 2.2 km away: 27 minutes' walk, 6 by car.
    const market = { latitude: 10.4961, longitude: -66.8331 };
    draft = draftOf(await put(id, '/nearby-places', nearbyPlaceBody({ ...market, name: 'Excelsior Gama', propertyNearbyPlaceTypeId: REFS.supermercado, address: null })));
    expect(draft.nearbyPlaces[1]).toMatchObject({ name: 'Excelsior Gama', address: null, walkingTimeInMinutes: 27, vehicleTimeInMinutes: 6 });

    draft = draftOf(await put(id, '/nearby-places', nearbyPlaceBody({ propertyNearbyPlaceId: placeId, name: 'Colegio San Ignacio de Loyola' })));
    expect(draft.nearbyPlaces).toHaveLength(2);
    expect(draft.nearbyPlaces[0]).toMatchObject({ propertyNearbyPlaceId: placeId, name: 'Colegio San Ignacio de Loyola' });

    // The property moves next to the school: its times follow.
    draft = draftOf(await put(id, '/location', locationBody(school)));
    expect(draft.nearbyPlaces[0]).toMatchObject({ distanceInKm: 0, walkingTimeInMinutes: 0, vehicleTimeInMinutes: 0 });

    draft = draftOf(await del(id, `/nearby-places/${placeId}`));
    expect(draft.nearbyPlaces.map((place) => place.name)).toEqual(['Excelsior Gama']);
    await refusedUnchanged(id, async () => expectError(await del(id, `/nearby-places/${placeId}`), 'NEARBY_PLACE_NOT_FOUND'));
    await refusedUnchanged(id, async () =>
      expectError(await put(id, '/nearby-places', nearbyPlaceBody({ propertyNearbyPlaceId: placeId })), 'NEARBY_PLACE_NOT_FOUND'),
    );
  });

  it('another draft’s place is not found through this draft', async () => {
    const one = await createDraft(server, agent.token);
    const two = await createDraft(server, agent.token);
    await put(one.propertyDraftId, '/location', locationBody());
    await put(two.propertyDraftId, '/location', locationBody());
    const placeId = draftOf(await put(one.propertyDraftId, '/nearby-places', nearbyPlaceBody())).nearbyPlaces[0]?.propertyNearbyPlaceId as string;
    await refusedUnchanged(one.propertyDraftId, async () => {
      expectError(await del(two.propertyDraftId, `/nearby-places/${placeId}`), 'NEARBY_PLACE_NOT_FOUND');
      expectError(await put(two.propertyDraftId, '/nearby-places', nearbyPlaceBody({ propertyNearbyPlaceId: placeId })), 'NEARBY_PLACE_NOT_FOUND');
    });
  });

  it('refuses an unknown place type', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await put(id, '/location', locationBody());
    await refusedUnchanged(id, async () =>
      expectValidationError(await put(id, '/nearby-places', nearbyPlaceBody({ propertyNearbyPlaceTypeId: 'npt-casino' })), 'propertyNearbyPlaceTypeId'),
    );
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/property-drafts/{id}/nearby-places',
  successStatus: 200,
  async prepare(target) {
    const created = await createDraft(target, agent.token);
    const draft = draftOf(await target.api('PUT', `/property-drafts/${created.propertyDraftId}/location`, { token: agent.token, body: locationBody() }));
    return {
      body: nearbyPlaceBody(),
      token: agent.token,
      path: `/property-drafts/${draft.propertyDraftId}/nearby-places`,
      verifyUntouched: async () => expect(await get(draft.propertyDraftId)).toEqual(draft),
    };
  },
  invalidValues: {
    propertyNearbyPlaceId: [5, 'a b', ''],
    propertyNearbyPlaceTypeId: [null, 5, ''],
    name: ['', '  ', null, 'x'.repeat(151), '\u200b\u200b', '\u200e\u3164'],
    address: [5, 'x'.repeat(301), 'con\u0000nul'],
    latitude: [100, '10', null],
    longitude: [-200, '10', null],
  },
  overlong: { name: LONG.name, address: LONG.name },
});

describe('posts without images', () => {
  it('an Instagram post must use this draft’s images: 400, nothing written', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refusedUnchanged(id, async () => expectValidationError(await put(id, '/instagram', postBody(['img-de-otro'])), 'imagesUrls'));
  });

  it('a Facebook post needs the agent’s Facebook connection: 400 MEDIA_PROVIDER_NOT_CONNECTED', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    await refusedUnchanged(id, async () => expectError(await put(id, '/facebook', { ...postBody(['x']), pagesIds: ['p1'] }), 'MEDIA_PROVIDER_NOT_CONNECTED'));
  });

  it('deleting a post the draft does not have answers the draft', async () => {
    const { propertyDraftId: id } = await createDraft(server, agent.token);
    expect(draftOf(await del(id, '/instagram')).instagramPost).toBeNull();
    expect(draftOf(await del(id, '/facebook')).facebookPost).toBeNull();
  });
});
