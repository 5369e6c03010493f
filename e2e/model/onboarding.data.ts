import { expect, type APIResponse, type Page } from '@playwright/test';
import { COMPLETED_TASK, type CompletedTaskKind, type TaskCompleted } from '../../src/schema/reference.ts';
import type { AccessApi } from '../fixtures/access.ts';
import { API_KEY } from '../fixtures/environment.ts';
import { gradientPng } from '../fixtures/images.ts';
import type { HeldCall } from './gate.ts';

/**
 * The completed tasks of the run's agent, made through the real API the way the product makes them
 * (PUT /landlords records 1, PUT /landlords/avatar 2, POST /property-drafts 4), so that a held
 * GET /tasks-completed can go to the real server and answer what the path says.
 */

const TASKS_LIMIT = 50;

interface Envelope<T> {
  readonly data: T;
  readonly metadata: { readonly error?: { readonly type: string; readonly message: string } };
}

const sameKinds = (left: readonly number[], right: readonly number[]): boolean =>
  JSON.stringify([...left].sort()) === JSON.stringify([...right].sort());

export class OnboardingData {
  readonly #page: Page;
  readonly #api: AccessApi;
  readonly accessToken: string;

  constructor(page: Page, api: AccessApi, accessToken: string) {
    this.#page = page;
    this.#api = api;
    this.accessToken = accessToken;
  }

  get #headers() {
    return { 'X-Api-Key': API_KEY, Authorization: `Bearer ${this.accessToken}` };
  }

  async #data<T>(response: APIResponse, call: string): Promise<T> {
    const body = (await response.json()) as Envelope<T>;
    expect(response.ok(), `${call} → ${response.status()} ${JSON.stringify(body.metadata.error)}`).toBe(true);
    return body.data;
  }

  async tasks(): Promise<readonly TaskCompleted[]> {
    const response = await this.#page.request.get('/rest/v1/tasks-completed', { headers: this.#headers, params: { limit: TASKS_LIMIT } });
    return this.#data<readonly TaskCompleted[]>(response, 'GET /tasks-completed');
  }

  /** Does what completes the task, as the agent would elsewhere in the product. */
  async complete(kind: CompletedTaskKind): Promise<void> {
    if (kind === COMPLETED_TASK.ProfileUpdated) {
      await this.#api.completeProfile(this.accessToken);
    } else if (kind === COMPLETED_TASK.ProfilePictureAdded) {
      const file = { name: 'retrato.png', mimeType: 'image/png', buffer: gradientPng(300, 300) };
      await this.#data(await this.#page.request.put('/rest/v1/landlords/avatar', { headers: this.#headers, multipart: { file } }), 'PUT /landlords/avatar');
    } else if (kind === COMPLETED_TASK.PropertyCreated) {
      await this.#data(await this.#page.request.post('/rest/v1/property-drafts', { headers: this.#headers }), 'POST /property-drafts');
    } else {
      throw new Error(`onboarding data: no arrangement for completed task ${kind}`);
    }
  }

  async completeAll(kinds: readonly CompletedTaskKind[]): Promise<void> {
    for (const kind of kinds) await this.complete(kind);
  }

  /**
   * Ends a held GET /tasks-completed with these kinds: what is missing is done for real and the
   * call goes to the server; a task the agent already did cannot be undone (a saved profile the
   * path needs, with no task 1 in its list), so then the server's own list is answered without it.
   */
  async answerTasks(call: HeldCall, wanted: readonly CompletedTaskKind[]): Promise<void> {
    const done = (await this.tasks()).map((task) => task.type);
    await this.completeAll(wanted.filter((kind) => !done.includes(kind)));
    const now = await this.tasks();
    if (sameKinds(now.map((task) => task.type), wanted)) return call.release();
    const items = now.filter((task) => wanted.includes(task.type));
    return call.answer(200, { data: items, metadata: { pagination: { limit: TASKS_LIMIT, offset: 0, total: items.length } } });
  }
}
