import { product } from '../src/i18n/es.ts';
import {
  customerDetailTexts,
  customerFormTexts,
  customerLabels,
  customerListTexts,
  customerStatusTexts,
  listTexts,
} from '../src/i18n/customers.ts';
import { REF, customerForm, customerList, expect, expectUrl, test, toast, uniquePhone, uniqueSurname } from './fixtures/customers.ts';

const exact = { exact: true } as const;

test.describe('customers', () => {
  test('create a customer (phone first, then the form), then find it by search and by type chip', async ({ page, agent }) => {
    void agent;
    const form = customerForm(page);
    const phone = uniquePhone();
    const lastName = uniqueSurname();
    const fullName = `Lucía ${lastName}`;
    const email = `${lastName.toLowerCase()}@example.com`;

    await page.goto('/customers/create');
    await expect(page).toHaveTitle(product.title(customerFormTexts.createTabTitle));
    await expect(form.heading).toBeVisible();
    // Spec 02 §2.2: nothing but the phone until a phone exists.
    await expect(form.firstName).toBeDisabled();
    await expect(form.submit).toBeDisabled();

    // A leading 0 is dropped; nobody has this number, so the full form opens after the 1 s lookup.
    const phoneLookup = page.waitForResponse((response) => response.url().includes(`/rest/v1/tenants/phone-number/58${phone}`));
    await form.phone.fill(`0${phone}`);
    expect((await phoneLookup).status()).toBe(404);
    await expect(form.firstName).toBeEnabled();
    await expect(form.found).toHaveCount(0);

    // The e-mail is looked up too: wait for that answer so the submit is not swallowed by it.
    const emailLookup = page.waitForResponse((response) => response.url().includes('/rest/v1/tenants/email/'));
    await form.email.fill(email);
    await form.firstName.fill('Lucía');
    await form.lastName.fill(lastName);
    expect((await emailLookup).status()).toBe(404);
    // Spec 02 §2.2 defaults: Cliente and No especificado; creation offers Cliente and Contacto only.
    await expect(form.tenantType.locator('option:checked')).toHaveText(customerLabels.tenantType[2]);
    await expect(form.sex.locator('option:checked')).toHaveText(customerLabels.sex[3]);
    await form.tenantType.selectOption({ label: customerLabels.tenantType[3] });
    await form.sex.selectOption({ label: customerLabels.sex[2] });
    await form.documentType.selectOption({ label: customerLabels.documentType[1] });
    await form.documentNumber.fill(phone.slice(2));
    await form.countryState.selectOption({ label: REF.state.name });
    await expect(form.location).toBeEnabled();
    await form.location.selectOption({ label: REF.location.name });
    await form.year.selectOption({ label: '1990' });
    await form.month.selectOption({ label: customerLabels.months[3] });
    await form.day.selectOption({ label: '12' });
    await form.submit.click();

    await expect(toast(page, customerFormTexts.created)).toBeVisible();
    const toastShownAt = Date.now();
    // The toast shows for 2 s, then the customer's view opens.
    expect(new URL(page.url()).pathname).toBe('/customers/create');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 6_000 }).toMatch(/^\/customers\/view\/[^/]+$/);
    expect(Date.now() - toastShownAt, 'the redirect waits about 2 s').toBeGreaterThanOrEqual(1_000);
    await expect(page.getByRole('heading', { level: 1, name: fullName, exact: true })).toBeVisible();

    // The list: filters are open by default at 1280 px (Desktop Chrome).
    const list = customerList(page);
    await page.goto('/customers');
    await expect(list.heading).toBeVisible();
    await expect(page).toHaveTitle(product.title(customerListTexts.pageTitle));
    await expect(list.card(fullName)).toBeVisible();

    // Through the search box: by surname, and by phone.
    await list.search.fill(lastName);
    await list.submit.click();
    await expectUrl(page, '/customers', { searchQuery: lastName });
    await expect(list.card(fullName)).toHaveCount(1);
    await expect(list.card(fullName)).toContainText(`+58${phone}`);
    await expect(list.card(fullName)).toContainText(email);
    await expect(list.card(fullName)).toContainText(customerLabels.tenantType[3]);

    await list.search.fill('nadie-se-llama-asi');
    await list.submit.click();
    await expect(page.getByText(listTexts.customersEmpty, exact)).toBeVisible();
    await expect(list.card(fullName)).toHaveCount(0);

    await list.search.fill(phone);
    await list.submit.click();
    await expectUrl(page, '/customers', { searchQuery: phone });
    await expect(list.card(fullName)).toHaveCount(1);

    // Through the type chips (search cleared): Contacto finds it, Cliente and Potencial cliente do not.
    await list.reset.click();
    await expectUrl(page, '/customers', { searchQuery: null, type: null });
    await list.typeChip(customerLabels.tenantType[3]).check();
    await list.submit.click();
    await expectUrl(page, '/customers', { type: '3' });
    await expect(list.card(fullName)).toHaveCount(1);

    await list.typeChip(customerLabels.tenantType[2]).check();
    await list.submit.click();
    await expectUrl(page, '/customers', { type: '2' });
    await expect(page.getByText(listTexts.customersEmpty, exact)).toBeVisible();
    await expect(list.card(fullName)).toHaveCount(0);

    await list.typeChip(customerListTexts.allTypes).check();
    await list.submit.click();
    await expectUrl(page, '/customers', { type: null });
    await expect(list.card(fullName)).toHaveCount(1);

    // The card opens the customer.
    await list.card(fullName).click();
    await expect(page.getByRole('heading', { level: 1, name: fullName, exact: true })).toBeVisible();
  });

  test('archive a customer, find it under Archivados, activate it again', async ({ page, agent, customersApi }) => {
    const customer = await customersApi.createTenant(agent.accessToken, { firstName: 'Ramón' });
    const list = customerList(page);
    const more = page.getByRole('button', { name: customerDetailTexts.more, exact: true });
    const name = page.getByRole('heading', { level: 1, name: customer.fullName, exact: true });

    await page.goto(`/customers/view/${customer.slug}`);
    await expect(name).toBeVisible();
    await expect(page.getByText(/^Activo desde el \d{2} de \p{L}+ de \d{4}$/u)).toBeVisible();

    await more.click();
    await page.getByRole('menuitem', { name: customerStatusTexts.archiveAction, exact: true }).click();
    const archiveModal = page.getByRole('alertdialog', { name: customerStatusTexts.archiveTitle });
    await expect(archiveModal).toContainText(customerDetailTexts.archiveConfirmation);
    await archiveModal.getByRole('button', { name: customerStatusTexts.archiveAction, exact: true }).click();
    await expect(toast(page, customerStatusTexts.archived)).toBeVisible();
    await expect(archiveModal).toBeHidden();
    await expect(page.getByText(/^Archivado desde el \d{2} de \p{L}+ de \d{4}$/u)).toBeVisible();

    // Gone from the active list, found under 'Archivados'.
    await page.goto('/customers');
    await expect(list.heading).toBeVisible();
    await expect(page.getByText(listTexts.customersEmpty, exact)).toBeVisible();
    await expect(list.card(customer.fullName)).toHaveCount(0);
    await list.status.selectOption({ label: customerListTexts.statusOptions[2] });
    await list.submit.click();
    await expectUrl(page, '/customers', { status: '2' });
    await expect(list.card(customer.fullName)).toHaveCount(1);

    await list.card(customer.fullName).click();
    await expect(name).toBeVisible();
    await more.click();
    await page.getByRole('menuitem', { name: customerStatusTexts.activateAction, exact: true }).click();
    const activateModal = page.getByRole('alertdialog', { name: customerStatusTexts.activateTitle });
    await expect(activateModal).toContainText(customerDetailTexts.activateConfirmation);
    await activateModal.getByRole('button', { name: customerStatusTexts.activateAction, exact: true }).click();
    await expect(toast(page, customerStatusTexts.activated)).toBeVisible();
    await expect(page.getByText(/^Activo desde el \d{2} de \p{L}+ de \d{4}$/u)).toBeVisible();

    await page.goto('/customers');
    await expect(list.card(customer.fullName)).toHaveCount(1);
  });
});
