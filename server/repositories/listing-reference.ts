import type {
  DetailValueKind,
  PropertyDetailCategory,
  PropertyDetailType,
  PropertyEnviromentGroup,
  PropertyNearbyPlaceType,
  PropertyType,
} from '../../src/schema/property-reference.ts';
import type { Queryable } from '../db/database.ts';
import type { EnviromentCount } from '../db/schema.ts';

/**
 * The listings' reference data (issue 10) in the order of its file (`position`), read once per
 * database handle like the state and locality names: it is written only at start (db/refdata.ts).
 */
export interface ListingReference {
  readonly propertyTypes: readonly PropertyType[];
  readonly enviromentGroups: readonly PropertyEnviromentGroup[];
  readonly detailCategories: readonly PropertyDetailCategory[];
  readonly detailTypes: readonly PropertyDetailType[];
  readonly nearbyPlaceTypes: readonly PropertyNearbyPlaceType[];
  readonly propertyType: ReadonlyMap<string, PropertyType>;
  readonly enviroment: ReadonlyMap<string, { id: string; name: string; shortName: string; counts: EnviromentCount | null }>;
  readonly detailType: ReadonlyMap<string, PropertyDetailType>;
  readonly nearbyPlaceType: ReadonlyMap<string, PropertyNearbyPlaceType>;
}

async function read(db: Queryable): Promise<ListingReference> {
  const [types, groups, enviroments, categories, detailTypes, placeTypes] = await Promise.all([
    db.selectFrom('property_types').selectAll().orderBy('position').execute(),
    db.selectFrom('property_enviroment_groups').selectAll().orderBy('position').execute(),
    db.selectFrom('property_enviroments').selectAll().orderBy('position').execute(),
    db.selectFrom('property_detail_categories').selectAll().orderBy('position').execute(),
    db.selectFrom('property_detail_types').selectAll().orderBy('position').execute(),
    db.selectFrom('property_nearby_place_types').selectAll().orderBy('position').execute(),
  ]);
  const propertyTypes = types.map((row) => ({ propertyTypeId: row.id, name: row.name, pictureUrl: row.picture_url }));
  const enviromentGroups = groups.map((group) => ({
    name: group.name,
    propertyEnviromentParentId: group.id,
    propertyEnviroments: enviroments
      .filter((row) => row.group_id === group.id)
      .map((row) => ({ propertyEnviromentId: row.id, name: row.name, shortName: row.short_name })),
  }));
  const detailCategories = categories.map((row) => ({ propertyDetailCategoryId: row.id, name: row.name }));
  const categoryById = new Map(detailCategories.map((category) => [category.propertyDetailCategoryId, category]));
  const details = detailTypes.flatMap((row) => {
    const category = categoryById.get(row.category_id);
    return category === undefined
      ? []
      : [{ propertyDetailTypeId: row.id, type: row.type, name: row.name, valueKind: row.value_kind as DetailValueKind, propertyDetailCategory: category }];
  });
  const nearbyPlaceTypes = placeTypes.map((row) => ({ propertyPlaceTypeId: row.id, name: row.name }));
  return {
    propertyTypes,
    enviromentGroups,
    detailCategories,
    detailTypes: details,
    nearbyPlaceTypes,
    propertyType: new Map(propertyTypes.map((type) => [type.propertyTypeId, type])),
    enviroment: new Map(enviroments.map((row) => [row.id, { id: row.id, name: row.name, shortName: row.short_name, counts: row.counts }])),
    detailType: new Map(details.map((type) => [type.propertyDetailTypeId, type])),
    nearbyPlaceType: new Map(nearbyPlaceTypes.map((type) => [type.propertyPlaceTypeId, type])),
  };
}

const readFor = new WeakMap<Queryable, Promise<ListingReference>>();

export function listingReference(db: Queryable): Promise<ListingReference> {
  let kept = readFor.get(db);
  if (kept === undefined) {
    kept = read(db).catch((error: unknown) => {
      readFor.delete(db);
      throw error;
    });
    readFor.set(db, kept);
  }
  return kept;
}
