/**
 * What the rest of the server needs of the live hub (issue 11): deliver a message to one agent's
 * connections that joined a group, on every server instance (through Redis when `REDIS_URL` is
 * set). Groups are always scoped by agent, so a message can never reach another agent even on the
 * shared group `PROPERTY_DRAFT_PUBLISHED`.
 */
export interface HubNotifier {
  send(agentId: string, group: string, message: object): Promise<void>;
}

/** Until the hub is attached (and in tests that do not need it). */
export const silentNotifier: HubNotifier = { send: async () => {} };
