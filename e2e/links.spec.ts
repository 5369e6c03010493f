import { dashboard, shell } from '../src/i18n/es.ts';
import { customerFormTexts } from '../src/i18n/customers.ts';
import { customerForm, expect, expectUrl, test } from './fixtures/customers.ts';

/** Issue 8, item 8: the logo goes home, and the lookup's "already in your list" result goes to that customer. */

const exact = { exact: true } as const;

test.describe('links', () => {
  test('the logo is a link to the dashboard: top bar beside the rail (390 px), open sidebar (1366 px)', async ({ page, agent }) => {
    const home = page.getByRole('link', { name: shell.homeLink, exact: true });
    const greeting = page.getByText(dashboard.greeting(agent.profile.firstName), exact);

    // Phones: the sidebar is a rail, so the logo sits in the top bar.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/customers');
    await expect(home).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: shell.homeLink, exact: true })).toBeVisible();
    await home.click();
    await expectUrl(page, '/dashboard');
    await expect(greeting).toBeVisible();

    // Wide screens: the open sidebar carries it (once: the top bar has none then).
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/customers/create');
    await expect(page.getByRole('navigation', { name: shell.mainNav }).getByRole('link', { name: shell.homeLink, exact: true })).toBeVisible();
    await expect(home).toHaveCount(1);
    await home.click();
    await expectUrl(page, '/dashboard');
    await expect(greeting).toBeVisible();
  });

  test('the onboarding header’s logo is a link to the dashboard', async ({ page, createAgent, signInAs }) => {
    const agent = await createAgent({ firstName: 'Simón' });
    await signInAs(agent.accessToken);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/onboarding');
      await page.getByRole('link', { name: shell.homeLink, exact: true }).click();
      await expectUrl(page, '/dashboard');
      await expect(page.getByText(dashboard.greeting('Simón'), exact)).toBeVisible();
    }
  });

  test('a lookup that finds a customer already in the list links to that customer', async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Valentina' });
    const form = customerForm(page);

    await page.goto('/customers/create');
    await form.phone.fill(`0${customer.phoneNumber.number}`);
    await expect(form.found).toBeVisible();
    await expect(page.getByText(customerFormTexts.alreadyLinked, exact)).toBeVisible();
    await expect(form.link).toHaveCount(0);
    await page.getByRole('link', { name: customerFormTexts.openExisting, exact: true }).click();

    await expectUrl(page, `/customers/view/${customer.tenantId}`);
    await expect(page.getByRole('heading', { level: 1, name: customer.fullName, exact: true })).toBeVisible();
  });
});
