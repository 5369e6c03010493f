import { HUB_METHODS, parseHubGroup } from '../../src/schema/hub.ts';
import type { HubConnection } from './connection.ts';

/** What answering JoinGroup / LeaveGroup needs of the hub. */
export interface GroupMembership {
  /** Whether the connection's access token still opens a session. */
  tokenIsLive(connection: HubConnection): Promise<boolean>;
  /** Whether the draft exists and is the agent's (another agent's answers as a missing one). */
  ownsDraft(agentId: string, propertyDraftId: string): Promise<boolean>;
  join(connection: HubConnection, group: string): void;
  leave(connection: HubConnection, group: string): void;
  /** Ends a connection whose token no longer opens a session. */
  revoke(connection: HubConnection): void;
}

/** Enough for every page and panel a person has open; bounds what one connection holds. */
export const MAX_GROUPS_PER_CONNECTION = 64;

export const INVOCATION_ERRORS = {
  badArguments: (target: string) => `${target} takes one group name.`,
  unknownGroup: 'Unknown group.',
  notJoinable: 'The group does not exist or cannot be joined.',
  tooManyGroups: `A connection joins ${MAX_GROUPS_PER_CONNECTION} groups at most.`,
  tokenRevoked: 'The access token is no longer valid.',
} as const;

const unknownMethod = (target: string): string => `Unknown hub method '${target.slice(0, 100)}'.`;

/** A client's invocation: undefined on success, else the error its completion carries. */
export async function runInvocation(
  membership: GroupMembership,
  connection: HubConnection,
  target: string,
  args: readonly unknown[],
): Promise<string | undefined> {
  if (target !== HUB_METHODS.joinGroup && target !== HUB_METHODS.leaveGroup) return unknownMethod(target);
  const name = args[0];
  if (args.length !== 1 || typeof name !== 'string') return INVOCATION_ERRORS.badArguments(target);
  if (target === HUB_METHODS.leaveGroup) {
    membership.leave(connection, name);
    return undefined;
  }
  const group = parseHubGroup(name);
  if (group === null) return INVOCATION_ERRORS.unknownGroup;
  if (!connection.groups.has(name) && connection.groups.size >= MAX_GROUPS_PER_CONNECTION) return INVOCATION_ERRORS.tooManyGroups;
  if (!(await membership.tokenIsLive(connection))) {
    membership.revoke(connection);
    return INVOCATION_ERRORS.tokenRevoked;
  }
  if (group.kind === 'publishing' && !(await membership.ownsDraft(connection.agentId, group.propertyDraftId))) {
    return INVOCATION_ERRORS.notJoinable;
  }
  if (!connection.isOpen) return undefined;
  membership.join(connection, name);
  return undefined;
}
