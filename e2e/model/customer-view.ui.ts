import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { customerDetailTexts } from '../../src/i18n/customers.ts';
import { TASK_STATUS } from '../../src/schema/task.ts';
import { STRONG_PASSWORD, signInWithCookie } from '../fixtures/access.ts';
import { CustomersApi, type TaskData, type TenantData } from '../fixtures/customers.ts';
import { API_KEY, BASE_URL } from '../fixtures/environment.ts';
import type { ModelRun } from './drive.ts';
import type { HeldCall } from './gate.ts';

/**
 * What the model-based maps of the customer view share (taskStatus, customerStatus): a signed-in
 * agent with a customer (and a task) made through the real API, the changes "another tab" makes
 * behind the page's back, and the view's locators. Candidates for e2e/fixtures/customers.ts.
 */

const exact = { exact: true } as const;

/** The run's customer view: who is signed in and what was made for them. */
export interface CustomerViewData {
  readonly accessToken: string;
  readonly customer: TenantData;
  readonly http: ViewApi;
}

const VIEW = 'customerView';

export const viewOf = (run: ModelRun): CustomerViewData => {
  const data = run.scratch.get(VIEW) as CustomerViewData | undefined;
  if (!data) throw new Error('customer view: open() has not arranged the data yet');
  return data;
};

/** The calls the fixture's CustomersApi lacks, on a request context of the page's lifetime. */
export class ViewApi extends CustomersApi {
  readonly #http: APIRequestContext;

  constructor(http: APIRequestContext) {
    super(http);
    this.#http = http;
  }

  async #put(accessToken: string, path: string): Promise<void> {
    const response = await this.#http.put(path, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(response.ok(), `PUT ${path} → ${response.status()} ${await response.text()}`).toBe(true);
  }

  /** PUT …/tasks/{id}/completed | canceled | in-progress, through in-progress when it must. */
  async moveTask(accessToken: string, tenantId: string, taskId: string, from: number, to: number): Promise<void> {
    if (from === to) return;
    const base = `/rest/v1/tenants/${tenantId}/tasks/${taskId}`;
    if (from !== TASK_STATUS.InProgress && to !== TASK_STATUS.InProgress) await this.#put(accessToken, `${base}/in-progress`);
    await this.#put(accessToken, `${base}/${TASK_STATUS_ROUTE[to]}`);
  }

  /** PUT /tenants/{id}/enabled | disabled: the link's status as another tab would set it. */
  async setTenantStatus(accessToken: string, tenantId: string, status: number): Promise<void> {
    await this.#put(accessToken, `/rest/v1/tenants/${tenantId}/${status === 1 ? 'enabled' : 'disabled'}`);
  }
}

export const TASK_STATUS_ROUTE: Readonly<Record<number, string>> = {
  [TASK_STATUS.InProgress]: 'in-progress',
  [TASK_STATUS.Completed]: 'completed',
  [TASK_STATUS.Cancelled]: 'canceled',
};

/**
 * A fresh agent with a completed profile, signed in by cookie, and a customer of theirs (active).
 * The request context lives as long as the page.
 */
export const arrangeCustomer = async (run: ModelRun): Promise<CustomerViewData> => {
  const http = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Api-Key': API_KEY } });
  run.page.once('close', () => void http.dispose());
  const api = new ViewApi(http);
  const agent = await run.api.signUp({ firstName: 'María', lastName: 'Pérez', email: run.freshEmail('agente'), password: STRONG_PASSWORD });
  await run.api.completeProfile(agent.accessToken);
  await signInWithCookie(run.page.context(), agent.accessToken);
  const customer = await api.createTenant(agent.accessToken, { firstName: 'Teresa' });
  const data = { accessToken: agent.accessToken, customer, http: api };
  run.scratch.set(VIEW, data);
  return data;
};

export const viewPath = (customer: TenantData): string => `/customers/view/${customer.slug}`;

/** The held call went to this very path (the run's real ids, where the model has its own). */
export const expectCallTo = (call: HeldCall, pathname: string): void => {
  expect(new URL(call.request.url()).pathname, `${call.request.method()} the run's own record`).toBe(pathname);
};

/** Waits for the next successful GET of that path (a reload the page makes on its own). */
export const nextLoadOf = (page: Page, pathname: string): Promise<unknown> =>
  page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === pathname && response.ok());

/** The profile's status line, 'Activo desde el …' or 'Archivado desde el …', whatever the date. */
export const statusLine = (page: Page, status: number): Locator => {
  const text = status === 1 ? customerDetailTexts.activeSince : customerDetailTexts.archivedSince;
  const [before = '', after = ''] = text('\u0000').split('\u0000');
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByText(new RegExp(`^${escape(before)}.+${escape(after)}$`, 'u'));
};

/**
 * Stops the page's clock (installed before navigation) once the view is up, so only
 * page.clock.runFor moves the machines' delays.
 */
export const freezeClockWhen = async (page: Page, ready: Locator): Promise<void> => {
  await expect(ready).toBeVisible();
  const now = await page.evaluate(() => Date.now());
  // A little ahead: the page's time keeps flowing until the pause lands.
  await page.clock.pauseAt(now + 1_000);
};

export const customerHeading = (page: Page, customer: TenantData): Locator =>
  page.getByRole('heading', { level: 1, name: customer.fullName, ...exact });

export type { TaskData };
