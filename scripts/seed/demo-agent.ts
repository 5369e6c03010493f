/**
 * The demo agent: signed up, onboarded and given a full profile through the routes an agent's
 * browser calls, and connected to Instagram and Facebook through the offline consent page the
 * server offers while no provider keys are configured.
 */
import type { Db } from '../../server/db/database.ts';
import { flag } from '../../server/db/schema.ts';
import type { InjectApi } from './inject-api.ts';

export const DEMO_AGENT = {
  email: 'demo@agentes.com.ve',
  password: 'Demo#Agentes2026',
  firstName: 'Daniela',
  lastName: 'Urdaneta',
  phone: '04142345678',
  stateId: 've-miranda',
  locationId: 've-miranda-chacao',
  birthDate: '1988-04-17',
  description: 'Asesora inmobiliaria en Caracas y la Gran Caracas desde 2014. Alquiler y venta de apartamentos, casas y locales.',
} as const;

/** The Instagram account and Facebook profile the offline consent page is told the agent has. */
const SOCIAL_IDENTITY = { sub: 'demo-daniela-urdaneta', email: DEMO_AGENT.email, givenName: DEMO_AGENT.firstName, familyName: DEMO_AGENT.lastName };
export const CONNECTIONS = [
  { provider: 'instagram', mediaProviderId: 'mp-instagram', answer: 'authorizationCode' },
  { provider: 'facebook', mediaProviderId: 'mp-facebook', answer: 'shortToken' },
] as const;

export interface StoredAgent {
  readonly id: string;
  readonly profileCompleted: boolean;
  readonly hasProfile: boolean;
  readonly connections: ReadonlySet<string>;
}

export async function readStoredAgent(db: Db): Promise<StoredAgent | null> {
  const agent = await db.selectFrom('agents').select(['id', 'profile_completed', 'description']).where('email', '=', DEMO_AGENT.email).executeTakeFirst();
  if (agent === undefined) return null;
  const connections = await db.selectFrom('media_provider_agents').select('media_provider_id').where('agent_id', '=', agent.id).execute();
  return {
    id: agent.id,
    profileCompleted: flag(agent.profile_completed),
    hasProfile: agent.description !== null,
    connections: new Set(connections.map((row) => row.media_provider_id)),
  };
}

/** Writes the agent still needs: sign-up, onboarding, profile, each missing connection. */
export function pendingAgentWrites(stored: StoredAgent | null): number {
  if (stored === null) return 3 + CONNECTIONS.length;
  return Number(!stored.profileCompleted) + Number(!stored.hasProfile) + CONNECTIONS.filter((c) => !stored.connections.has(c.mediaProviderId)).length;
}

/** Signs the agent up (at `joinedAt`) when missing; answers the agent's id. */
export async function ensureAgent(api: InjectApi, stored: StoredAgent | null): Promise<string> {
  if (stored !== null) return stored.id;
  const agent = await api.call<{ agentId: string }>('POST', '/landlords', {
    body: {
      firstName: DEMO_AGENT.firstName,
      lastName: DEMO_AGENT.lastName,
      emailAddress: DEMO_AGENT.email,
      password: DEMO_AGENT.password,
      acceptEmails: false,
      // The offline reCAPTCHA passes local clients; inject's requests come from 127.0.0.1.
      recaptchaToken: 'offline-recaptcha-token',
    },
  });
  return agent.agentId;
}

/** The onboarding step and the account page's profile, then the connections, for what is missing. */
export async function completeAgent(api: InjectApi, token: string, stored: StoredAgent | null, coordinates: { latitude: number; longitude: number }): Promise<number> {
  let writes = 0;
  if (stored?.profileCompleted !== true) {
    await api.call('PUT', '/landlords', {
      token,
      body: { codeContactPhoneNumber: '58', contactPhoneNumber: DEMO_AGENT.phone.replace(/^0/, ''), countryState: DEMO_AGENT.stateId, location: DEMO_AGENT.locationId, ...coordinates },
    });
    writes++;
  }
  if (stored?.hasProfile !== true) {
    await api.call('PUT', '/landlords/profile', {
      token,
      body: {
        firstName: DEMO_AGENT.firstName,
        lastName: DEMO_AGENT.lastName,
        sex: 2,
        birthDate: DEMO_AGENT.birthDate,
        countryState: DEMO_AGENT.stateId,
        location: DEMO_AGENT.locationId,
        description: DEMO_AGENT.description,
      },
    });
    writes++;
  }
  for (const connection of CONNECTIONS) {
    if (stored?.connections.has(connection.mediaProviderId) === true) continue;
    const consent = await api.page<Record<string, string>>('POST', `/oauth-consent/${connection.provider}/token`, { ...SOCIAL_IDENTITY, purpose: 'connect' });
    const body = connection.provider === 'instagram' ? { authorizationCode: consent[connection.answer] } : { shortToken: consent[connection.answer] };
    await api.call('POST', `/media-providers/agents/${connection.provider}`, { token, body });
    writes++;
  }
  return writes;
}
