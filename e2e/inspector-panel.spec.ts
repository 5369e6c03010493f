import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { access } from '../src/i18n/es.ts';
import { PANEL_MARKER } from '../src/app/inspector/marker.ts';
import { signUpForm } from './fixtures/access-ui.ts';
import { STRONG_PASSWORD } from './fixtures/access.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { API_KEY, PORT } from './fixtures/environment.ts';
import { reviewScreenshot } from './fixtures/screenshots.ts';

/**
 * The offline workflow inspector on a production build whose server runs with INSPECT=true.
 * Playwright's own server runs without it (every other spec sees the agents' product), so this
 * file starts a second server from the same build, on its own port and database.
 */
const INSPECT_PORT = Number(process.env.E2E_INSPECT_PORT ?? PORT + 100);
const INSPECT_URL = `http://localhost:${INSPECT_PORT}`;

let server: ChildProcess | null = null;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'agentes-inspect-'));
  server = spawn(process.execPath, ['scripts/start.ts'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(INSPECT_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}`,
      PUBLIC_URL: INSPECT_URL,
      API_KEY,
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '1000',
      INSPECT: 'true',
    },
  });
  for (let waited = 0; ; waited += 500) {
    const answered = await fetch(INSPECT_URL).then((response) => response.ok, () => false);
    if (answered) break;
    if (waited > 230_000 || server.exitCode !== null) throw new Error('the INSPECT=true server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('agents never get the panel: a server without INSPECT sends none', async ({ page }) => {
  await page.goto('/signup');
  await expect(signUpForm(page).heading).toBeVisible();
  await expect(page.getByRole('button', { name: /Inspector/ })).toHaveCount(0);
  await expect(page.locator(`[${PANEL_MARKER}]`)).toHaveCount(0);
});

test('opened with the keyboard, it follows the sign-up machine as the form is filled', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${INSPECT_URL}/signup`);
  const form = signUpForm(page);
  await expect(form.heading).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Inspector/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Alt+Shift+KeyI');
  const panel = page.getByRole('dialog', { name: 'Workflow inspector' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await panel.getByRole('button', { name: /^signUp/ }).click();
  const state = panel.getByTestId('inspector-state');
  await expect(state).toHaveText('details');
  await expect(panel.locator('[data-state="signUp.details"][data-active="true"]')).toBeVisible();

  await form.firstName.fill('Ana');
  const log = panel.getByRole('table', { name: /Event log/ });
  await expect(log.getByText('field.changed').first()).toBeVisible();
  await expect(panel.getByText('"Ana"', { exact: true })).toBeVisible();
  await form.email.fill(`inspector-${Date.now()}@example.com`);
  await form.email.press('Enter');

  // The server answers PASSWORD_REQUIRED: details → checking → password, each in the log.
  await expect(form.passwordHeading).toBeVisible();
  await expect(state).toHaveText('password');
  await expect(log.getByText('→ password')).toBeVisible();
  await expect(log.getByText('→ checking')).toBeVisible();
  await expect(panel.locator('[data-state="signUp.password"][data-active="true"]')).toBeVisible();
  await expect(panel.locator('[data-state="signUp.details"]')).not.toHaveAttribute('data-active', 'true');
  await panel.getByTestId('inspector-diagram').scrollIntoViewIfNeeded();
  await reviewScreenshot(panel, 'inspector-diagram-fit');
  const zoomIn = panel.getByRole('button', { name: 'Zoom in' });
  for (let clicks = 0; clicks < 4 && !(await panel.getByText('100%', { exact: true }).isVisible()); clicks++) await zoomIn.click();
  await expect(panel.getByText('100%', { exact: true })).toBeVisible();
  await reviewScreenshot(panel, 'inspector-diagram-100');
  expect((await panel.getByTestId('inspector-diagram').boundingBox())!.width).toBeGreaterThan(700);

  await panel.getByRole('searchbox').fill('form.');
  await expect(log.getByRole('row')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Clear log' }).click();
  await expect(panel.getByText('No events match.')).toBeVisible();

  await reviewScreenshot(page, 'inspector-1366');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(page.getByText(access.signUp.passwordHeading, { exact: true })).toBeVisible();

  // Closed, only the toggle shows over the agent's pages.
  await form.password.fill(STRONG_PASSWORD);
  await form.submit.click();
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await reviewScreenshot(page, 'inspector-closed-onboarding-1366');
});

test('on a phone it fits the screen and closes to a small button', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${INSPECT_URL}/signup`);
  await expect(signUpForm(page).heading).toBeVisible();
  await reviewScreenshot(page, 'inspector-390-closed');
  await page.getByRole('button', { name: /^Inspector/ }).press('Enter');
  const panel = page.getByRole('dialog', { name: 'Workflow inspector' });
  await panel.getByRole('button', { name: /^signUp/ }).click();
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await reviewScreenshot(page, 'inspector-390');
  await expectNoSeriousViolations(page, testInfo, 'the open inspector panel');
  await panel.getByRole('button', { name: 'Close the inspector' }).click();
  await expect(panel).toBeHidden();
});
