import { requireStorageRoom } from '../storage/storage-quota.ts';
import type { Agent } from '../../src/schema/agent.ts';
import type { Sex } from '../../src/schema/person.ts';
import type { Engine, Queryable, Trx } from '../db/database.ts';
import { flag, type AgentRow, type NewAgent } from '../db/schema.ts';

export const findAgentByEmail = (db: Queryable, email: string): Promise<AgentRow | undefined> =>
  db.selectFrom('agents').selectAll().where('email', '=', email).executeTakeFirst();

export const findAgentById = (db: Queryable, agentId: string): Promise<AgentRow | undefined> =>
  db.selectFrom('agents').selectAll().where('id', '=', agentId).executeTakeFirst();

export const insertAgent = async (db: Queryable, agent: NewAgent): Promise<void> => {
  await db.insertInto('agents').values(agent).execute();
};

/** The agent as the API shows it: names of the state and locality joined in. */
export async function findAgentView(db: Queryable, agentId: string): Promise<Agent | undefined> {
  const row = await db
    .selectFrom('agents')
    .leftJoin('country_states', 'country_states.id', 'agents.country_state_id')
    .leftJoin('country_locations', 'country_locations.id', 'agents.country_location_id')
    .selectAll('agents')
    .select(['country_states.name as state_name', 'country_locations.name as location_name'])
    .where('agents.id', '=', agentId)
    .executeTakeFirst();
  return row && toAgent(row);
}

type AgentViewRow = AgentRow & { state_name: string | null; location_name: string | null };

const toAgent = (row: AgentViewRow): Agent => ({
  agentId: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  fullName: fullName(row),
  avatarUrl: row.avatar_url,
  emailAddress: row.email,
  address: {
    countryState: row.state_name,
    countryStateId: row.country_state_id,
    location: row.location_name,
    countryLocationId: row.country_location_id,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  },
  profileCompleted: flag(row.profile_completed),
  contactPhoneNumber:
    row.phone_code !== null && row.phone_number !== null
      ? { code: row.phone_code, number: row.phone_number, fullNumber: `+${row.phone_code}${row.phone_number}` }
      : null,
  sex: row.sex === null ? null : (row.sex as Sex),
  birthDate: row.birth_date,
  description: row.description,
});

export const fullName = (agent: Pick<AgentRow, 'first_name' | 'last_name'>): string =>
  [agent.first_name, agent.last_name].filter((part) => part !== '').join(' ');

export interface ProfileUpdate {
  phoneCode: string;
  phoneNumber: string;
  countryStateId: string;
  countryLocationId: string;
  latitude: number;
  longitude: number;
}

/** The onboarding profile step: saving it is what completes the profile. */
export async function updateAgentProfile(db: Queryable, agentId: string, profile: ProfileUpdate, now: string): Promise<void> {
  await db
    .updateTable('agents')
    .set({
      phone_code: profile.phoneCode,
      phone_number: profile.phoneNumber,
      country_state_id: profile.countryStateId,
      country_location_id: profile.countryLocationId,
      latitude: profile.latitude,
      longitude: profile.longitude,
      profile_completed: true,
      updated_at: now,
    })
    .where('id', '=', agentId)
    .execute();
}

export interface AgentDetails {
  firstName: string;
  lastName: string;
  sex: Sex;
  birthDate: string;
  countryStateId: string;
  countryLocationId: string;
  /** The locality's coordinates, or null to keep the stored ones (the locality did not change). */
  coordinates: { latitude: number; longitude: number } | null;
  description: string;
}

/**
 * The account page's profile (PUT /landlords/profile). It leaves the phone and profileCompleted
 * alone: completing the profile is the onboarding step's (docs/decisions.md, issue 9).
 */
export async function updateAgentDetails(db: Queryable, agentId: string, details: AgentDetails, now: string): Promise<void> {
  await db
    .updateTable('agents')
    .set({
      first_name: details.firstName,
      last_name: details.lastName,
      sex: details.sex,
      birth_date: details.birthDate,
      country_state_id: details.countryStateId,
      country_location_id: details.countryLocationId,
      ...(details.coordinates ?? {}),
      description: details.description,
      updated_at: now,
    })
    .where('id', '=', agentId)
    .execute();
}

/**
 * Sets the agent's photo and hands back the one it replaces, read in the same transaction (row
 * locked on PostgreSQL; SQLite has one writer), so of two uploads at once each removes exactly
 * the file the other did not keep.
 */
export async function replaceAgentAvatar(
  trx: Trx,
  agentId: string,
  avatar: { url: string; sizeBytes: number; quota: number },
  now: string,
  engine: Engine,
): Promise<string | null> {
  let previous = trx.selectFrom('agents').select(['avatar_url', 'avatar_size_bytes']).where('id', '=', agentId);
  if (engine === 'postgres') previous = previous.forUpdate();
  const row = await previous.executeTakeFirst();
  await requireStorageRoom(trx, agentId, avatar.quota, avatar.sizeBytes, Number(row?.avatar_size_bytes ?? 0));
  await trx.updateTable('agents').set({ avatar_url: avatar.url, avatar_size_bytes: avatar.sizeBytes, updated_at: now }).where('id', '=', agentId).execute();
  return row?.avatar_url ?? null;
}

export async function updateAgentPassword(db: Queryable, agentId: string, passwordHash: string, now: string): Promise<void> {
  await db.updateTable('agents').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', agentId).execute();
}

/** Stamps this sign-in and hands back the previous one (the Authorization's lastSessionDate). */
export async function recordSignIn(db: Queryable, agentId: string, now: string): Promise<string | null> {
  const previous = await db.selectFrom('agents').select('last_sign_in_at').where('id', '=', agentId).executeTakeFirst();
  await db.updateTable('agents').set({ last_sign_in_at: now }).where('id', '=', agentId).execute();
  return previous?.last_sign_in_at ?? null;
}
