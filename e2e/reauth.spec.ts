import { access } from '../src/i18n/es.ts';
import { profileTexts } from '../src/i18n/account.ts';
import { connection, reauth } from '../src/i18n/session.ts';
import type { Agent } from '../src/schema/agent.ts';
import { ACCESS_TOKEN_COOKIE, signInWithCookie } from './fixtures/access.ts';
import { expect, expectToastOnTop, test } from './fixtures/customers.ts';
import { API_KEY, BASE_URL } from './fixtures/environment.ts';

/**
 * Issue 21, Done when: 'a form typed, the session revoked from elsewhere, signed in again through the
 * dialog, saved — nothing lost'; and 'Sin conexión' while the browser is offline.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

test.describe('signing in again where the agent stands', () => {
  test('a typed profile survives a session ended elsewhere: the dialog signs in again and the save goes through', async ({ page, context, agent }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/account?section=profile');
    const description = page.getByLabel(`${profileTexts.description} *`);
    // The first page of a run can be slow on a busy machine (the server has just started).
    await expect(description).toBeVisible({ timeout: 20_000 });
    const typed = `Agente en Caracas ${Date.now()}`;
    await page.getByLabel('Día').selectOption('17');
    await page.getByLabel('Mes').selectOption({ label: 'Mayo' });
    await page.getByLabel('Año').selectOption('1990');
    await description.fill(typed);

    // The session ends from outside the page (its token logged out elsewhere).
    const revoked = await page.request.delete('/rest/v1/auth/landlords/logout', {
      headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${agent.accessToken}` },
    });
    expect(revoked.ok()).toBe(true);

    await page.getByRole('button', { name: profileTexts.save }).click();
    const dialog = page.getByRole('dialog', { name: reauth.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(reauth.expired, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(access.signIn.email)).toHaveValue(agent.email);

    // The keyboard alone: the dialog starts at the password; type it, then Enter.
    await expect(dialog.getByLabel(access.signIn.password, { exact: true })).toBeFocused();
    await page.keyboard.type(agent.password);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expectToastOnTop(page, profileTexts.saved);
    await expect(description).toHaveValue(typed);
    await expect(page.getByLabel('Año')).toHaveValue('1990');

    // Stored, under the new session the dialog opened.
    const token = (await context.cookies()).find((cookie) => cookie.name === ACCESS_TOKEN_COOKIE)?.value;
    expect(token).toBeTruthy();
    expect(token).not.toBe(agent.accessToken);
    const current = await page.request.get('/rest/v1/auth/landlords', {
      headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${token ?? ''}` },
    });
    const body = (await current.json()) as { data: Agent };
    expect(body.data.description).toBe(typed);
  });

  test("'Sin conexión' shows while the browser is offline, at 1366 and 390 px, and hides when it is back", async ({ browser, createCustomersAgent }) => {
    // A context of its own: going offline must not outlive the test (the shared one is reused).
    const own = await browser.newContext({ baseURL: BASE_URL, viewport: DESKTOP });
    try {
      await signInWithCookie(own, (await createCustomersAgent()).accessToken);
      const page = await own.newPage();
      await page.goto('/dashboard');
      const offline = page.getByRole('status').getByText(connection.offline, { exact: true });
      await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
      await expect(offline).toBeHidden();

      // eslint-disable-next-line no-restricted-syntax -- a context of the test's own, closed below.
      await own.setOffline(true);
      await expect(offline).toBeVisible();
      await page.setViewportSize(PHONE);
      await expect(offline).toBeInViewport();

      // eslint-disable-next-line no-restricted-syntax -- a context of the test's own, closed below.
      await own.setOffline(false);
      await expect(offline).toBeHidden();
    } finally {
      await own.close();
    }
  });
});
