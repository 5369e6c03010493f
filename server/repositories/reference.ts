import type { CountryLocation, CountryState, TaskRelationship, TaskType } from '../../src/schema/reference.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Reference lists are small and sorted by name in Spanish. Sorting here rather than in SQL keeps the
 * order identical on SQLite (binary) and PostgreSQL (collation of the cluster).
 */
const spanish = new Intl.Collator('es', { sensitivity: 'base' });
const byName = <T extends { name: string }>(a: T, b: T) => spanish.compare(a.name, b.name);

export async function listCountryStates(db: Queryable): Promise<CountryState[]> {
  const rows = await db.selectFrom('country_states').selectAll().execute();
  return rows
    .map((row) => ({ countryStateId: row.id, name: row.name, latitude: Number(row.latitude), longitude: Number(row.longitude) }))
    .sort(byName);
}

export async function listCountryLocations(db: Queryable, countryStateId: string | undefined): Promise<CountryLocation[]> {
  let query = db
    .selectFrom('country_locations')
    .innerJoin('country_states', 'country_states.id', 'country_locations.country_state_id')
    .select([
      'country_locations.id',
      'country_locations.name',
      'country_locations.latitude',
      'country_locations.longitude',
      'country_states.id as state_id',
      'country_states.name as state_name',
      'country_states.latitude as state_latitude',
      'country_states.longitude as state_longitude',
    ]);
  if (countryStateId !== undefined) query = query.where('country_locations.country_state_id', '=', countryStateId);
  const rows = await query.execute();
  return rows
    .map((row) => ({
      countryLocationId: row.id,
      name: row.name,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      countryState: {
        countryStateId: row.state_id,
        name: row.state_name,
        latitude: Number(row.state_latitude),
        longitude: Number(row.state_longitude),
      },
    }))
    .sort(byName);
}

/** Whether a locality exists and lies in that state (the profile step sends both ids). */
export async function locationBelongsToState(db: Queryable, countryLocationId: string, countryStateId: string): Promise<boolean> {
  const row = await db
    .selectFrom('country_locations')
    .select('id')
    .where('id', '=', countryLocationId)
    .where('country_state_id', '=', countryStateId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A locality's coordinates, when it exists and lies in that state. */
export async function findLocationInState(
  db: Queryable,
  countryLocationId: string,
  countryStateId: string,
): Promise<{ latitude: number; longitude: number } | undefined> {
  const row = await db
    .selectFrom('country_locations')
    .select(['latitude', 'longitude'])
    .where('id', '=', countryLocationId)
    .where('country_state_id', '=', countryStateId)
    .executeTakeFirst();
  return row && { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

export async function listTaskTypes(db: Queryable, relationship: number | undefined): Promise<TaskType[]> {
  let query = db.selectFrom('task_types').selectAll();
  if (relationship !== undefined) query = query.where('relationship', '=', relationship);
  const rows = await query.execute();
  return rows
    .map((row) => ({
      taskTypeId: row.id,
      type: row.type,
      name: row.name,
      relationship: row.relationship as TaskRelationship,
    }))
    .sort(byName);
}
