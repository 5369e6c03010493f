import type { Page } from '@playwright/test';
import { dashboard } from '../src/i18n/es.ts';
import { listTexts, taskRangeTexts, taskViewTexts } from '../src/i18n/customers.ts';
import { backdateTask } from './fixtures/backdate.ts';
import { caracasDay, expect, expectUrl, taskPanels, test } from './fixtures/customers.ts';

/**
 * Issue 8, "no task disappears": overdue tasks in progress come first with 'Vencida' on the
 * dashboard and in the customer's list, whose range ('Próximos 30 días', 'Vencidas', 'Todas') is
 * kept in the URL and bounds the search. Dates are relative to today in Caracas.
 */

const exact = { exact: true } as const;

/** The titles of the task cards in 'Tareas de seguimiento', top to bottom. */
const cardTitles = (page: Page) =>
  page
    .getByRole('region', { name: taskViewTexts.sectionTitle })
    .getByRole('listitem')
    .getByRole('heading', { level: 3 })
    .allInnerTexts();

/** 00:00 in Caracas of the day `days` from today, as the SPA stores a due date. */
const dueOn = (days: number): string => `${caracasDay(days)}T04:00:00.000Z`;

const rangeChoice = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });

test.describe('overdue tasks and ranges', () => {
  test('the customer’s list: overdue first with the badge, a range in the URL, the search within it', async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Teresa' });
    const late = await customersApi.createTask(agent.accessToken, customer.tenantId, { title: 'Llamar por el avalúo', expiredAt: dueOn(1) });
    backdateTask(late.taskId, caracasDay(-1));
    await customersApi.createTask(agent.accessToken, customer.tenantId, { title: 'Enviar el contrato', expiredAt: dueOn(3) });
    await customersApi.createTask(agent.accessToken, customer.tenantId, {
      title: 'Firmar en la notaría',
      description: 'Escritura de compraventa',
      expiredAt: dueOn(45),
    });
    const panels = taskPanels(page);

    // Default range: the overdue task first, with its badge; the one in 45 days is not in the window.
    await page.goto(`/customers/view/${customer.slug}`);
    await expect(rangeChoice(page, taskRangeTexts.options.upcoming)).toBeChecked();
    await expect.poll(() => cardTitles(page)).toEqual(['Llamar por el avalúo', 'Enviar el contrato']);
    await expect(panels.card('Llamar por el avalúo').getByText(taskRangeTexts.overdue, exact)).toBeVisible();
    await expect(panels.card('Enviar el contrato').getByText(taskRangeTexts.overdue, exact)).toHaveCount(0);

    // 'Todas': every task, the far one included, and the choice in the URL.
    await rangeChoice(page, taskRangeTexts.options.all).check();
    await expectUrl(page, `/customers/view/${customer.slug}`, { range: 'all' });
    await expect.poll(() => cardTitles(page)).toEqual(['Llamar por el avalúo', 'Enviar el contrato', 'Firmar en la notaría']);

    // The search looks across the chosen range…
    await page.getByRole('button', { name: taskViewTexts.searchToggle, exact: true }).click();
    await page.getByLabel(taskViewTexts.searchLabel, exact).fill('notaria');
    await expectUrl(page, `/customers/view/${customer.slug}`, { range: 'all', searchQuery: 'notaria' });
    await expect.poll(() => cardTitles(page)).toEqual(['Firmar en la notaría']);
    // …and only there: the next 30 days hold no such task.
    await rangeChoice(page, taskRangeTexts.options.upcoming).check();
    await expectUrl(page, `/customers/view/${customer.slug}`, { range: null, searchQuery: 'notaria' });
    await expect(page.getByText(listTexts.tasksEmpty, exact)).toBeVisible();

    // 'Vencidas', kept across a reload.
    await page.getByLabel(taskViewTexts.searchLabel, exact).fill('');
    await expectUrl(page, `/customers/view/${customer.slug}`, { searchQuery: null });
    await rangeChoice(page, taskRangeTexts.options.overdue).check();
    await expectUrl(page, `/customers/view/${customer.slug}`, { range: 'overdue' });
    await expect.poll(() => cardTitles(page)).toEqual(['Llamar por el avalúo']);
    await page.reload();
    await expect(rangeChoice(page, taskRangeTexts.options.overdue)).toBeChecked();
    await expect.poll(() => cardTitles(page)).toEqual(['Llamar por el avalúo']);
    await expect(panels.card('Llamar por el avalúo').getByText(taskRangeTexts.overdue, exact)).toBeVisible();

    // Back goes to the range before.
    await page.goBack();
    await expectUrl(page, `/customers/view/${customer.slug}`, { range: null });
    await expect(rangeChoice(page, taskRangeTexts.options.upcoming)).toBeChecked();
    await expect.poll(() => cardTitles(page)).toEqual(['Llamar por el avalúo', 'Enviar el contrato']);
  });

  test('the dashboard: an overdue task heads “Tareas pendientes” with the badge', async ({ page, agent, customersApi }) => {
    const ana = await customersApi.createTenant(agent.accessToken, { firstName: 'Ana' });
    const luis = await customersApi.createTenant(agent.accessToken, { firstName: 'Luis' });
    await customersApi.createTask(agent.accessToken, ana.tenantId, { title: 'Visita mañana', expiredAt: dueOn(1) });
    await customersApi.createTask(agent.accessToken, luis.tenantId, { title: 'Llamada en dos días', expiredAt: dueOn(2) });
    await customersApi.createTask(agent.accessToken, ana.tenantId, { title: 'Recaudos en tres días', expiredAt: dueOn(3) });
    const late = await customersApi.createTask(agent.accessToken, luis.tenantId, { title: 'Contrato atrasado', expiredAt: dueOn(1) });
    backdateTask(late.taskId, caracasDay(-2));

    await page.goto('/dashboard');
    const pending = page.getByRole('region', { name: dashboard.pendingTasks });
    const items = pending.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.locator('strong')).toHaveText(['Contrato atrasado', 'Visita mañana', 'Llamada en dos días']);
    await expect(items.nth(0).getByText(taskRangeTexts.overdue, exact)).toBeVisible();
    await expect(pending.getByText(taskRangeTexts.overdue, exact)).toHaveCount(1);

    // 'Ver tarea' opens it on the customer's page, where it is listed first too.
    await items.nth(0).getByRole('link', { name: `${dashboard.viewTask}: Contrato atrasado`, exact: true }).click();
    await expectUrl(page, `/customers/view/${luis.slug}`, { task: late.taskId });
    await expect(taskPanels(page).detailsPanel).toBeVisible();
  });
});
