import { expect, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { attachmentTexts, taskStatusTexts, taskViewTexts } from '../../src/i18n/customers.ts';
import type { TaskStatusContext, TaskStatusInput } from '../../src/machines/taskStatusMachine.ts';
import { ERROR_STATUS, isErrorType } from '../../src/schema/errors.ts';
import { TASK_STATUS, canChangeTaskStatus, type TaskStatus } from '../../src/schema/task.ts';
import { TASK_ID, TENANT_ID, model } from '../../tests/machines/taskStatusMachine.model.ts';
import { expectUrl, smallPdf, taskPanels, toast } from '../fixtures/customers.ts';
import type { ModelRun, ModelStep, UiMap } from './drive.ts';
import { answerFailure, failureTypeOf, type GatedEndpoint } from './gate.ts';
import { TASK_STATUS_ROUTE, arrangeCustomer, expectCallTo, nextLoadOf, viewOf, viewPath, type TaskData } from './customer-view.ui.ts';

/**
 * taskStatusMachine in the browser: the 'Estado' select of 'Detalles de la tarea' on
 * /customers/view/{slug}?task={id}. complete / cancel / reopen are PUT …/tasks/{id}/completed |
 * canceled | in-progress, held until the path's outcome event. `status.synced` is the task
 * reloaded with another status: another tab changes it through the API, then a file attached
 * in the panel makes the page reload the task.
 */

const STATUS_CALL: GatedEndpoint = { method: 'PUT', path: /^\/rest\/v1\/tenants\/[^/]+\/tasks\/[^/]+\/(completed|canceled|in-progress)$/ };

const ACTOR_TARGET: Readonly<Record<string, TaskStatus>> = {
  complete: TASK_STATUS.Completed,
  cancel: TASK_STATUS.Cancelled,
  reopen: TASK_STATUS.InProgress,
};

const TASK = 'task';
const STATUSES: readonly TaskStatus[] = [TASK_STATUS.InProgress, TASK_STATUS.Completed, TASK_STATUS.Cancelled];

const taskOf = (run: ModelRun): TaskData => run.scratch.get(TASK) as TaskData;
const taskPath = (run: ModelRun): string => `/rest/v1/tenants/${viewOf(run).customer.tenantId}/tasks/${taskOf(run).taskId}`;

const panel = (page: Page) => taskPanels(page).detailsPanel;
const statusSelect = (page: Page) => panel(page).getByLabel(taskViewTexts.status, { exact: true });

/** The server's task is in this status (the page is not told). */
const moveOnServer = (run: ModelRun, from: number, to: number): Promise<void> => {
  const { http, accessToken, customer } = viewOf(run);
  return http.moveTask(accessToken, customer.tenantId, taskOf(run).taskId, from, to);
};

/** The held call of this actor, checked against the run's task and the move the actor makes. */
const heldCallOf = async (step: ModelStep) => {
  const actor = step.event.type.split('.').at(-1)!;
  const call = await step.run.gate.next(STATUS_CALL);
  expect(step.run.scratch.get(`input:${actor}`), 'the actor ran for the model task').toEqual({ tenantId: TENANT_ID, taskId: TASK_ID });
  expectCallTo(call, `${taskPath(step.run)}/${TASK_STATUS_ROUTE[ACTOR_TARGET[actor]!]}`);
  return { call, actor };
};

const settle = async (step: ModelStep): Promise<void> => {
  const { call } = await heldCallOf(step);
  await call.release();
};

const fail = async (step: ModelStep): Promise<void> => {
  const { run, event, before } = step;
  const { call, actor } = await heldCallOf(step);
  const type = failureTypeOf(event['error']) ?? 'SERVER_ERROR';
  if (type !== 'TASK_STATUS_TRANSITION_INVALID') return answerFailure(call, type);
  // The real refusal: another tab moved the task where this move is not allowed, then back.
  const saved = (before.context as TaskStatusContext).previous!;
  const target = ACTOR_TARGET[actor]!;
  const blocker = STATUSES.find((status) => status !== saved && !canChangeTaskStatus(status, target))!;
  await moveOnServer(run, saved, blocker);
  const refused = run.page.waitForResponse((response) => response.request() === call.request);
  await call.release();
  expect((await refused).status(), 'the server refuses the move').toBe(ERROR_STATUS.TASK_STATUS_TRANSITION_INVALID);
  await moveOnServer(run, blocker, saved);
};

const act = async (step: ModelStep): Promise<void> => {
  const { run, event, before } = step;
  const { page } = run;
  if (event.type.startsWith('xstate.done.actor.')) return settle(step);
  if (event.type.startsWith('xstate.error.actor.')) return fail(step);
  switch (event.type) {
    case 'status.selected':
      await statusSelect(page).selectOption({ label: taskViewTexts.statusLabels[event['status'] as TaskStatus] });
      return;
    case 'status.synced': {
      await moveOnServer(run, (before.context as TaskStatusContext).status, event['status'] as number);
      const reloaded = nextLoadOf(page, taskPath(run));
      await panel(page).locator('input[type="file"]').setInputFiles({ name: 'acta.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
      await expect(toast(page, attachmentTexts.uploaded)).toBeVisible();
      await reloaded;
      return;
    }
    default:
      throw new Error(`taskStatus UI map: no action for ${event.type}`);
  }
};

const unsupported = (event: AnyEventObject): string | null => {
  const type = failureTypeOf(event['error']);
  if (type !== null && !isErrorType(type)) return `unknown error type ${type}`;
  return null;
};

const expectState = async (run: ModelRun, snapshot: AnyMachineSnapshot): Promise<void> => {
  const select = statusSelect(run.page);
  const { status } = snapshot.context as TaskStatusContext;
  await expect(panel(run.page).getByRole('heading', { name: taskOf(run).title, exact: true })).toBeVisible();
  await expect(select.locator('option:checked')).toHaveText(taskViewTexts.statusLabels[status]);
  if (snapshot.matches('idle')) {
    await expect(select).toBeEnabled();
    await expect(select).not.toHaveAttribute('aria-busy');
    // Only the moves the spec allows from the status shown, besides the status itself.
    const offered = STATUSES.filter((option) => option === status || canChangeTaskStatus(status, option));
    await expect(select.locator('option')).toHaveText(offered.map((option) => taskViewTexts.statusLabels[option]));
  } else if (snapshot.hasTag('busy')) {
    await expect(select).toBeDisabled();
    await expect(select).toHaveAttribute('aria-busy', 'true');
  } else {
    throw new Error(`taskStatus UI map: no assertion for state ${JSON.stringify(snapshot.value)}`);
  }
};

export const taskStatusUi: UiMap = {
  model,
  gated: [STATUS_CALL],
  unsupported,
  open: async (run) => {
    const { status } = run.path.input as TaskStatusInput;
    const { http, accessToken, customer } = await arrangeCustomer(run);
    const task = await http.createTask(accessToken, customer.tenantId, { title: 'Enviar el contrato' });
    run.scratch.set(TASK, task);
    await moveOnServer(run, TASK_STATUS.InProgress, status);
    await run.page.goto(`${viewPath(customer)}?task=${task.taskId}`);
  },
  act,
  expectState,
  expectEffect: async (run, effect, snapshot) => {
    if (effect.kind === 'actor') {
      run.scratch.set(`input:${effect.name}`, effect.input);
      return;
    }
    const { page } = run;
    if (effect.name === 'notify') {
      // A failure's toast, or (issue 21) a success's naming the status the task now has.
      const { kind, message } = effect.params as { kind: string; message: string };
      const status = (snapshot.context as TaskStatusContext).status;
      expect({ kind, message }).toEqual(kind === 'error' ? { kind, message: taskStatusTexts.failed } : { kind: 'success', message: taskStatusTexts.changed[status] });
      await expect(toast(page, message)).toBeVisible();
    }
    if (effect.name === 'reload') {
      // The refresh trigger reaches the URL and the task list shows the saved status.
      const task = taskOf(run);
      await expectUrl(page, viewPath(viewOf(run).customer), { task: task.taskId, from: 'updateTaskStatus' });
      const { status } = snapshot.context as TaskStatusContext;
      await expect(taskPanels(page).card(task.title)).toContainText(taskViewTexts.statusLabels[status]);
    }
  },
};
