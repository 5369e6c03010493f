import { readFile } from 'node:fs/promises';
import * as Schema from 'effect/Schema';
import { decoder } from '../../src/schema/decode.ts';
import type { Db, Trx } from './database.ts';
import { ListingsFile, loadListingReference, type ListingCounts } from './refdata-listings.ts';

/** The committed reference files (built by `npm run refdata`); each is optional so a partial checkout still starts. */
const REFDATA_DIR = new URL('./refdata/', import.meta.url);

const Place = { id: Schema.String, name: Schema.String, latitude: Schema.Finite, longitude: Schema.Finite };
const VenezuelaFile = Schema.Struct({
  states: Schema.Array(Schema.Struct({ ...Place, locations: Schema.Array(Schema.Struct(Place)) })),
});
const TaskTypesFile = Schema.Array(
  Schema.Struct({ id: Schema.String, type: Schema.Int, name: Schema.String, relationship: Schema.Int }),
);
const MediaProvidersFile = Schema.Array(
  Schema.Struct({
    id: Schema.String,
    type: Schema.Int,
    name: Schema.String,
    imageUrl: Schema.String,
    permissions: Schema.Array(Schema.String),
  }),
);

async function readJson<S extends Schema.Decoder<unknown>>(name: string, schema: S): Promise<S['Type'] | null> {
  let text: string;
  try {
    text = await readFile(new URL(name, REFDATA_DIR), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const decoded = decoder(schema, { strict: false })(JSON.parse(text));
  if (!decoded.ok) throw new Error(`Reference file ${name} is malformed: ${decoded.message}`);
  return decoded.value;
}

// SQLite caps bound parameters per statement; 100 rows × 6 columns stays well under it.
const chunks = <T>(rows: readonly T[], size = 100): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

export interface RefdataCounts extends ListingCounts {
  states: number;
  locations: number;
  taskTypes: number;
  mediaProviders: number;
}

/** Upserts every reference row by id, in one transaction: running it at every start is harmless. */
export async function loadReferenceData(db: Db): Promise<RefdataCounts> {
  const [venezuela, taskTypes, mediaProviders, listings] = await Promise.all([
    readJson('venezuela.json', VenezuelaFile),
    readJson('task-types.json', TaskTypesFile),
    readJson('media-providers.json', MediaProvidersFile),
    readJson('listings.json', ListingsFile),
  ]);
  const states = venezuela?.states ?? [];
  const locations = states.flatMap((state) =>
    state.locations.map((location) => ({ ...location, country_state_id: state.id })),
  );

  const listingCounts = await db.transaction().execute(async (trx: Trx) => {
    for (const rows of chunks(states)) {
      await trx
        .insertInto('country_states')
        .values(rows.map(({ id, name, latitude, longitude }) => ({ id, name, latitude, longitude })))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            latitude: eb.ref('excluded.latitude'),
            longitude: eb.ref('excluded.longitude'),
          })),
        )
        .execute();
    }
    for (const rows of chunks(locations)) {
      await trx
        .insertInto('country_locations')
        .values(rows.map(({ id, name, latitude, longitude, country_state_id }) => ({ id, name, latitude, longitude, country_state_id })))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            country_state_id: eb.ref('excluded.country_state_id'),
            name: eb.ref('excluded.name'),
            latitude: eb.ref('excluded.latitude'),
            longitude: eb.ref('excluded.longitude'),
          })),
        )
        .execute();
    }
    for (const rows of chunks(taskTypes ?? [])) {
      await trx
        .insertInto('task_types')
        .values(rows.map(({ id, type, name, relationship }) => ({ id, type, name, relationship })))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            type: eb.ref('excluded.type'),
            name: eb.ref('excluded.name'),
            relationship: eb.ref('excluded.relationship'),
          })),
        )
        .execute();
    }
    for (const rows of chunks(mediaProviders ?? [])) {
      await trx
        .insertInto('media_providers')
        .values(
          rows.map(({ id, type, name, imageUrl, permissions }) => ({
            id,
            type,
            name,
            image_url: imageUrl,
            permissions: JSON.stringify(permissions),
          })),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            type: eb.ref('excluded.type'),
            name: eb.ref('excluded.name'),
            image_url: eb.ref('excluded.image_url'),
            permissions: eb.ref('excluded.permissions'),
          })),
        )
        .execute();
    }
    return loadListingReference(trx, listings);
  });

  return {
    ...listingCounts,
    states: states.length,
    locations: locations.length,
    taskTypes: taskTypes?.length ?? 0,
    mediaProviders: mediaProviders?.length ?? 0,
  };
}
