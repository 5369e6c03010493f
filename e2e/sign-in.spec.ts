import { access, dashboard, errors, product, shell } from '../src/i18n/es.ts';
import { consentPageIdentity, expect, test } from './fixtures/access.ts';
import { expectPath, message, signInForm, signInThroughForm, signInWithConsentPage } from './fixtures/access-ui.ts';

test.describe('sign-in', () => {
  test('wrong credentials show the credentials message and stay on /login', async ({ page, createAgent, uniqueEmail }) => {
    const agent = await createAgent();

    await page.goto('/login');
    await expect(page).toHaveTitle(product.title(access.signIn.pageTitle));
    await signInThroughForm(page, agent.email, 'Incorrecta9');
    await expect(message(page, errors.signIn.badCredentials)).toBeVisible();
    await expectPath(page, '/login');

    // An unknown e-mail gets the same message (EMAIL_NOT_FOUND and PASSWORD_INVALID read alike).
    await signInThroughForm(page, uniqueEmail('nadie'), 'Incorrecta9');
    await expect(message(page, errors.signIn.badCredentials)).toBeVisible();
    await expectPath(page, '/login');
  });

  // Spec 01 §4: a social sign-in goes to /dashboard whatever the profile (only the public-only
  // guard sends incomplete profiles to onboarding).
  test('with the offline Google page, an agent without a completed profile lands on /dashboard', async ({ page, api, uniqueEmail }) => {
    const identity = consentPageIdentity(uniqueEmail('google'), 'Lucía', 'Gómez');
    await api.socialSignUp('google', identity);

    await page.goto('/login');
    await signInWithConsentPage(page, signInForm(page).google, identity);
    await expectPath(page, '/dashboard');
  });

  test('with the offline Google page, an agent with a completed profile lands on /dashboard', async ({ page, api, uniqueEmail }) => {
    const identity = consentPageIdentity(uniqueEmail('google'), 'Andrés', 'Rivas');
    const { accessToken } = await api.socialSignUp('google', identity);
    await api.completeProfile(accessToken);

    await page.goto('/login');
    await signInWithConsentPage(page, signInForm(page).google, identity);
    await expectPath(page, '/dashboard');
    await expect(page.getByText(dashboard.greeting('Andrés'), { exact: true })).toBeVisible();
    await expect(page.getByText(dashboard.question, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(product.title(dashboard.pageTitle));
  });

  test('a private route while signed out goes to /login?continue_url=…, and back there after sign-in', async ({ page, api, createAgent }) => {
    const agent = await createAgent({ firstName: 'Carmen' });
    await api.completeProfile(agent.accessToken);
    // A query string too: continue_url must carry it through sign-in.
    const privateUrl = '/account?section=integrations';

    await page.goto(privateUrl);
    await expectPath(page, '/login', { continue_url: privateUrl });
    await expect(page.getByRole('heading', { name: access.signIn.heading, exact: true })).toBeVisible();

    await signInThroughForm(page, agent.email, agent.password);
    await expectPath(page, '/account', { section: 'integrations' });
    // Inside the signed-in shell.
    await expect(page.getByRole('button', { name: shell.openMenu })).toBeVisible();
  });
});
