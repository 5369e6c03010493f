/**
 * Writes the demo customer book through the app's routes, in each customer's own order of events
 * (added, tasks created and closed, archived, activated) with the app's clock set to when each
 * happened, so the activity history and the lists read like months of work. Only what is
 * missing is written: a second run finds everything and writes nothing.
 */
import { startOfCaracasDay } from '../../src/schema/rules.ts';
import { TASK_STATUS } from '../../src/schema/task.ts';
import { TENANT_STATUS } from '../../src/schema/tenant.ts';
import type { Db } from '../../server/db/database.ts';
import type { CustomerPlan, TaskPlan } from './demo-customers-plan.ts';
import type { InjectApi, UploadFile } from './inject-api.ts';
import { floorPlan } from './listing-photos.ts';
import { textPdf } from './pdf.ts';

/** The demo book as stored: customers by phone (without the leading 0), tasks by customer and title. */
export interface StoredBook {
  readonly customers: ReadonlyMap<string, { id: string; status: number }>;
  readonly tasks: ReadonlyMap<string, { id: string; status: number }>;
  readonly attachments: ReadonlySet<string>;
}

const storedPhone = (typed: string): string => typed.replace(/^0+/, '');
const taskKey = (tenantId: string, title: string): string => `${tenantId}|${title}`;
const attachmentKey = (taskId: string, name: string): string => `${taskId}|${name}`;
const finalStatus = (person: CustomerPlan): number => (person.filedAt !== null && person.reactivatedAt === null ? TENANT_STATUS.Filed : TENANT_STATUS.Active);

export async function readStoredBook(db: Db, agentId: string | null): Promise<StoredBook> {
  if (agentId === null) return { customers: new Map(), tasks: new Map(), attachments: new Set() };
  const customers = await db
    .selectFrom('tenant_agents')
    .innerJoin('tenants', 'tenants.id', 'tenant_agents.tenant_id')
    .select(['tenants.id', 'tenants.phone_code', 'tenants.phone_number', 'tenant_agents.status'])
    .where('tenant_agents.agent_id', '=', agentId)
    .execute();
  const tasks = await db.selectFrom('tasks').select(['id', 'tenant_id', 'title', 'status']).where('agent_id', '=', agentId).execute();
  const attachments = await db.selectFrom('task_attachments').select(['task_id', 'file_name']).where('agent_id', '=', agentId).execute();
  return {
    customers: new Map(customers.filter((row) => row.phone_code === '58').map((row) => [row.phone_number, { id: row.id, status: row.status }])),
    tasks: new Map(tasks.map((row) => [taskKey(row.tenant_id, row.title), { id: row.id, status: row.status }])),
    attachments: new Set(attachments.map((row) => attachmentKey(row.task_id, row.file_name))),
  };
}

/** One write of the plan, at the moment it happened. */
interface Step {
  readonly at: Date;
  readonly run: (writer: BookWriter) => Promise<void>;
}

export interface BookWriter {
  readonly api: InjectApi;
  readonly db: Db;
  readonly token: string;
  /** Sets the app's clock for the writes that follow. */
  readonly setClock: (at: Date) => void;
  /** Task type ids by the type's number (1 Llamada … 8 Otro). */
  readonly taskTypeIds: ReadonlyMap<number, string>;
}

function attachmentFile(task: TaskPlan, person: CustomerPlan): UploadFile {
  const attachment = task.attachment as NonNullable<TaskPlan['attachment']>;
  if (attachment.kind === 'png') return { bytes: floorPlan(), name: attachment.name, type: 'image/png' };
  const pdf = textPdf(attachment.name.replace(/\.pdf$/, ''), [
    `Cliente: ${person.firstName} ${person.lastName}`,
    person.documentNumber === null ? 'Cédula: por consignar' : `Cédula: V-${person.documentNumber}`,
    `Tarea: ${task.title}`,
    'Documento de demostración generado por Agentes.',
  ]);
  return { bytes: pdf, name: attachment.name, type: 'application/pdf' };
}

/** The steps one customer still needs, given what is stored; empty when the customer is complete. */
function stepsFor(person: CustomerPlan, stored: StoredBook, now: Date): Step[] {
  const existing = stored.customers.get(storedPhone(person.phone));
  let tenantId = existing?.id ?? null;
  const steps: Step[] = [];
  const tenantPath = () => `/tenants/${tenantId as string}`;

  if (existing === undefined) {
    steps.push({
      at: person.addedAt,
      run: async ({ api, token }) => {
        const created = await api.call<{ tenantId: string }>('POST', '/tenants', {
          token,
          body: {
            firstName: person.firstName,
            lastName: person.lastName,
            tenantType: person.tenantType,
            codePhoneNumber: '58',
            phoneNumber: person.phone,
            emailAddress: person.email,
            documentType: person.documentNumber === null ? null : 1,
            documentNumber: person.documentNumber,
            sex: person.sex,
            countryState: person.stateId,
            location: person.locationId,
            birthDate: person.birthDate,
          },
        });
        tenantId = created.tenantId;
      },
    });
    if (person.filedAt !== null) steps.push({ at: person.filedAt, run: async ({ api, token }) => void (await api.call('PUT', `${tenantPath()}/disabled`, { token })) });
    if (person.reactivatedAt !== null) steps.push({ at: person.reactivatedAt, run: async ({ api, token }) => void (await api.call('PUT', `${tenantPath()}/enabled`, { token })) });
  } else if (existing.status !== finalStatus(person)) {
    const path = finalStatus(person) === TENANT_STATUS.Filed ? 'disabled' : 'enabled';
    steps.push({ at: now, run: async ({ api, token }) => void (await api.call('PUT', `${tenantPath()}/${path}`, { token })) });
  }

  for (const task of person.tasks) {
    const storedTask = tenantId === null ? undefined : stored.tasks.get(taskKey(tenantId, task.title));
    let taskId = storedTask?.id ?? null;
    const taskPath = () => `${tenantPath()}/tasks/${taskId as string}`;
    if (storedTask === undefined) steps.push({ at: task.createdAt, run: async (writer) => void (taskId = await createTask(writer, tenantPath(), task)) });
    if (task.status !== TASK_STATUS.InProgress && storedTask?.status !== task.status) {
      const path = task.status === TASK_STATUS.Completed ? 'completed' : 'canceled';
      steps.push({ at: task.closedAt ?? now, run: async ({ api, token }) => void (await api.call('PUT', `${taskPath()}/${path}`, { token })) });
    }
    if (task.attachment !== null && (taskId === null || !stored.attachments.has(attachmentKey(taskId, task.attachment.name)))) {
      const at = new Date(task.createdAt.getTime() + 20 * 60_000);
      steps.push({ at, run: async ({ api, token }) => void (await api.upload('POST', `${taskPath()}/attachments`, attachmentFile(task, person), token)) });
    }
  }
  return steps;
}

/**
 * POST …/tasks refuses due dates before today (a person must not plan in the past), so a task
 * the demo shows as overdue or long done is created due tomorrow and its due date then set to
 * the planned day directly: the one write the routes cannot make.
 */
async function createTask(writer: BookWriter, tenantPath: string, task: TaskPlan): Promise<string> {
  const taskTypeId = writer.taskTypeIds.get(task.taskType);
  if (taskTypeId === undefined) throw new Error(`no task type ${task.taskType} in the reference data`);
  const dueInThePast = task.dueAt.getTime() < startOfCaracasDay(new Date()).getTime();
  const expiredAt = dueInThePast ? new Date(Date.now() + 24 * 3_600_000) : task.dueAt;
  const created = await writer.api.call<{ taskId: string }>('POST', `${tenantPath}/tasks`, {
    token: writer.token,
    body: { taskTypeId, title: task.title, description: task.description, priority: task.priority, expiredAt: expiredAt.toISOString() },
  });
  if (dueInThePast) await writer.db.updateTable('tasks').set({ expired_at: task.dueAt.toISOString() }).where('id', '=', created.taskId).execute();
  return created.taskId;
}

/** How many writes the book still needs (0: seeded). */
export function pendingBookWrites(plan: readonly CustomerPlan[], stored: StoredBook, now: Date): number {
  return plan.reduce((sum, person) => sum + stepsFor(person, stored, now).length, 0);
}

/** Writes what is missing, customer by customer, each customer's events in time order. */
export async function writeBook(plan: readonly CustomerPlan[], stored: StoredBook, writer: BookWriter, now: Date): Promise<number> {
  let writes = 0;
  for (const person of plan) {
    const steps = stepsFor(person, stored, now).sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const step of steps) {
      writer.setClock(step.at);
      await step.run(writer);
      writes++;
    }
  }
  return writes;
}
