import type { Locator, Page } from '@playwright/test';
import { shell } from '../src/i18n/es.ts';
import { datePicker, dates } from '../src/i18n/dates.ts';
import { customerListTexts, customerValidation, taskFormTexts, taskValidation, taskViewTexts } from '../src/i18n/customers.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { REF, caracasDay, customerForm, customerList, expect, expectUrl, taskPanels, test, toast } from './fixtures/customers.ts';

/**
 * Issue 8, item 7: the screens at a phone's 390 px (and the same checks at 1366 px where a layout
 * changes with the width): the navigation drawer, the birth-date selects' order, the list search's
 * placeholder, and the Spanish date picker of the task form, used with the keyboard alone.
 */

const exact = { exact: true } as const;
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1366, height: 900 } as const;

const nav = (page: Page): Locator => page.getByRole('navigation', { name: shell.mainNav });
const openNav = (page: Page): Locator => page.getByRole('button', { name: shell.openNav, exact: true });
const closeNav = (page: Page): Locator => page.getByRole('button', { name: shell.closeNav, exact: true });

/** '05 de noviembre de 2026' and '05 nov' of a 'YYYY-MM-DD' day, spelt out here rather than by the app's formatter. */
const longDate = (day: string): string => `${day.slice(8, 10)} de ${dates.months[Number(day.slice(5, 7)) - 1]} de ${day.slice(0, 4)}`;
/** A day button's name: 'viernes 27 de noviembre de 2026'. */
const spokenDay = (day: string): string =>
  `${dates.weekdays[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]} ${Number(day.slice(8, 10))} de ${dates.months[Number(day.slice(5, 7)) - 1]} de ${day.slice(0, 4)}`;
const typedDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const addDays = (day: string, count: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

test.describe('phone layouts at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the sidebar is an off-canvas drawer opened from the top bar, closed by Escape, the backdrop and a new page', async ({ page, agent }, testInfo) => {
    void agent;
    await page.goto('/dashboard');
    const button = openNav(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // No rail: the page has the whole width.
    await expect(nav(page)).toBeHidden();
    const main = await page.locator('main').boundingBox();
    expect(main?.x).toBe(0);
    expect(main?.width).toBe(PHONE.width);

    // Keyboard only: the button opens it, focus moves in, Escape closes it and focus returns.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(nav(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(closeNav(page)).toBeFocused();
    // It slides in (0.2 s): measured once it has arrived.
    await expect.poll(async () => Math.round((await nav(page).boundingBox())?.x ?? -1)).toBe(0);
    expect((await nav(page).boundingBox())?.width).toBeLessThan(PHONE.width);
    await expectNoSeriousViolations(page, testInfo, 'drawer-open');

    // Tab stays inside while it is open: from the last item back to the first and round again.
    const settings = nav(page).getByRole('link', { name: shell.nav.settings, exact: true });
    await settings.focus();
    await page.keyboard.press('Tab');
    await expect(settings).not.toBeFocused();
    expect(await page.evaluate(() => document.getElementById('app-sidebar')?.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(settings).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    // The backdrop closes it.
    await button.click();
    await expect(nav(page)).toBeVisible();
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect(nav(page)).toBeHidden();

    // The close button inside closes it.
    await button.click();
    await closeNav(page).click();
    await expect(nav(page)).toBeHidden();
    await expect(button).toBeFocused();

    // A link takes the agent to the page, closes the drawer and puts focus on the new page.
    await button.click();
    await nav(page).getByRole('link', { name: shell.nav.customers, exact: true }).click();
    await expectUrl(page, '/customers');
    await expect(customerList(page).heading).toBeVisible();
    await expect(nav(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).toBeFocused();

    // The browser's back button is a new page too.
    await button.click();
    await expect(nav(page)).toBeVisible();
    await page.goBack();
    await expectUrl(page, '/dashboard');
    await expect(nav(page)).toBeHidden();
  });

  test('the birth-date selects read Día, Mes, Año in order, the month not cut', async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken, { birthDate: '1990-09-28' });
    await page.goto(`/customers/edit/${customer.slug}`);
    const form = customerForm(page);
    await expect(form.month).toBeVisible();
    await expectInReadingOrder([form.day, form.month, form.year]);
    await expect(form.month.locator('option:checked')).toHaveText('Septiembre');
    expect(await selectedTextFits(form.month)).toBe(true);
    expect(await selectedTextFits(form.day)).toBe(true);
    expect(await selectedTextFits(form.year)).toBe(true);

    // With the birth-date error showing, the three stay in place and can still be chosen.
    await form.day.selectOption({ label: 'Día' });
    await expect(page.getByText(customerValidation.birthDateIncomplete, exact)).toBeVisible();
    await expectInReadingOrder([form.day, form.month, form.year]);
    await form.day.selectOption({ label: '28' });
    await expect(page.getByText(customerValidation.birthDateIncomplete, exact)).toHaveCount(0);
  });

  test('the list search shows its whole placeholder sentence, never a cut one', async ({ page, agent }) => {
    void agent;
    await page.goto('/customers');
    // Phones open the filters on demand.
    await page.getByRole('button', { name: customerListTexts.filters, exact: true }).click();
    await expect(customerList(page).search).toBeVisible();
    await expectSearchGuidanceWhole(page);
  });

  test('the task date is picked in a Spanish calendar with the keyboard alone', async ({ page, agent, customersApi }, testInfo) => {
    const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Gabriela' });
    await page.goto(`/customers/view/${customer.slug}?task=new`);
    const panel = taskPanels(page).createPanel;
    await expect(panel).toBeVisible();
    await panel.getByLabel(taskViewTexts.type, exact).selectOption({ label: REF.taskType.name });
    await panel.getByLabel(taskViewTexts.title, exact).fill('Visitar el local');
    await panel.getByLabel(taskViewTexts.description, exact).fill('Recorrer el local comercial con la clienta.');

    const field = panel.getByLabel(taskViewTexts.dueDate, exact);
    await expect(field).toHaveAttribute('placeholder', datePicker.placeholder);
    const opener = panel.getByRole('button', { name: datePicker.open, exact: true });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    const today = caracasDay(0);
    await opener.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: datePicker.dialog });
    await expect(calendar).toBeVisible();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    // Spanish names, Monday first; today (the first day that may be chosen) has the focus.
    await expect(calendar.getByRole('columnheader')).toHaveText([...dates.weekdaysShort]);
    await expect(calendar.getByRole('heading')).toHaveText(new RegExp(`^${dates.months[Number(today.slice(5, 7)) - 1]} de ${today.slice(0, 4)}$`, 'i'));
    const todayButton = calendar.getByRole('button', { name: spokenDay(today), exact: true });
    await expect(todayButton).toBeFocused();
    await expect(todayButton).toHaveAttribute('aria-current', 'date');
    // Yesterday cannot be reached: the focus stays on today.
    await page.keyboard.press('ArrowLeft');
    await expect(todayButton).toBeFocused();
    await expectNoSeriousViolations(page, testInfo, 'date-picker-open');

    // Arrows: two days, then a week; Page Down a month and Page Up back.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const chosen = addDays(today, 9);
    await expect(calendar.getByRole('button', { name: spokenDay(chosen), exact: true })).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(calendar.getByRole('heading')).not.toHaveText(new RegExp(`^${dates.months[Number(chosen.slice(5, 7)) - 1]} `, 'i'));
    await page.keyboard.press('PageUp');
    await expect(calendar.getByRole('button', { name: spokenDay(chosen), exact: true })).toBeFocused();

    // Escape closes the calendar only (the panel stays), focus back on the button, nothing chosen.
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(opener).toBeFocused();
    await expect(field).toHaveValue('');

    // Enter chooses the focused day.
    await page.keyboard.press('Enter');
    await expect(calendar).toBeVisible();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(field).toHaveValue(typedDate(chosen));
    const reopener = panel.getByRole('button', { name: datePicker.openWithValue(longDate(chosen)), exact: true });
    await expect(reopener).toBeFocused();

    // Typing works too, day first; a date that does not exist is refused when the field is left.
    await field.fill('31/02/2030');
    await field.press('Tab');
    await expect(panel.getByText(taskValidation.expirationInvalid, exact)).toBeVisible();
    await field.fill(typedDate(chosen));
    await expect(panel.getByText(taskValidation.expirationInvalid, exact)).toHaveCount(0);

    await panel.getByRole('button', { name: taskViewTexts.create, exact: true }).click();
    await expect(toast(page, taskFormTexts.created)).toBeVisible();
    const [task] = (await customersApi.tasksOf(agent.accessToken, customer.tenantId)) as unknown as { expiredAt: string }[];
    // 00:00 in Caracas of the chosen day.
    expect(task?.expiredAt).toBe(new Date(Date.parse(`${chosen}T04:00:00.000Z`)).toISOString());
    // One date format: the detail in full, the card compact.
    const details = taskPanels(page).detailsPanel;
    await expect(details.getByText(longDate(chosen), exact)).toBeVisible();
    const short = `${chosen.slice(8, 10)} ${dates.monthsShort[Number(chosen.slice(5, 7)) - 1]}`;
    const compact = chosen.slice(0, 4) === today.slice(0, 4) ? short : `${short} ${chosen.slice(0, 4)}`;
    await expect(taskPanels(page).card('Visitar el local')).toContainText(taskViewTexts.dueOn(compact));
  });
});

test.describe('the same screens at 1366 px', () => {
  test.use({ viewport: DESKTOP });

  test('the sidebar stays beside the page, with no drawer button', async ({ page, agent }) => {
    void agent;
    await page.goto('/dashboard');
    await expect(nav(page)).toBeVisible();
    await expect(openNav(page)).toHaveCount(0);
    expect((await nav(page).boundingBox())?.width).toBe(256);
  });

  test('birth date and search read as on the phone', async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken);
    await page.goto(`/customers/edit/${customer.slug}`);
    const form = customerForm(page);
    await expect(form.month).toBeVisible();
    await expectInReadingOrder([form.day, form.month, form.year]);

    await page.goto('/customers');
    await expect(customerList(page).search).toBeVisible();
    await expectSearchGuidanceWhole(page);
    // Wide enough: the spec's placeholder itself, and no extra line.
    await expect(page.getByText(customerListTexts.searchPlaceholder, exact)).toBeHidden();
  });
});

/** Left to right on one row, or top to bottom: never out of order. */
async function expectInReadingOrder(fields: readonly Locator[]): Promise<void> {
  const boxes = await Promise.all(fields.map(async (field) => (await field.boundingBox()) ?? { x: NaN, y: NaN, width: 0, height: 0 }));
  for (let index = 1; index < boxes.length; index += 1) {
    const [before, after] = [boxes[index - 1], boxes[index]];
    if (before === undefined || after === undefined) throw new Error('missing box');
    const sameRow = Math.abs(before.y - after.y) < 2;
    if (sameRow) expect(after.x, `field ${index + 1} right of field ${index}`).toBeGreaterThanOrEqual(before.x + before.width);
    else expect(after.y, `field ${index + 1} below field ${index}`).toBeGreaterThanOrEqual(before.y + before.height);
  }
}

/** The chosen option's text against the select's text box (its width less the paddings). */
function selectedTextFits(select: Locator): Promise<boolean> {
  return select.evaluate((element) => {
    const node = element as HTMLSelectElement;
    const style = getComputedStyle(node);
    const context = document.createElement('canvas').getContext('2d');
    if (context === null) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = node.selectedOptions[0]?.text ?? '';
    const room = node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(text).width <= room;
  });
}

/**
 * The search's guidance is whole: either the placeholder is shown and fits the input's text box,
 * or it is not shown and the same sentence is a visible line that is not cut either.
 */
async function expectSearchGuidanceWhole(page: Page): Promise<void> {
  const search = customerList(page).search;
  await expect(search).toHaveAttribute('placeholder', customerListTexts.searchPlaceholder);
  const placeholder = await search.evaluate((element) => {
    const input = element as HTMLInputElement;
    const style = getComputedStyle(input, '::placeholder');
    const box = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (context === null) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(style.color)?.[1];
    return { shown: style.color !== 'transparent' && alpha !== '0', fits: context.measureText(input.placeholder).width <= room };
  });
  if (placeholder.shown) {
    expect(placeholder.fits, 'the placeholder fits the input').toBe(true);
    return;
  }
  const line = page.getByText(customerListTexts.searchPlaceholder, exact);
  await expect(line).toBeVisible();
  expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const [lineBox, searchBox] = await Promise.all([line.boundingBox(), search.boundingBox()]);
  expect(lineBox && searchBox && lineBox.x + lineBox.width <= searchBox.x + searchBox.width + 1).toBe(true);
}
