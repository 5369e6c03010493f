import type { Queryable } from '../db/database.ts';

export interface SocialIdentity {
  provider: string;
  subject: string;
}

/** The agent a provider account signs in as: keyed by (provider, subject), never by e-mail. */
export async function findAgentIdByIdentity(db: Queryable, identity: SocialIdentity): Promise<string | undefined> {
  const row = await db
    .selectFrom('social_identities')
    .select('agent_id')
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  return row?.agent_id;
}

export async function insertIdentity(
  db: Queryable,
  identity: SocialIdentity & { id: string; agentId: string; email: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('social_identities')
    .values({
      id: identity.id,
      agent_id: identity.agentId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      created_at: identity.now,
    })
    .execute();
}
