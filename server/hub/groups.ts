/**
 * Who joined what, on this instance. A group is always the pair (agent, name): two agents on
 * `PROPERTY_DRAFT_PUBLISHED` are two groups, so a send can only reach the agent it names.
 */
export class GroupRegistry<Member> {
  private readonly groups = new Map<string, Set<Member>>();

  private static key(agentId: string, group: string): string {
    return `${agentId}\u0000${group}`;
  }

  add(agentId: string, group: string, member: Member): void {
    const key = GroupRegistry.key(agentId, group);
    let members = this.groups.get(key);
    if (members === undefined) {
      members = new Set();
      this.groups.set(key, members);
    }
    members.add(member);
  }

  remove(agentId: string, group: string, member: Member): void {
    const key = GroupRegistry.key(agentId, group);
    const members = this.groups.get(key);
    if (members === undefined) return;
    members.delete(member);
    if (members.size === 0) this.groups.delete(key);
  }

  members(agentId: string, group: string): ReadonlySet<Member> {
    return this.groups.get(GroupRegistry.key(agentId, group)) ?? new Set();
  }

  get size(): number {
    return this.groups.size;
  }
}
