import { dashboard } from '../src/i18n/es.ts';
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
