import { Agent, type AgentProfileBody } from '../schema/agent.ts';
import { defaultApiClient, type ApiClient } from './api-client.ts';

/** PUT /landlords/profile: the account page's profile form (shared DECISIONS.md). Answers the updated agent. */
export const updateAgentProfile = async (body: AgentProfileBody, client: ApiClient = defaultApiClient()): Promise<Agent> =>
  (await client.send({ method: 'put', path: '/landlords/profile', json: body }, Agent)).data;
