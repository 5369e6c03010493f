import { request, type Page } from '@playwright/test';
import { STRONG_PASSWORD, signInWithCookie } from '../fixtures/access.ts';
import { DraftsApi } from '../fixtures/editor.ts';
import { API_KEY, BASE_URL } from '../fixtures/environment.ts';
import type { ModelRun } from './drive.ts';

/**
 * What the property editor's model-based maps share (draftEditor, autosave): the agent, the
 * drafts API, and the page's clock. Candidates for e2e/fixtures/editor.ts.
 */

export interface EditorAgent {
  readonly accessToken: string;
  readonly drafts: DraftsApi;
}

let workerAgent: Promise<{ readonly accessToken: string }> | null = null;

/**
 * One agent with a completed profile per worker, signed in by cookie in the run's browser
 * context: each path gets a draft of its own, and nothing the editor shows depends on the agent's
 * other drafts. The drafts API lives as long as the page.
 */
export const signedInAgent = async (run: ModelRun): Promise<EditorAgent> => {
  workerAgent ??= (async () => {
    const agent = await run.api.signUp({ firstName: 'María', lastName: 'Pérez', email: run.freshEmail('editor'), password: STRONG_PASSWORD });
    await run.api.completeProfile(agent.accessToken);
    return agent;
  })().catch((error: unknown) => {
    workerAgent = null;
    throw error;
  });
  const { accessToken } = await workerAgent;
  await signInWithCookie(run.page.context(), accessToken);
  const http = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Api-Key': API_KEY } });
  run.page.once('close', () => void http.dispose());
  return { accessToken, drafts: new DraftsApi(http) };
};

/**
 * Stops the page's time where it is, so only the path's delay steps move it. A little ahead: the
 * page's time keeps flowing until the pause lands.
 */
export const pauseClock = async (page: Page): Promise<void> => {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
};
