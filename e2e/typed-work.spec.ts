import { request as playwrightRequest, type Page } from '@playwright/test';
import { contactTexts, profileTexts } from '../src/i18n/account.ts';
import { postFormTexts, postToolTexts } from '../src/i18n/editor-posts.ts';
import { customerFormTexts } from '../src/i18n/customers.ts';
import { enviromentsToolTexts, propertyToolTexts } from '../src/i18n/editor-tools.ts';
import { editorToasts } from '../src/i18n/editor-toasts.ts';
import { editorTopBarTexts, exitDialogTexts } from '../src/i18n/editor.ts';
import { onboardingTexts } from '../src/i18n/onboarding.ts';
import { saveStatusTexts, typedWorkTexts } from '../src/i18n/typed-work.ts';
import { consentPageIdentity } from './fixtures/access.ts';
import { customerForm, toast, uniquePhone, uniqueSurname } from './fixtures/customers.ts';
import { editorScreen, editorUrl, expect, test } from './fixtures/editor.ts';
import { API_KEY, BASE_URL } from './fixtures/environment.ts';
import { MediaApi } from './fixtures/media.ts';

/**
 * Issue 21 'Nothing typed is lost' and 'Offline, named and retried', against the real server:
 * a reload in the middle of typing in 'Propiedad' restores the text (and the leave guard asks
 * before another tool opens); offline → a room count typed → online → saved without a click, the
 * field saying meanwhile that it is not saved yet; a reload in the middle of an Instagram caption
 * and of the profile's name and phone restores them, and a save forgets the copy; the customer form
 * in two tabs (the stale tab is told, keeps what it typed and saves next) and a new customer that
 * survives a reload.
 */

/** The first tool of a page: the editor's chunk, the tool's chunk and its list (a busy machine may take a while). */
const FIRST_PAINT = { timeout: 20_000 } as const;

const tool = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });

test.describe('typed work survives', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a reload in the middle of typing in Propiedad restores the text; leaving asks first', async ({ page, agent, draftsApi }) => {
    const { propertyDraftId: draftId } = await draftsApi.create(agent.accessToken);
    // The browser's own 'leave this page?' on reload while something is unsaved: the agent leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    // 'Ambientes' first, then 'Propiedad' from the menu: the browser's back button has an in-app entry to go to.
    await page.goto(editorUrl(draftId, '?section=enviroments'));
    await editorScreen(page).tile(propertyToolTexts.heading).click(FIRST_PAINT);
    const region = tool(page, propertyToolTexts.heading);
    const price = region.getByLabel(propertyToolTexts.priceLabel);
    const code = region.getByLabel(propertyToolTexts.codeLabel);
    const description = region.getByRole('textbox', { name: propertyToolTexts.descriptionLabel });
    await expect(region.getByRole('radio', { name: 'Casa', exact: true })).toBeVisible(FIRST_PAINT);
    await expect(description).toBeVisible(FIRST_PAINT);

    await region.getByRole('radio', { name: 'Casa', exact: true }).check();
    await price.pressSequentially('85000');
    await code.fill('APT-0777');
    await description.click();
    await page.keyboard.type('Casa con jardín y vista al Ávila');

    // Another tool: the app's own dialog asks; 'Seguir aquí' keeps the form as it was.
    await editorScreen(page).tile(enviromentsToolTexts.heading).click();
    const leave = page.getByRole('alertdialog', { name: typedWorkTexts.leaveTitle });
    await expect(leave).toContainText(typedWorkTexts.leaveMessage);
    await leave.getByRole('button', { name: typedWorkTexts.leaveCancel }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/section=basic_details/);
    await expect(code).toHaveValue('APT-0777');

    // The browser's back button asks the same; 'Seguir aquí' keeps the page and what was typed.
    await page.evaluate(() => history.back());
    await expect(leave).toContainText(typedWorkTexts.leaveMessage);
    await leave.getByRole('button', { name: typedWorkTexts.leaveCancel }).click();
    await expect(page).toHaveURL(/section=basic_details/);
    await expect(code).toHaveValue('APT-0777');

    // 'Salir del editor' asks once: its own dialog warns about unsaved changes, the shell's does not ask again.
    await editorScreen(page).topBar.getByRole('button', { name: editorTopBarTexts.exitEditor, exact: true }).click();
    await page.getByRole('alertdialog', { name: exitDialogTexts.title }).getByRole('button', { name: exitDialogTexts.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(leave).toHaveCount(0);

    await page.goto(editorUrl(draftId, '?section=basic_details'));
    await page.reload();
    await expect(region.getByText(typedWorkTexts.restored)).toBeVisible(FIRST_PAINT);
    await expect(region.getByRole('radio', { name: 'Casa', exact: true })).toBeChecked();
    await expect(price).toHaveValue(/^85[.,]?000/);
    await expect(code).toHaveValue('APT-0777');
    await expect(description).toContainText('Casa con jardín y vista al Ávila', FIRST_PAINT);
    const untouched = await draftsApi.get(agent.accessToken, draftId);
    expect(untouched.code ?? null).toBeNull();

    // Saved: the note and the local copy go.
    await region.getByRole('button', { name: propertyToolTexts.save }).click();
    await expect(page.getByRole('status', { name: 'Notificaciones' }).getByText(editorToasts.propertySaved, { exact: true }).first()).toBeVisible();
    await expect(region.getByText(typedWorkTexts.restored)).toBeHidden();
    const saved = await draftsApi.get(agent.accessToken, draftId);
    expect(saved).toMatchObject({ price: 85000, code: 'APT-0777' });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('agentes.typed.')))).toEqual([]);
  });

  test('offline → a room count typed → online → saved without a click', async ({ page, context, agent, draftsApi }) => {
    const { propertyDraftId: draftId } = await draftsApi.create(agent.accessToken);
    await page.goto(editorUrl(draftId, '?section=enviroments'));
    const region = tool(page, enviromentsToolTexts.heading);
    const bedroom = region.getByRole('group', { name: 'Habitación', exact: true });
    await expect(bedroom.locator('output')).toHaveText('0', FIRST_PAINT);
    const row = region.getByRole('listitem').filter({ has: page.getByRole('group', { name: 'Habitación', exact: true }) });

    // eslint-disable-next-line no-restricted-syntax -- undone below and in the finally, so it never outlives the test.
    await context.setOffline(true);
    try {
      await region.getByRole('button', { name: enviromentsToolTexts.increment('Habitación'), exact: true }).click();
      await expect(row.getByText(saveStatusTexts.queued)).toBeVisible();
      // Not reverted: the agent's value stays on screen while it waits.
      await expect(bedroom.locator('output')).toHaveText('1');
      expect((await draftsApi.get(agent.accessToken, draftId)).bedrooms ?? 0).toBe(0);
    } finally {
      // eslint-disable-next-line no-restricted-syntax -- back online: the queued save runs without a click.
      await context.setOffline(false);
    }
    await expect.poll(async () => (await draftsApi.get(agent.accessToken, draftId)).bedrooms, { timeout: 15_000 }).toBe(1);
    await expect(row.getByText(saveStatusTexts.queued)).toBeHidden();
    await expect(bedroom.locator('output')).toHaveText('1');
  });

  test('a reload in the middle of an Instagram caption, then of the profile, restores what was typed', async ({ page, agent, draftsApi }) => {
    const http = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Api-Key': API_KEY } });
    await new MediaApi(http).connect(agent.accessToken, 'instagram', consentPageIdentity(agent.email, 'María', 'Rangel'));
    await http.dispose();
    const { propertyDraftId: draftId } = await draftsApi.create(agent.accessToken);
    await draftsApi.image(agent.accessToken, draftId);
    page.on('dialog', (dialog) => void dialog.accept());
    const typedKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('agentes.typed.')));

    // Instagram: an image, half a caption and a hashtag, then a reload.
    await page.goto(editorUrl(draftId, '?section=instagram'));
    const instagram = tool(page, postToolTexts.heading('Instagram'));
    const image = instagram.getByRole('button', { name: /^Imagen 1(,|$)/ });
    const caption = instagram.getByLabel(postFormTexts.caption, { exact: true });
    await expect(image).toBeVisible(FIRST_PAINT);
    await image.click();
    await caption.pressSequentially('Apartamento con vista al Á');
    await instagram.getByLabel(postFormTexts.hashtags, { exact: true }).fill('#venta');
    await page.keyboard.press('Enter');
    await page.reload();
    await expect(instagram.getByText(typedWorkTexts.restored)).toBeVisible(FIRST_PAINT);
    await expect(caption).toHaveValue('Apartamento con vista al Á');
    await expect(image).toHaveAttribute('aria-pressed', 'true');
    await expect(instagram.getByRole('link', { name: postFormTexts.hashtagLink('venta', 'Instagram') })).toBeVisible();
    expect((await draftsApi.get(agent.accessToken, draftId)).instagramPost).toBeNull();
    // Typing goes on; 'Guardar publicación' saves it and forgets the copy.
    await caption.press('Control+End');
    await page.keyboard.type('vila');
    await instagram.getByRole('button', { name: postFormTexts.save, exact: true }).click();
    await expect(page.getByText(editorToasts.postSaved, { exact: true }).first()).toBeVisible();
    await expect(instagram.getByText(typedWorkTexts.restored)).toBeHidden();
    expect((await draftsApi.get(agent.accessToken, draftId)).instagramPost?.caption).toBe('Apartamento con vista al Ávila');
    expect(await typedKeys()).toEqual([]);

    // The profile: a name and a phone typed, a reload; each form restores its own.
    await page.goto('/account?section=profile');
    const firstName = page.getByLabel(`${profileTexts.firstName} *`, { exact: true });
    const phone = page.getByLabel(onboardingTexts.profile.phone, { exact: true });
    await expect(firstName).toBeEditable(FIRST_PAINT);
    const description = page.getByLabel(`${profileTexts.description} *`, { exact: true });
    await firstName.fill('Lucía');
    await page.getByLabel('Año').selectOption('1990');
    await page.getByLabel('Mes').selectOption({ label: 'Mayo' });
    await page.getByLabel('Día').selectOption('17');
    await description.fill('Agente en Caracas');
    await phone.fill('0414 765 4321');
    await page.reload();
    await expect(page.getByText(typedWorkTexts.restored)).toHaveCount(2, FIRST_PAINT);
    await expect(firstName).toHaveValue('Lucía');
    await expect(page.getByLabel('Año')).toHaveValue('1990');
    await expect(description).toHaveValue('Agente en Caracas');
    await expect(phone).toHaveValue('0414 765 4321');
    // 'Descartar' on the phone: back to the saved number. 'Guardar cambios' saves the name.
    await page.getByRole('region', { name: contactTexts.phoneHeading }).getByRole('button', { name: typedWorkTexts.discard }).click();
    await expect(phone).toHaveValue(agent.profile.contactPhoneNumber?.number ?? '');
    await page.getByRole('button', { name: profileTexts.save, exact: true }).click();
    await expect(page.getByText(profileTexts.saved, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(typedWorkTexts.restored)).toHaveCount(0);
    expect(await typedKeys()).toEqual([]);
  });

  test('customer form: the stale tab is told and keeps what it typed; a new customer survives a reload', async ({ page, agent, customersApi }) => {
    const person = await customersApi.createTenant(agent.accessToken, { firstName: 'Lucía', documentNumber: '11222333' });
    const tabA = page;
    const tabB = await page.context().newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto(`/customers/edit/${encodeURIComponent(person.slug)}`);
      await expect(customerForm(tab).firstName).toHaveValue('Lucía', FIRST_PAINT);
    }

    // Tab A saves a new surname.
    const a = customerForm(tabA);
    const surname = uniqueSurname();
    await a.lastName.fill(surname);
    await a.save.click();
    await expect(toast(tabA, customerFormTexts.updated)).toBeVisible();
    await expect.poll(async () => (await customersApi.tenantBySlug(agent.accessToken, person.slug)).lastName).toBe(surname);

    // Tab B, still showing the old surname, saves a document number: refused, said, read again.
    const b = customerForm(tabB);
    await expect(b.lastName).toHaveValue(person.lastName);
    await b.documentNumber.fill('99888777');
    await b.save.click();
    await expect(toast(tabB, customerFormTexts.changedElsewhere)).toBeVisible();
    await expect(b.lastName).toHaveValue(surname);
    await expect(b.documentNumber).toHaveValue('99888777');
    expect(await customersApi.tenantBySlug(agent.accessToken, person.slug)).toMatchObject({ lastName: surname, documentNumber: '11222333' });

    // B's next 'Guardar' goes through with A's surname and B's document.
    await b.save.click();
    await expect(toast(tabB, customerFormTexts.updated)).toBeVisible();
    await expect
      .poll(async () => (await customersApi.tenantBySlug(agent.accessToken, person.slug)).documentNumber)
      .toBe('99888777');
    expect((await customersApi.tenantBySlug(agent.accessToken, person.slug)).lastName).toBe(surname);
    await tabB.close();

    // A new customer typed, then a reload: the text comes back with 'Recuperamos lo que escribiste'.
    tabA.on('dialog', (dialog) => void dialog.accept());
    await tabA.goto('/customers/create');
    const form = customerForm(tabA);
    const phone = `0${uniquePhone()}`;
    await form.phone.fill(phone);
    // The lookup (1 s after the last keystroke) finds nobody: the full form opens.
    await expect(form.firstName).toBeEnabled({ timeout: 10_000 });
    await form.firstName.fill('Rosa');
    await form.lastName.fill('Prueba');
    await tabA.reload();
    await expect(tabA.getByText(typedWorkTexts.restored)).toBeVisible(FIRST_PAINT);
    await expect(form.phone).toHaveValue(phone);
    await expect(form.firstName).toHaveValue('Rosa');
    await expect(form.lastName).toHaveValue('Prueba');
    // The phone is looked up again, and the form opens with what was typed.
    await expect(form.firstName).toBeEnabled({ timeout: 10_000 });
    await expect(form.firstName).toHaveValue('Rosa');
  });
});
