import type { Page } from '@playwright/test';
import { accountTexts, sessionsTexts } from '../src/i18n/account.ts';
import { dashboard } from '../src/i18n/es.ts';
import { reauth } from '../src/i18n/session.ts';
import { ACCESS_TOKEN_COOKIE, expect, test } from './fixtures/access.ts';
import { API_KEY, BASE_URL } from './fixtures/environment.ts';

/**
 * Issue 21, "a session per device": the laptop and the phone both stay signed in; the laptop's
 * 'Sesiones activas' lists both; closing the phone's session there signs the phone out: its next
 * call opens the shell's re-sign-in dialog, which says why ('Tu sesión se cerró en otro dispositivo').
 */

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs this page's browser in as the SPA would: a sign-in with the browser's own User-Agent, its token in the cookie. */
async function signInFromBrowser(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/rest/v1/auth/landlords', { headers: { 'X-Api-Key': API_KEY }, data: { emailAddress: email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const token = ((await response.json()) as { metadata: { authorization: { accessToken: string } } }).metadata.authorization.accessToken;
  await page.context().addCookies([{ name: ACCESS_TOKEN_COOKIE, value: token, url: BASE_URL, sameSite: 'Strict' }]);
}

test('the laptop and the phone both stay signed in; closing the phone’s session from the laptop signs the phone out', async ({
  page,
  browser,
  api,
  createAgent,
}) => {
  // Two browsers, one of them a phone, on a loaded runner.
  test.setTimeout(90_000);
  const agent = await createAgent();
  await api.completeProfile(agent.accessToken);
  const greeting = dashboard.greeting(agent.firstName);

  await page.setViewportSize(LAPTOP);
  await signInFromBrowser(page, agent.email, agent.password);
  await page.goto('/');
  await expect(page.getByText(greeting, { exact: true })).toBeVisible();

  const phoneContext = await browser.newContext({
    baseURL: BASE_URL,
    viewport: PHONE,
    userAgent: IPHONE_UA,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
    timezoneId: 'America/Caracas',
  });
  try {
    const phone = await phoneContext.newPage();
    await signInFromBrowser(phone, agent.email, agent.password);
    await phone.goto('/');
    await expect(phone.getByText(greeting, { exact: true })).toBeVisible();

    // The phone's sign-in did not sign the laptop out.
    await page.goto('/account?section=sessions');
    await expect(page.getByRole('heading', { name: accountTexts.sections.sessions, level: 2 })).toBeVisible();
    const list = page.getByRole('list', { name: sessionsTexts.intro });
    const phoneRow = list.getByRole('listitem').filter({ hasText: 'Safari en iPhone' });
    const laptopRow = list.getByRole('listitem').filter({ hasText: sessionsTexts.current });
    await expect(phoneRow).toBeVisible();
    await expect(laptopRow).toContainText('Chrome en Windows');
    await expect(phoneRow).toContainText('Red local');
    await expect(phoneRow).toContainText(/Último uso: Hace \d+ (segundos?|minutos?)/);

    await phoneRow.getByRole('button', { name: sessionsTexts.closeNamed('Safari en iPhone') }).click();
    const dialog = page.getByRole('alertdialog', { name: sessionsTexts.confirmTitle });
    await expect(dialog).toContainText(sessionsTexts.confirmMessage('Safari en iPhone'));
    await dialog.getByRole('button', { name: sessionsTexts.confirm }).click();
    await expect(page.getByText(sessionsTexts.closed)).toBeVisible();
    await expect(phoneRow).toHaveCount(0);
    await expect(laptopRow).toBeVisible();

    // The phone, still on its page, makes its next call (an in-app move to the customers list): the
    // shell explains in place why the session ended and offers to sign in again.
    await phone.evaluate(() => {
      history.pushState(null, '', '/customers');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const reauthDialog = phone.getByRole('dialog', { name: reauth.title });
    await expect(reauthDialog).toBeVisible({ timeout: 15_000 });
    await expect(reauthDialog).toContainText(reauth.revoked);
    // A fresh load with the ended session is signed out: the sign-in page, as before.
    await phone.goto('/customers');
    await expect(phone).toHaveURL(/\/login/);
    await expect(phone.getByText(greeting, { exact: true })).toHaveCount(0);

    // The laptop goes on.
    await page.reload();
    await expect(laptopRow).toBeVisible();
  } finally {
    await phoneContext.close();
  }
});
