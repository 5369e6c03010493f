import { customerDetailTexts, customerFormTexts, customerLabels, listTexts, taskViewTexts } from '../src/i18n/customers.ts';
import { signInWithCookie } from './fixtures/access.ts';
import { customerForm, customerList, expect, taskPanels, test, toast } from './fixtures/customers.ts';

const exact = { exact: true } as const;

test.describe('customers shared between agents', () => {
  test("a second agent links the first agent's customer by phone; neither sees the other's tasks", async ({
    page,
    context,
    agent: second,
    createCustomersAgent,
    customersApi,
  }) => {
    const first = await createCustomersAgent('Daniela');
    const customer = await customersApi.createTenant(first.accessToken, { firstName: 'Gabriel' });
    const firstTask = await customersApi.createTask(first.accessToken, customer.tenantId, { title: 'Tarea de la primera' });
    const form = customerForm(page);
    const panels = taskPanels(page);
    const name = page.getByRole('heading', { level: 1, name: customer.fullName, exact: true });

    // Not in the second agent's list yet.
    await page.goto('/customers');
    await expect(page.getByText(listTexts.customersEmpty, exact)).toBeVisible();

    // The lookup by phone finds the person; 'Agregar cliente' links them.
    await page.goto('/customers/create');
    await expect(form.heading).toBeVisible();
    await form.phone.fill(`0${customer.phoneNumber.number}`);
    await expect(form.found).toBeVisible();
    await expect(page.getByText(customer.fullName, exact)).toBeVisible();
    await expect(form.firstName).toHaveCount(0);
    await form.link.click();
    await expect(toast(page, customerFormTexts.created)).toBeVisible();
    const toastShownAt = Date.now();
    // The toast shows for 2 s, then the customer's view opens.
    expect(new URL(page.url()).pathname).toBe('/customers/create');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 6_000 }).toBe(`/customers/view/${customer.slug}`);
    expect(Date.now() - toastShownAt, 'the redirect waits about 2 s').toBeGreaterThanOrEqual(1_000);
    await expect(name).toBeVisible();

    // The second agent's view of the customer: none of the first agent's tasks.
    await expect(page.getByRole('heading', { name: taskViewTexts.sectionTitle, exact: true })).toBeVisible();
    await expect(page.getByText(listTexts.tasksEmpty, exact)).toBeVisible();
    await expect(panels.card(firstTask.title)).toHaveCount(0);
    // Nor can the first agent's task be opened by its id.
    await page.goto(`/customers/view/${customer.slug}?task=${firstTask.taskId}`);
    await expect(panels.detailsPanel).toBeVisible();
    await expect(panels.detailsPanel.getByRole('heading', { name: firstTask.title })).toHaveCount(0);

    // The customer is in the second agent's list now.
    await page.goto('/customers');
    await expect(customerList(page).card(customer.fullName)).toHaveCount(1);

    // A task of the second agent's own.
    const secondTask = await customersApi.createTask(second.accessToken, customer.tenantId, { title: 'Tarea del segundo' });
    await page.goto(`/customers/view/${customer.slug}`);
    await expect(panels.card(secondTask.title)).toBeVisible();
    await expect(panels.card(firstTask.title)).toHaveCount(0);

    // Through the API: each agent lists only their own tasks of the shared customer.
    const firstSees = await customersApi.tasksOf(first.accessToken, customer.tenantId);
    const secondSees = await customersApi.tasksOf(second.accessToken, customer.tenantId);
    expect(firstSees.map((task) => task.taskId)).toEqual([firstTask.taskId]);
    expect(secondSees.map((task) => task.taskId)).toEqual([secondTask.taskId]);

    // And the first agent's view, in the same browser signed in as them.
    await context.clearCookies();
    await signInWithCookie(context, first.accessToken);
    await page.goto(`/customers/view/${customer.slug}`);
    await expect(name).toBeVisible();
    await expect(panels.card(firstTask.title)).toBeVisible();
    await expect(panels.card(secondTask.title)).toHaveCount(0);
  });

  test('a linked agent sees the person read-only and changes only the type; the photo is the creator’s', async ({
    page,
    context,
    agent: second,
    createCustomersAgent,
    customersApi,
  }) => {
    const first = await createCustomersAgent('Daniela');
    const customer = await customersApi.createTenant(first.accessToken, { firstName: 'Gabriel' });
    await customersApi.linkTenant(second.accessToken, customer.tenantId, 2);
    const form = customerForm(page);
    const note = page.getByRole('note');
    const changePhoto = page.getByLabel(customerDetailTexts.changeAvatar, exact);

    // The view: the photo cannot be changed by the second agent.
    await page.goto(`/customers/view/${customer.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: customer.fullName, exact: true })).toBeVisible();
    await expect(changePhoto).toHaveCount(0);

    // The edit form: the person's data readable but fixed, with the reason; only the type changes.
    await page.goto(`/customers/edit/${customer.slug}`);
    await expect(note).toHaveText(customerFormTexts.identityReadOnlyNote);
    await expect(form.firstName).toHaveValue('Gabriel');
    for (const input of [form.firstName, form.lastName, form.email, form.phone, form.documentNumber]) {
      await expect(input).not.toBeEditable();
      await expect(input).toHaveAccessibleDescription(customerFormTexts.identityReadOnlyNote);
    }
    for (const select of [form.sex, form.documentType, form.countryState, form.location, form.day, form.month, form.year]) {
      await expect(select).toBeDisabled();
    }
    // Read-only, not disabled: a keyboard reaches the name and reads it.
    await form.firstName.focus();
    await expect(form.firstName).toBeFocused();
    await page.keyboard.type('Renata');
    await expect(form.firstName).toHaveValue('Gabriel');

    await expect(form.tenantType).toBeEnabled();
    await form.tenantType.selectOption({ label: customerLabels.tenantType[3] });
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/rest/v1/tenants/${customer.tenantId}`) && response.request().method() === 'PUT',
    );
    await form.save.click();
    expect((await saved).status()).toBe(200);
    await expect(toast(page, customerFormTexts.updated)).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 6_000 }).toBe(`/customers/view/${customer.slug}`);

    // The second agent's type changed; the first agent's type and the person did not.
    expect(await customersApi.tenantBySlug(second.accessToken, customer.slug)).toMatchObject({
      tenantType: 3,
      firstName: 'Gabriel',
      identityEditable: false,
    });
    expect(await customersApi.tenantBySlug(first.accessToken, customer.slug)).toMatchObject({
      tenantType: 2,
      firstName: 'Gabriel',
      identityEditable: true,
    });

    // The first agent, who registered the person, edits everything and may change the photo.
    await context.clearCookies();
    await signInWithCookie(context, first.accessToken);
    await page.goto(`/customers/view/${customer.slug}`);
    await expect(changePhoto).toHaveCount(1);
    await page.goto(`/customers/edit/${customer.slug}`);
    await expect(form.firstName).toHaveValue('Gabriel');
    await expect(form.firstName).toBeEditable();
    await expect(form.sex).toBeEnabled();
    await expect(note).toHaveCount(0);
  });
});
