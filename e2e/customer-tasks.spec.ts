import { ui } from '../src/i18n/es.ts';
import { attachmentTexts, listTexts, taskFormTexts, taskViewTexts } from '../src/i18n/customers.ts';
import { REF, caracasDay, expect, expectUrl, smallPdf, taskPanels, test, toast } from './fixtures/customers.ts';

const exact = { exact: true } as const;

test.describe('customer tasks', () => {
  test('add a task, complete it, put it back in progress, attach and delete a file', async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Teresa' });
    const panels = taskPanels(page);
    const title = 'Enviar el contrato';
    const description = 'Mandar el borrador del contrato de alquiler para su revisión.';

    await page.goto(`/customers/view/${customer.slug}`);
    await expect(page.getByRole('heading', { name: taskViewTexts.sectionTitle, exact: true })).toBeVisible();
    await expect(page.getByText(listTexts.tasksEmpty, exact)).toBeVisible();

    // 'Agregar tarea' → the create panel (task=new).
    await panels.add.click();
    await expectUrl(page, `/customers/view/${customer.slug}`, { task: 'new' });
    const create = panels.createPanel;
    await expect(create).toBeVisible();
    await create.getByLabel(taskViewTexts.type, exact).selectOption({ label: REF.taskType.name });
    await create.getByLabel(taskViewTexts.title, exact).fill(title);
    await create.getByLabel(taskViewTexts.description, exact).fill(description);
    await create.getByLabel(taskViewTexts.priority, exact).selectOption({ label: taskFormTexts.priority[3] });
    await create.getByLabel(taskViewTexts.dueDate, exact).fill(caracasDay(5));
    await create.getByRole('button', { name: taskViewTexts.create, exact: true }).click();

    await expect(toast(page, taskFormTexts.created)).toBeVisible();
    // The new task opens in its details panel.
    const details = panels.detailsPanel;
    await expect(details).toBeVisible();
    await expect(details.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(create).toHaveCount(0);
    const [task] = await customersApi.tasksOf(agent.accessToken, customer.tenantId);
    expect(task?.title).toBe(title);
    await expectUrl(page, `/customers/view/${customer.slug}`, { task: task?.taskId ?? '' });
    await expect(panels.card(title)).toBeVisible();

    // The status select applies at once: Completada, then back to En progreso.
    const status = details.getByLabel(taskViewTexts.status, exact);
    await expect(status.locator('option:checked')).toHaveText(taskViewTexts.statusLabels[1]);
    await status.selectOption({ label: taskViewTexts.statusLabels[2] });
    await expect(status).toBeEnabled();
    await expect(status.locator('option:checked')).toHaveText(taskViewTexts.statusLabels[2]);
    await expect.poll(async () => (await customersApi.tasksOf(agent.accessToken, customer.tenantId))[0]?.status).toBe(2);
    await expect(panels.card(title)).toContainText(taskViewTexts.statusLabels[2]);
    // Edit only while in progress.
    await expect(details.getByRole('button', { name: taskViewTexts.edit, exact: true })).toHaveCount(0);

    await status.selectOption({ label: taskViewTexts.statusLabels[1] });
    await expect(status).toBeEnabled();
    await expect(status.locator('option:checked')).toHaveText(taskViewTexts.statusLabels[1]);
    await expect.poll(async () => (await customersApi.tasksOf(agent.accessToken, customer.tenantId))[0]?.status).toBe(1);
    await expect(panels.card(title)).toContainText(taskViewTexts.statusLabels[1]);
    await expect(details.getByRole('button', { name: taskViewTexts.edit, exact: true })).toBeVisible();

    // A file through react-dropzone's input.
    await expect(details.getByText(taskViewTexts.noAttachments, exact)).toBeVisible();
    await details.locator('input[type="file"]').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    await expect(toast(page, attachmentTexts.uploaded)).toBeVisible();
    const fileLink = details.getByRole('link', { name: 'contrato.pdf', exact: true });
    await expect(fileLink).toBeVisible();
    // The link downloads the very bytes uploaded.
    const href = await fileLink.getAttribute('href');
    expect(href).toBeTruthy();
    const downloaded = await page.request.get(href ?? '');
    expect(downloaded.ok()).toBe(true);
    expect(Buffer.from(await downloaded.body()).equals(smallPdf())).toBe(true);
    await expect(panels.card(title)).toContainText(taskViewTexts.attachmentCount(1));

    await details.getByRole('button', { name: taskViewTexts.deleteAttachment('contrato.pdf'), exact: true }).click();
    await expect(toast(page, attachmentTexts.deleted)).toBeVisible();
    await expect(fileLink).toHaveCount(0);
    await expect(details.getByText(taskViewTexts.noAttachments, exact)).toBeVisible();

    // Closing the panel drops `task` from the URL.
    await details.getByRole('button', { name: ui.close, exact: true }).click();
    await expect(details).toHaveCount(0);
    await expectUrl(page, `/customers/view/${customer.slug}`, { task: null });
  });

  test('the task search reaches the URL and the list after the agent pauses typing', async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Rosa' });
    await customersApi.createTask(agent.accessToken, customer.tenantId, { title: 'Visitar el local', description: 'Ver el local comercial del centro.' });
    await customersApi.createTask(agent.accessToken, customer.tenantId, { title: 'Firmar el contrato', description: 'Llevar el contrato a la notaría.' });
    const panels = taskPanels(page);

    await page.goto(`/customers/view/${customer.slug}`);
    await expect(panels.card('Visitar el local')).toBeVisible();
    await expect(panels.card('Firmar el contrato')).toBeVisible();

    await page.getByRole('button', { name: taskViewTexts.searchToggle, exact: true }).click();
    const box = page.getByLabel(taskViewTexts.searchLabel, exact);
    await box.pressSequentially('firmar', { delay: 50 });
    await expect(box).toHaveValue('firmar');
    await expectUrl(page, `/customers/view/${customer.slug}`, { searchQuery: 'firmar' });
    await expect(panels.card('Visitar el local')).toHaveCount(0);
    await expect(panels.card('Firmar el contrato')).toBeVisible();

    // Emptying the box shows every task again.
    await box.fill('');
    await expectUrl(page, `/customers/view/${customer.slug}`, { searchQuery: null });
    await expect(panels.card('Visitar el local')).toBeVisible();
  });
});
