import { customerFormTexts, customerListTexts, taskFormTexts } from '../src/i18n/customers.ts';
import { customerForm, customerList, expect, taskPanels, test, uniquePhone } from './fixtures/customers.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';

test.describe('customers accessibility (axe)', () => {
  test('/customers, with and without results', async ({ page, agent, customersApi }, testInfo) => {
    const list = customerList(page);
    await page.goto('/customers');
    await expect(list.heading).toBeVisible();
    await expect(list.filters).toBeVisible();
    await expect(page.getByText(customerListTexts.resultsCount(0), { exact: true }).or(page.getByText(/No se han encontrado/))).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'customers-empty');

    const customer = await customersApi.createTenant(agent.accessToken);
    await page.reload();
    await expect(list.card(customer.fullName)).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'customers-list');
  });

  test('/customers/create: phone step, full form, found tenant', async ({ page, agent, createCustomersAgent, customersApi }, testInfo) => {
    void agent;
    const form = customerForm(page);
    await page.goto('/customers/create');
    await expect(form.heading).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'customer-create-phone');

    const lookup = page.waitForResponse((response) => response.url().includes('/rest/v1/tenants/phone-number/'));
    await form.phone.fill(`0${uniquePhone()}`);
    await lookup;
    await expect(form.firstName).toBeEnabled();
    // Refused submit: every field shows its error.
    await form.submit.click();
    await expect(form.firstName).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, testInfo, 'customer-create-form');

    const other = await createCustomersAgent('Inés');
    const someoneElses = await customersApi.createTenant(other.accessToken);
    await page.goto('/customers/create');
    await form.phone.fill(`0${someoneElses.phoneNumber.number}`);
    await expect(form.found).toBeVisible();
    await expect(page.getByRole('button', { name: customerFormTexts.addExisting, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'customer-create-found');
  });

  test('/customers/edit/{slug} of a customer another agent registered: read-only person, the reason', async (
    { page, agent, createCustomersAgent, customersApi },
    testInfo,
  ) => {
    const creator = await createCustomersAgent('Inés');
    const customer = await customersApi.createTenant(creator.accessToken);
    await customersApi.linkTenant(agent.accessToken, customer.tenantId, 2);
    const form = customerForm(page);
    await page.goto(`/customers/edit/${customer.slug}`);
    await expect(page.getByRole('note')).toHaveText(customerFormTexts.identityReadOnlyNote);
    await expect(form.firstName).toHaveValue(customer.firstName);
    await expectNoSeriousViolations(page, testInfo, 'customer-edit-read-only');
  });

  test('/customers/view/{slug}: tasks and information sections', async ({ page, agent, customersApi }, testInfo) => {
    const customer = await customersApi.createTenant(agent.accessToken);
    const task = await customersApi.createTask(agent.accessToken, customer.tenantId);
    const panels = taskPanels(page);

    await page.goto(`/customers/view/${customer.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: customer.fullName, exact: true })).toBeVisible();
    await expect(panels.card(task.title)).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'customer-view');

    await page.goto(`/customers/view/${customer.slug}?section=0`);
    await expect(page.getByRole('heading', { level: 1, name: customer.fullName, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'customer-view-information');
  });

  test('the task panels (create and details)', async ({ page, agent, customersApi }, testInfo) => {
    const customer = await customersApi.createTenant(agent.accessToken);
    const task = await customersApi.createTask(agent.accessToken, customer.tenantId);
    const panels = taskPanels(page);

    await page.goto(`/customers/view/${customer.slug}`);
    await panels.add.click();
    await expect(panels.createPanel).toBeVisible();
    await expect(page.getByRole('heading', { name: taskFormTexts.createTitle })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'task-create-panel');

    await page.goto(`/customers/view/${customer.slug}?task=${task.taskId}`);
    await expect(panels.detailsPanel).toBeVisible();
    await expect(panels.detailsPanel.getByRole('heading', { name: task.title, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'task-details-panel');
  });
});
