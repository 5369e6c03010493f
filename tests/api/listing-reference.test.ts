/**
 * The listings' reference data (issue 10): property types with their pictures, environment
 * groups, detail categories and types (with the codes the preview reads), nearby-place types.
 * Public lists like the other reference data: API key, no bearer; strict queries.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoder } from '../../src/schema/decode.ts';
import {
  DETAIL_CODES,
  PropertyDetailCategory,
  PropertyDetailType,
  PropertyEnviromentGroup,
  PropertyNearbyPlaceType,
  PropertyType,
  RULES_CATEGORY,
  SERVICES_CATEGORY,
} from '../../src/schema/property-reference.ts';
import * as Schema from 'effect/Schema';
import { expectError, expectOk, expectValidationError, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const list = async <S extends Schema.Decoder<unknown>>(path: string, schema: S): Promise<{ items: S['Type'][]; total: number }> => {
  const body = expectOk(await server.api('GET', path));
  const decoded = decoder(Schema.Array(schema), { strict: true })(body.data);
  expect(decoded.ok, decoded.ok ? '' : decoded.message).toBe(true);
  return { items: body.data as S['Type'][], total: body.metadata.pagination?.total ?? -1 };
};

describe('GET /property-types', () => {
  it('lists the Venezuelan property types in their order, each with its own SVG picture served by the app', async () => {
    const { items, total } = await list('/property-types', PropertyType);
    const names = items.map((type) => type.name);
    expect(names.slice(0, 8)).toEqual(['Apartamento', 'Casa', 'Townhouse', 'Quinta', 'Local comercial', 'Oficina', 'Galpón', 'Terreno']);
    expect(names).toContain('Penthouse');
    expect(total).toBe(items.length);
    for (const type of items) {
      expect(type.pictureUrl).toMatch(/^\/reference\/property-types\/[a-z-]+\.svg$/);
      // The file ships in public/ (the build copies it to the served root).
      const svg = readFileSync(new URL(`../../public${type.pictureUrl}`, import.meta.url), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|on[a-z]+=|href=/i);
    }
    expect(new Set(items.map((type) => type.propertyTypeId)).size).toBe(items.length);
  });

  it('pages and searches without accents or case', async () => {
    const page = expectOk(await server.api('GET', '/property-types?limit=2&offset=1'));
    expect(page.data.map((type: PropertyType) => type.name)).toEqual(['Casa', 'Townhouse']);
    expect(page.metadata.pagination).toEqual({ limit: 2, offset: 1, total: 10 });
    const { items } = await list('/property-types?searchQuery=GALPON', PropertyType);
    expect(items.map((type) => type.name)).toEqual(['Galpón']);
  });
});

describe('GET /property-enviroments', () => {
  it('lists the groups with their environments (name and short name)', async () => {
    const { items } = await list('/property-enviroments', PropertyEnviromentGroup);
    expect(items.map((group) => group.name)).toEqual(['Habitaciones', 'Baños', 'Áreas sociales', 'Cocina y servicio', 'Exteriores']);
    const habitaciones = items[0]?.propertyEnviroments.map((enviroment) => enviroment.name);
    expect(habitaciones).toEqual(['Habitación', 'Habitación principal', 'Habitación de servicio', 'Estudio']);
    for (const group of items) for (const enviroment of group.propertyEnviroments) expect(enviroment.shortName.length).toBeGreaterThan(0);
  });

  it('searches environment names and keeps only the groups that have a match', async () => {
    const { items } = await list('/property-enviroments?searchQuery=bano', PropertyEnviromentGroup);
    expect(items.map((group) => group.name)).toEqual(['Baños']);
    const { items: parrillera } = await list('/property-enviroments?searchQuery=parrill', PropertyEnviromentGroup);
    expect(parrillera).toEqual([expect.objectContaining({ name: 'Exteriores', propertyEnviroments: [expect.objectContaining({ name: 'Parrillera' })] })]);
  });
});

describe('GET /property-details/categories and /property-details/types', () => {
  it('has the special categories and the codes the preview reads', async () => {
    const { items: categories } = await list('/property-details/categories', PropertyDetailCategory);
    expect(categories.map((category) => category.name)).toEqual(['Generales', 'Interiores', 'Edificio/Conjunto', SERVICES_CATEGORY, RULES_CATEGORY]);
    const { items: types } = await list('/property-details/types', PropertyDetailType);
    const byCode = new Map(types.map((type) => [type.type, type]));
    for (const code of Object.values(DETAIL_CODES)) expect(byCode.has(code), code).toBe(true);
    expect(byCode.get('SIZE')).toMatchObject({ name: 'Metros de construcción', valueKind: 'number' });
    expect(byCode.get('PARKING')).toMatchObject({ name: 'Puestos de estacionamiento', valueKind: 'number' });
    expect(byCode.get('FURNISHED')?.name).toBe('Amoblado');
    expect(byCode.get('BUILD_YEAR')?.name).toBe('Año de construcción');
    expect(new Set(types.map((type) => type.type)).size).toBe(types.length);
  });

  it('filters the types by category', async () => {
    const { items: categories } = await list('/property-details/categories', PropertyDetailCategory);
    const rules = categories.find((category) => category.name === RULES_CATEGORY);
    const { items } = await list(`/property-details/types?category=${rules?.propertyDetailCategoryId}`, PropertyDetailType);
    expect(items.map((type) => type.name)).toEqual(expect.arrayContaining(['No se permiten mascotas', 'No fumar', 'Sin fiestas', 'Solo familias']));
    expect(items.every((type) => type.propertyDetailCategory.name === RULES_CATEGORY)).toBe(true);
    const none = await list('/property-details/types?category=no-such-category', PropertyDetailType);
    expect(none.items).toEqual([]);
    const services = await list('/property-details/types?searchQuery=electrica', PropertyDetailType);
    expect(services.items.map((type) => type.name)).toEqual(['Planta eléctrica']);
  });
});

describe('GET /property-nearby-places/types', () => {
  it('lists the nearby-place types', async () => {
    const { items } = await list('/property-nearby-places/types', PropertyNearbyPlaceType);
    expect(items.map((type) => type.name)).toEqual(
      expect.arrayContaining(['Escuela', 'Universidad', 'Supermercado', 'Hospital', 'Clínica', 'Farmacia', 'Transporte público', 'Parque', 'Centro comercial', 'Banco', 'Restaurante']),
    );
  });
});

describe('the reference calls', () => {
  const paths = ['/property-types', '/property-enviroments', '/property-details/categories', '/property-details/types', '/property-nearby-places/types'];

  it.each(paths)('%s needs the API key', async (path) => {
    expectError(await server.api('GET', path, { apiKey: null }), 'API_KEY_INVALID');
  });

  it.each(paths.flatMap((path) => [
    [path, 'limit=0', 'limit'],
    [path, 'limit=501', 'limit'],
    [path, 'offset=-1', 'offset'],
    [path, 'unknown=1', 'unknown'],
    [path, `searchQuery=${'x'.repeat(300)}`, 'searchQuery'],
  ]))('%s?%s → 400 naming %s', async (path, query, field) => {
    expectValidationError(await server.api('GET', `${path}?${query}`), field);
  });

  it('the category filter only exists on the detail types', async () => {
    expectValidationError(await server.api('GET', '/property-types?category=pdc-generales'), 'category');
  });

  it('loading the reference data again (a restart) changes nothing', async () => {
    const before = await server.snapshot();
    const { loadReferenceData } = await import('../../server/db/refdata.ts');
    const { openDatabase } = await import('../../server/db/database.ts');
    const { db } = openDatabase(server.config.databaseUrl);
    try {
      const counts = await loadReferenceData(db);
      expect(counts).toMatchObject({ propertyTypes: 10, nearbyPlaceTypes: 11 });
    } finally {
      await db.destroy();
    }
    expect(await server.snapshot()).toEqual(before);
  });
});
