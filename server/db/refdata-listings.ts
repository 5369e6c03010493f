import * as Schema from 'effect/Schema';
import type { Trx } from './database.ts';
import type { Database } from './schema.ts';

/** server/db/refdata/listings.json: the listings' reference data (issue 10), in display order. */
export const ListingsFile = Schema.Struct({
  propertyTypes: Schema.Array(Schema.Struct({ id: Schema.String, slug: Schema.String, name: Schema.String })),
  enviromentGroups: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      enviroments: Schema.Array(
        Schema.Struct({
          id: Schema.String,
          name: Schema.String,
          shortName: Schema.String,
          counts: Schema.optional(Schema.Literals(['bedrooms', 'bathrooms'])),
        }),
      ),
    }),
  ),
  detailCategories: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      types: Schema.Array(
        Schema.Struct({ id: Schema.String, type: Schema.String, name: Schema.String, valueKind: Schema.Literals(['number', 'text']) }),
      ),
    }),
  ),
  nearbyPlaceTypes: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
});
export type ListingsFile = typeof ListingsFile.Type;

/** Where a property type's picture is served (public/reference/property-types/<slug>.svg). */
export const propertyTypePicture = (slug: string): string => `/reference/property-types/${slug}.svg`;

type Table = keyof Database;

/** Inserts or updates rows by id; `id` and every other column of the first row are written. */
async function upsertById<T extends { id: string }>(trx: Trx, table: Table, rows: readonly T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    const first = chunk[0];
    if (first === undefined) continue;
    const columns = Object.keys(first).filter((column) => column !== 'id');
    await trx
      .insertInto(table)
      .values(chunk as never)
      .onConflict((oc) =>
        oc.column('id' as never).doUpdateSet((eb) => Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}` as never)])) as never),
      )
      .execute();
  }
}

export interface ListingCounts {
  propertyTypes: number;
  enviroments: number;
  detailTypes: number;
  nearbyPlaceTypes: number;
}

/** Upserts the listings' reference data by id (the caller's transaction); rows are never deleted (drafts refer to them). */
export async function loadListingReference(trx: Trx, file: ListingsFile | null): Promise<ListingCounts> {
  if (file === null) return { propertyTypes: 0, enviroments: 0, detailTypes: 0, nearbyPlaceTypes: 0 };
  await upsertById(
    trx,
    'property_types',
    file.propertyTypes.map((type, position) => ({ id: type.id, name: type.name, picture_url: propertyTypePicture(type.slug), position })),
  );
  await upsertById(trx, 'property_enviroment_groups', file.enviromentGroups.map((group, position) => ({ id: group.id, name: group.name, position })));
  const enviroments = file.enviromentGroups.flatMap((group) =>
    group.enviroments.map((enviroment) => ({ ...enviroment, group_id: group.id })),
  );
  await upsertById(
    trx,
    'property_enviroments',
    enviroments.map((enviroment, position) => ({
      id: enviroment.id,
      group_id: enviroment.group_id,
      name: enviroment.name,
      short_name: enviroment.shortName,
      counts: enviroment.counts ?? null,
      position,
    })),
  );
  await upsertById(trx, 'property_detail_categories', file.detailCategories.map((category, position) => ({ id: category.id, name: category.name, position })));
  const detailTypes = file.detailCategories.flatMap((category) => category.types.map((type) => ({ ...type, category_id: category.id })));
  await upsertById(
    trx,
    'property_detail_types',
    detailTypes.map((type, position) => ({
      id: type.id,
      category_id: type.category_id,
      type: type.type,
      name: type.name,
      value_kind: type.valueKind,
      position,
    })),
  );
  await upsertById(trx, 'property_nearby_place_types', file.nearbyPlaceTypes.map((type, position) => ({ id: type.id, name: type.name, position })));
  return {
    propertyTypes: file.propertyTypes.length,
    enviroments: enviroments.length,
    detailTypes: detailTypes.length,
    nearbyPlaceTypes: file.nearbyPlaceTypes.length,
  };
}
