/** What the demo agent holds, counted from the database: printed after a run and asserted by its test. */
import { startOfCaracasDay } from '../../src/schema/rules.ts';
import { TASK_STATUS } from '../../src/schema/task.ts';
import { TENANT_STATUS } from '../../src/schema/tenant.ts';
import type { Db } from '../../server/db/database.ts';

export interface DemoCounts {
  customers: number;
  archivedCustomers: number;
  states: number;
  tasks: { overdue: number; today: number; upcoming: number; completed: number; cancelled: number };
  attachments: number;
  activities: number;
  drafts: { pending: number; published: number };
  images: number;
  connections: number;
  socialPosts: number;
}

const DAY = 86_400_000;

export async function countDemo(db: Db, agentId: string, now: Date = new Date()): Promise<DemoCounts> {
  const links = await db
    .selectFrom('tenant_agents')
    .innerJoin('tenants', 'tenants.id', 'tenant_agents.tenant_id')
    .select(['tenant_agents.status', 'tenants.country_state_id'])
    .where('tenant_agents.agent_id', '=', agentId)
    .execute();
  const tasks = await db.selectFrom('tasks').select(['status', 'expired_at']).where('agent_id', '=', agentId).execute();
  const today = startOfCaracasDay(now).getTime();
  const open = tasks.filter((task) => task.status === TASK_STATUS.InProgress).map((task) => Date.parse(task.expired_at));
  const drafts = await db.selectFrom('property_drafts').select(['id', 'status']).where('agent_id', '=', agentId).execute();
  const draftIds = drafts.map((draft) => draft.id);
  const rows = async (query: Promise<unknown[]>) => (await query).length;
  return {
    customers: links.length,
    archivedCustomers: links.filter((link) => link.status === TENANT_STATUS.Filed).length,
    states: new Set(links.map((link) => link.country_state_id)).size,
    tasks: {
      overdue: open.filter((due) => due < today).length,
      today: open.filter((due) => due >= today && due < today + DAY).length,
      upcoming: open.filter((due) => due >= today + DAY).length,
      completed: tasks.filter((task) => task.status === TASK_STATUS.Completed).length,
      cancelled: tasks.filter((task) => task.status === TASK_STATUS.Cancelled).length,
    },
    attachments: await rows(db.selectFrom('task_attachments').select('id').where('agent_id', '=', agentId).execute()),
    activities: await rows(db.selectFrom('tenant_activities').select('id').where('agent_id', '=', agentId).execute()),
    drafts: {
      pending: drafts.filter((draft) => draft.status !== 3).length,
      published: await rows(db.selectFrom('properties').select('id').where('agent_id', '=', agentId).execute()),
    },
    images: draftIds.length === 0 ? 0 : await rows(db.selectFrom('property_draft_images').select('id').where('draft_id', 'in', draftIds).execute()),
    connections: await rows(db.selectFrom('media_provider_agents').select('id').where('agent_id', '=', agentId).execute()),
    socialPosts: await rows(db.selectFrom('offline_social_posts').select('id').where('agent_id', '=', agentId).execute()),
  };
}
