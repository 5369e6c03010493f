import type { Page } from '@playwright/test';
import {
  attachmentTexts,
  customerDetailTexts,
  customerStatusTexts,
  taskFormTexts,
  taskStatusTexts,
  taskViewTexts,
} from '../src/i18n/customers.ts';
import { REF, caracasDay, expect, expectToastOnTop, expectUrl, smallPdf, taskPanels, test } from './fixtures/customers.ts';

/**
 * Issue 8, items 1, 5 and 6: feedback is seen over the panels, activation says so and shows at
 * once, destructive confirmations are drawn as such and start on the safe choice, and deleting a
 * file keeps the keyboard in the panel.
 */

const exact = { exact: true } as const;

/** theme.colors.danger as the browser computes it. */
const DANGER = 'rgb(180, 35, 24)';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const activeLine = /^Activo desde el \d{2} de \p{L}+ de \d{4}$/u;
const archivedLine = /^Archivado desde el \d{2} de \p{L}+ de \d{4}$/u;

/** Reloads of the customer never answer: what changes on screen after a status change comes from the change itself. */
const holdCustomerReloads = (page: Page) => page.route('**/rest/v1/tenants/slug/**', () => undefined);

const focusedIn = (page: Page, selector: string) =>
  page.evaluate((dialog) => document.querySelector(dialog)?.contains(document.activeElement) ?? false, selector);

test.describe('feedback inside panels', () => {
  for (const viewport of VIEWPORTS) {
    test(`toasts are seen on top of the task panels (${viewport.name}, ${viewport.width} px)`, async ({ page, agent, customersApi }) => {
      await page.setViewportSize(viewport);
      const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Irene' });
      const panels = taskPanels(page);

      await page.goto(`/customers/view/${customer.slug}?task=new`);
      const create = panels.createPanel;
      await create.getByLabel(taskViewTexts.type, exact).selectOption({ label: REF.taskType.name });
      await create.getByLabel(taskViewTexts.title, exact).fill('Visitar el apartamento');
      await create.getByLabel(taskViewTexts.description, exact).fill('Llevar las llaves y el inventario.');
      await create.getByLabel(taskViewTexts.priority, exact).selectOption({ label: taskFormTexts.priority[2] });
      await create.getByLabel(taskViewTexts.dueDate, exact).fill(caracasDay(4));
      await create.getByRole('button', { name: taskViewTexts.create, exact: true }).click();
      await expectToastOnTop(page, taskFormTexts.created);

      const details = panels.detailsPanel;
      await expect(details.getByRole('heading', { name: 'Visitar el apartamento', exact: true })).toBeVisible();

      // Edited in the panel.
      await details.getByRole('button', { name: taskViewTexts.edit, exact: true }).click();
      await details.getByLabel(taskViewTexts.title, exact).fill('Visitar el apartamento del centro');
      await details.getByRole('button', { name: taskViewTexts.save, exact: true }).click();
      await expectToastOnTop(page, taskFormTexts.updated);
      await expect(details.getByRole('heading', { name: 'Visitar el apartamento del centro', exact: true })).toBeVisible();

      // An upload refused before sending says the rule beside the picker; one the server fails
      // is told by the toast, over the panel; then one that goes through.
      const input = details.locator('input[type="file"]');
      await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('solo texto') });
      await expect(details.getByRole('alert').filter({ hasText: attachmentTexts.refusedType('notas.txt') })).toBeVisible();
      const uploads = '**/rest/v1/tenants/*/tasks/*/attachments';
      await page.route(uploads, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ data: null, metadata: { error: { type: 'SERVER_ERROR', message: 'fallo' } } }),
        }),
      );
      await input.setInputFiles({ name: 'inventario.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
      await expectToastOnTop(page, attachmentTexts.failed);
      await page.unroute(uploads);
      await input.setInputFiles({ name: 'inventario.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
      await expectToastOnTop(page, attachmentTexts.uploaded);
      await expect(details.getByRole('link', { name: 'inventario.pdf', exact: true })).toBeVisible();

      // The status change fails: the select goes back and the error is seen over the panel.
      await page.route('**/rest/v1/tenants/*/tasks/*/completed', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ data: null, metadata: { error: { type: 'SERVER_ERROR', message: 'fallo' } } }),
        }),
      );
      const status = details.getByLabel(taskViewTexts.status, exact);
      await status.selectOption({ label: taskViewTexts.statusLabels[2] });
      await expectToastOnTop(page, taskStatusTexts.failed);
      await expect(status.locator('option:checked')).toHaveText(taskViewTexts.statusLabels[1]);
    });
  }
});

test.describe('customer status', () => {
  test('activating says so, and the status line changes with the toast, not with the reload', async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Octavio' });
    await customersApi.archiveTenant(agent.accessToken, customer.tenantId);

    await page.goto(`/customers/view/${customer.slug}`);
    await expect(page.getByText(archivedLine)).toBeVisible();
    await holdCustomerReloads(page);

    await page.getByRole('button', { name: customerDetailTexts.more, exact: true }).click();
    await page.getByRole('menuitem', { name: customerStatusTexts.activateAction, exact: true }).click();
    const modal = page.getByRole('alertdialog', { name: customerStatusTexts.activateTitle });
    await expect(modal).toHaveAccessibleDescription(customerDetailTexts.activateConfirmation);
    // Not destructive: the primary style, and focus on the action asked for.
    const activate = modal.getByRole('button', { name: customerStatusTexts.activateAction, exact: true });
    await expect(activate).toBeFocused();
    await expect(activate).not.toHaveCSS('background-color', DANGER);
    await activate.click();

    await expectToastOnTop(page, customerStatusTexts.activated);
    await expect(page.getByText(customerStatusTexts.archived, exact)).toHaveCount(0);
    await expect(page.getByText(activeLine)).toBeVisible();
    expect((await customersApi.tenantBySlug(agent.accessToken, customer.slug)).status).toBe(1);
  });

  test('archiving asks with a danger button and focus on Cancelar; Enter there keeps the customer', async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Aurora' });
    const more = page.getByRole('button', { name: customerDetailTexts.more, exact: true });
    const archiveItem = page.getByRole('menuitem', { name: customerStatusTexts.archiveAction, exact: true });
    const modal = page.getByRole('alertdialog', { name: customerStatusTexts.archiveTitle });
    const archive = modal.getByRole('button', { name: customerStatusTexts.archiveAction, exact: true });
    const cancel = modal.getByRole('button', { name: customerDetailTexts.cancel, exact: true });

    await page.goto(`/customers/view/${customer.slug}`);
    await expect(page.getByText(activeLine)).toBeVisible();
    await more.click();
    await expect(archiveItem).toHaveCSS('color', DANGER);
    await archiveItem.click();
    await expect(modal).toHaveAccessibleDescription(customerDetailTexts.archiveConfirmation);
    await expect(cancel).toBeFocused();
    await expect(archive).toHaveCSS('background-color', DANGER);

    // Enter out of habit cancels.
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    await expect(more).toBeFocused();
    expect((await customersApi.tenantBySlug(agent.accessToken, customer.slug)).status).toBe(1);

    await holdCustomerReloads(page);
    await more.click();
    await archiveItem.click();
    await archive.click();
    await expectToastOnTop(page, customerStatusTexts.archived);
    await expect(page.getByText(archivedLine)).toBeVisible();
  });
});

test.describe('task panel confirmations and focus', () => {
  test("'Eliminar tarea' is a danger button behind Cancelar; deleting a file leaves focus in the panel", async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Julia' });
    const task = await customersApi.createTask(agent.accessToken, customer.tenantId, { title: 'Revisar la escritura' });
    const details = taskPanels(page).detailsPanel;
    const panel = '[role="dialog"][aria-modal="true"]';

    await page.goto(`/customers/view/${customer.slug}?task=${task.taskId}`);
    await expect(details.getByRole('heading', { name: task.title, exact: true })).toBeVisible();
    const input = details.locator('input[type="file"]');
    for (const name of ['escritura.pdf', 'cedula.pdf']) {
      await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: smallPdf() });
      await expect(details.getByRole('link', { name, exact: true })).toBeVisible();
    }

    // From the keyboard: the next file's delete button takes the focus, then the dropzone.
    await details.getByRole('button', { name: taskViewTexts.deleteAttachment('escritura.pdf'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectToastOnTop(page, attachmentTexts.deleted);
    await expect(details.getByRole('link', { name: 'escritura.pdf', exact: true })).toHaveCount(0);
    await expect(details.getByRole('button', { name: taskViewTexts.deleteAttachment('cedula.pdf'), exact: true })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(details.getByText(taskViewTexts.noAttachments, exact)).toBeVisible();
    await expect(details.getByRole('button', { name: taskViewTexts.dropzone, exact: true })).toBeFocused();
    expect(await focusedIn(page, panel)).toBe(true);

    // 'Eliminar tarea': focus on Cancelar, the action in danger style; Escape goes back to the menu button.
    const options = details.getByRole('button', { name: taskViewTexts.options, exact: true });
    await options.click();
    await page.getByRole('menuitem', { name: taskFormTexts.deleteAction, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: taskFormTexts.deleteTitle });
    await expect(confirm).toHaveAccessibleDescription(taskFormTexts.deleteConfirmation);
    await expect(confirm.getByRole('button', { name: taskViewTexts.cancel, exact: true })).toBeFocused();
    const remove = confirm.getByRole('button', { name: taskFormTexts.deleteAction, exact: true });
    await expect(remove).toHaveCSS('background-color', DANGER);
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(options).toBeFocused();

    await options.click();
    await page.getByRole('menuitem', { name: taskFormTexts.deleteAction, exact: true }).click();
    await remove.click();
    await expectToastOnTop(page, taskFormTexts.deleted);
    await expect(details).toHaveCount(0);
    await expectUrl(page, `/customers/view/${customer.slug}`, { task: null });
  });
});
