import { customerListTexts } from '../src/i18n/customers.ts';
import { dashboard } from '../src/i18n/es.ts';
import { BOOT_SPLASH_ATTRIBUTE } from '../src/schema/app-document.ts';
import { ACCESS_TOKEN_COOKIE, expect, test } from './fixtures/access.ts';
import { expectPath, signOutThroughAvatarMenu } from './fixtures/access-ui.ts';

test.describe('shell', () => {
  test('logout through the avatar menu ends the session', async ({ page, api, createAgent, signInAs }) => {
    const agent = await createAgent({ firstName: 'Rosa' });
    await api.completeProfile(agent.accessToken);
    await signInAs(agent.accessToken);

    await page.goto('/dashboard');
    await expect(page.getByText(dashboard.greeting('Rosa'), { exact: true })).toBeVisible();

    await signOutThroughAvatarMenu(page);
    await expectPath(page, '/login');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === ACCESS_TOKEN_COOKIE)).toBeUndefined();

    // The token was revoked on the server, not only forgotten by the browser.
    await expect(api.currentAgent(agent.accessToken)).rejects.toThrow(/ACCESS_TOKEN_INVALID/);
    await page.goto('/dashboard');
    await expectPath(page, '/login', { continue_url: '/dashboard' });
  });
});

test('a returning agent sees the loading splash from the HTML at once, then the page in its place', async ({ page, api, createAgent, signInAs }) => {
  const agent = await createAgent({ firstName: 'Rosa' });
  await api.completeProfile(agent.accessToken);
  await signInAs(agent.accessToken);

  const response = await page.goto('/customers');
  expect(await response?.text()).toContain(BOOT_SPLASH_ATTRIBUTE);
  await expect(page.getByRole('heading', { level: 1, name: customerListTexts.pageTitle })).toBeVisible();
  await expect(page.locator(`[${BOOT_SPLASH_ATTRIBUTE}]`)).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // Without a token the page is the sign-in form, which never shows a splash.
  await page.context().clearCookies();
  const signedOut = await page.goto('/customers');
  expect(await signedOut?.text()).not.toContain(BOOT_SPLASH_ATTRIBUTE);
});
